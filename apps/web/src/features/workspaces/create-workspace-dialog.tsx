import { WORKSPACE_NAME_MAX } from '@kreda/shared/limits';
import { ROUTES } from '@kreda/shared/routes';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { toast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useCreateWorkspace } from './api/create-workspace.ts';
import { useTopics } from './api/get-topics.ts';
import { TopicPicker } from './topic-picker.tsx';
import {
  cleanName,
  isLevel,
  isSubject,
  LEVEL_OPTIONS,
  type NewWorkspaceValues,
  nameLength,
  OWN_TOPIC,
  SUBJECT_OPTIONS,
  validateNewWorkspace,
} from './workspace-rules.ts';

/** The subject and class selects, side by side from a small tablet up. */
function SubjectAndLevel({
  form,
  subject,
  level,
}: {
  form: ReturnType<typeof useForm<NewWorkspaceValues>>;
  subject: string;
  level: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={form.fieldId('przedmiot')}
        label="Przedmiot"
        placeholder="Wybierz przedmiot"
        options={SUBJECT_OPTIONS}
        value={subject}
        onChange={(value) => form.setValue('przedmiot', value)}
        error={form.errorOf('przedmiot')}
      />
      <SelectField
        id={form.fieldId('poziom')}
        label="Klasa"
        placeholder="Wybierz klasę"
        options={LEVEL_OPTIONS}
        value={level}
        onChange={(value) => form.setValue('poziom', value)}
        error={form.errorOf('poziom')}
      />
    </div>
  );
}

/** "Nowa przestrzeń": subject, level, a curriculum topic and an optional name → the new workspace. */
export function CreateWorkspaceDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateWorkspace();
  const navigate = useNavigate();
  const user = useCurrentUser();
  // Topics listed for the current subject and level; the form's check reads them at submit time.
  const listedTopicIds = useRef<string[]>([]);
  const form = useForm<NewWorkspaceValues>({
    // The class from onboarding is a fair guess; the subject is the pupil's choice each time.
    initial: { przedmiot: '', poziom: user?.onboarding.poziom ?? '', tematId: '', wlasnyTemat: '', name: '' },
    validate: (values) => validateNewWorkspace(values, listedTopicIds.current),
    onSubmit: async ({ przedmiot, poziom, tematId, wlasnyTemat, name }) => {
      const custom = cleanName(name);
      const topic =
        tematId === OWN_TOPIC && isSubject(przedmiot) && isLevel(poziom)
          ? { wlasnyTemat: { przedmiot, poziom, temat: cleanName(wlasnyTemat) } }
          : { tematId };
      const createWorkspace = await create.mutateAsync(custom ? { ...topic, name: custom } : topic);
      toast.success('Utworzono przestrzeń');
      // Replaces the "?nowa" entry: Back from the new workspace leads to the list, not to the form.
      await navigate(ROUTES.workspace(createWorkspace.id), { replace: true });
    },
  });

  const subject = isSubject(form.values.przedmiot) ? form.values.przedmiot : '';
  const level = isLevel(form.values.poziom) ? form.values.poziom : '';
  const topics = useTopics(subject, level);
  listedTopicIds.current = topics.data?.map((topic) => topic.id) ?? [];
  const chosen = topics.data?.find((topic) => topic.id === form.values.tematId);
  const ownName = form.values.tematId === OWN_TOPIC ? cleanName(form.values.wlasnyTemat) : '';
  const length = nameLength(form.values.name);

  return (
    <Dialog
      title="Nowa przestrzeń"
      description="Wybierz przedmiot, klasę i temat z podstawy programowej albo wpisz własny."
      onClose={onClose}
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-5">
          {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
          <SubjectAndLevel form={form} subject={subject} level={level} />
          <TopicPicker
            id={form.fieldId('tematId')}
            subject={subject}
            level={level}
            value={form.values.tematId}
            onChange={(topicId) => form.setValue('tematId', topicId)}
            error={form.errorOf('tematId')}
            own={{
              id: form.fieldId('wlasnyTemat'),
              value: form.values.wlasnyTemat,
              onChange: (value) => form.setValue('wlasnyTemat', value),
              onChoose: (prefill) =>
                form.setValuesOf(
                  prefill === undefined
                    ? { tematId: OWN_TOPIC }
                    : { tematId: OWN_TOPIC, wlasnyTemat: prefill },
                ),
              error: form.errorOf('wlasnyTemat'),
            }}
          />
          <TextField
            label="Nazwa przestrzeni (opcjonalnie)"
            autoComplete="off"
            placeholder={chosen?.temat ?? (ownName || 'Nazwa tematu')}
            hint={
              <>
                Bez własnej nazwy przestrzeń nazywa się jak temat.{' '}
                <span className={length > WORKSPACE_NAME_MAX ? 'font-semibold text-red-700' : ''}>
                  {length} z {WORKSPACE_NAME_MAX} znaków.
                </span>
              </>
            }
            {...form.field('name')}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Anuluj
          </Button>
          <SubmitButton loading={form.pending} loadingText="Tworzenie…" className="sm:w-auto">
            Utwórz przestrzeń
          </SubmitButton>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
