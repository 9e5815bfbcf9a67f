import { LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { toast } from '../../lib/toast.ts';
import { useCopySharedItem } from './api/copy-shared-item.ts';
import { useCreateTargetWorkspace } from './api/create-workspace.ts';
import { useMyWorkspaces } from './api/get-my-workspaces.ts';
import type { SharedItem } from './api/get-shared-item.ts';

const TOPIC_MAX = 80;
const SUBJECT_OPTIONS = SUBJECTS.filter((s) => s !== 'all').map((s) => ({
  value: s,
  label: SUBJECT_LABELS[s],
}));
const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }));
const isSubject = (v: string): v is Subject => (SUBJECTS as readonly string[]).includes(v) && v !== 'all';
const isLevel = (v: string): v is Level => (LEVELS as readonly string[]).includes(v);

/** Where the copy opens: its own page in the workspace it went to. */
const copyPath = (copy: { kind: string; id: string; workspaceId: string }) =>
  copy.kind === 'QUIZ'
    ? ROUTES.workspaceQuiz(copy.workspaceId, copy.id)
    : ROUTES.workspaceWordBase(copy.workspaceId, copy.id);

interface NewWorkspace {
  przedmiot: string;
  poziom: string;
  temat: string;
}

function newWorkspaceErrors(values: NewWorkspace): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isSubject(values.przedmiot)) errors.przedmiot = 'Wybierz przedmiot.';
  if (!isLevel(values.poziom)) errors.poziom = 'Wybierz klasę.';
  const temat = values.temat.trim();
  if (!temat) errors.temat = 'Wpisz temat przestrzeni.';
  else if ([...temat].length > TOPIC_MAX) errors.temat = `Temat może mieć najwyżej ${TOPIC_MAX} znaków.`;
  return errors;
}

interface TargetProps {
  workspaces: ReturnType<typeof useMyWorkspaces>;
  workspaceId: string;
  onPick: (id: string) => void;
  fresh: NewWorkspace;
  onFresh: (values: NewWorkspace) => void;
  errors: Record<string, string>;
}

/** The workspace the copy goes to: one of the pupil's, or a new one when they have none. */
function Target({ workspaces, workspaceId, onPick, fresh, onFresh, errors }: TargetProps) {
  if (workspaces.isPending) return <Spinner label="Wczytywanie przestrzeni…" />;
  if (workspaces.isError) return <FormAlert>{workspaces.error.message}</FormAlert>;
  if (workspaces.data.length === 0)
    return (
      <>
        <p>Nie masz jeszcze przestrzeni. Utwórz ją tutaj – kopia trafi do niej.</p>
        <SelectField
          id="copy-przedmiot"
          label="Przedmiot"
          placeholder="Wybierz przedmiot"
          value={fresh.przedmiot}
          options={SUBJECT_OPTIONS}
          onChange={(przedmiot) => onFresh({ ...fresh, przedmiot })}
          error={errors.przedmiot}
        />
        <SelectField
          id="copy-poziom"
          label="Klasa"
          placeholder="Wybierz klasę"
          value={fresh.poziom}
          options={LEVEL_OPTIONS}
          onChange={(poziom) => onFresh({ ...fresh, poziom })}
          error={errors.poziom}
        />
        <TextField
          id="copy-temat"
          label="Temat przestrzeni"
          value={fresh.temat}
          maxLength={TOPIC_MAX + 20}
          onChange={(event) => onFresh({ ...fresh, temat: event.target.value })}
          error={errors.temat}
        />
      </>
    );
  return (
    <SelectField
      id="copy-workspace"
      label="Przestrzeń"
      value={workspaceId}
      options={workspaces.data.map((w) => ({ value: w.id, label: w.name }))}
      onChange={onPick}
      error={errors.workspaceId}
      hint="Kopia będzie Twoja: zmiany właściciela jej nie zmienią, a Twoja nauka zaczyna się od nowa."
    />
  );
}

/**
 * "Skopiuj do moich materiałów": the pupil picks one of their workspaces (or, having none, makes
 * one here on their own topic); the copy is made and opened.
 */
export function CopyDialog({ item, onClose }: { item: SharedItem; onClose: () => void }) {
  const workspaces = useMyWorkspaces(true);
  const copy = useCopySharedItem();
  const createWorkspace = useCreateTargetWorkspace();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [picked, setPicked] = useState('');
  const [fresh, setFresh] = useState<NewWorkspace>({
    przedmiot: '',
    poziom: user?.onboarding.poziom ?? '',
    temat: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const none = workspaces.data?.length === 0;
  const workspaceId = picked || workspaces.data?.[0]?.id || '';
  const busy = copy.isPending || createWorkspace.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = none
      ? newWorkspaceErrors(fresh)
      : workspaceId
        ? {}
        : { workspaceId: 'Wybierz przestrzeń.' };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const target =
        none && isSubject(fresh.przedmiot) && isLevel(fresh.poziom)
          ? (
              await createWorkspace.mutateAsync({
                przedmiot: fresh.przedmiot,
                poziom: fresh.poziom,
                temat: fresh.temat.trim(),
              })
            ).id
          : workspaceId;
      const made = await copy.mutateAsync({ token: item.token, workspaceId: target });
      toast.success(
        made.alreadyCopied
          ? 'Masz już kopię z tego linku – otwieram ją.'
          : 'Skopiowano do Twoich materiałów.',
      );
      await navigate(copyPath(made));
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'Nie udało się skopiować. Spróbuj ponownie.');
    }
  };

  return (
    <Dialog
      title="Skopiuj do moich materiałów"
      description={`„${item.title}”`}
      onClose={onClose}
      variant="alert"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-4">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <Target
            workspaces={workspaces}
            workspaceId={workspaceId}
            onPick={setPicked}
            fresh={fresh}
            onFresh={setFresh}
            errors={errors}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Anuluj
          </Button>
          <Button type="submit" disabled={busy || workspaces.isPending || workspaces.isError}>
            {busy ? 'Kopiowanie…' : 'Skopiuj'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
