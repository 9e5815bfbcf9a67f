import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useForm } from '../../lib/use-form.ts';
import { rememberWorkspace, type Workspace } from './workspace-queries.ts';
import { cleanName, nameLength, nameProblem, WORKSPACE_NAME_MAX } from './workspace-rules.ts';
import { UPDATE_WORKSPACE } from './workspaces-documents.ts';

interface RenameWorkspaceFormProps {
  workspace: Workspace;
  /** Leaves the form (saved or cancelled); the page shows the title again. */
  onDone: () => void;
}

/** "Zmień nazwę": the title turns into a field; Esc or "Anuluj" leaves it unchanged. */
export function RenameWorkspaceForm({ workspace, onDone }: RenameWorkspaceFormProps) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    initial: { name: workspace.name },
    validate: (values) => ({ name: nameProblem(values.name, { required: true }) }),
    onSubmit: async ({ name }) => {
      const cleaned = cleanName(name);
      if (cleaned !== workspace.name) {
        const { updateWorkspace } = await apiRequest(UPDATE_WORKSPACE, {
          updateWorkspaceInput: { workspaceId: workspace.id, name: cleaned },
        });
        void rememberWorkspace(queryClient, updateWorkspace);
        toast.success('Zmieniono nazwę przestrzeni.');
      }
      onDone();
    },
  });

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const length = nameLength(form.values.name);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
      aria-label="Zmień nazwę przestrzeni"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <TextField
        ref={input}
        label="Nazwa przestrzeni"
        autoComplete="off"
        hint={
          <span className={length > WORKSPACE_NAME_MAX ? 'font-semibold text-red-700' : ''}>
            {length} z {WORKSPACE_NAME_MAX} znaków.
          </span>
        }
        {...form.field('name')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onDone}>
          Anuluj
        </Button>
        <SubmitButton loading={form.pending} loadingText="Zapisywanie…" className="sm:w-auto">
          Zapisz nazwę
        </SubmitButton>
      </div>
    </form>
  );
}
