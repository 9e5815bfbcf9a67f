import { WORKSPACE_NAME_MAX } from '@kreda/shared/limits';
import { useEffect, useRef } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useRenameWorkspace } from './api/rename-workspace.ts';
import type { Workspace } from './api/workspace-fragments.ts';
import { cleanName, nameLength, nameProblem } from './workspace-rules.ts';

interface RenameWorkspaceFormProps {
  workspace: Workspace;
  /** Leaves the form (saved or cancelled); the page shows the title again. */
  onDone: () => void;
}

/** "Zmień nazwę": the title turns into a field; Esc or "Anuluj" leaves it unchanged. */
export function RenameWorkspaceForm({ workspace, onDone }: RenameWorkspaceFormProps) {
  const rename = useRenameWorkspace();
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    initial: { name: workspace.name },
    validate: (values) => ({ name: nameProblem(values.name, { required: true }) }),
    onSubmit: async ({ name }) => {
      const cleaned = cleanName(name);
      if (cleaned !== workspace.name) {
        await rename.mutateAsync({ workspaceId: workspace.id, name: cleaned });
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
