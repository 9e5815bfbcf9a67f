import { SUBJECT_LABELS } from '@kreda/shared/labels';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Dialog, DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { signInPath } from '../../lib/redirects.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { NEW_WORKSPACE_PATH } from '../../lib/workspace-lists.ts';
import { type LibraryWorkspace, useLibraryWorkspaces } from './api/library-tools.ts';

export interface InWorkspaceActionProps {
  /** The button, e.g. "Quiz z rozdziału". */
  label: string;
  /** Read after the label by screen readers, naming what it acts on ("– 1. Potęgi"). */
  detail: string;
  /** The dialog's title and the sentence under it. */
  title: string;
  description: string;
  /** The dialog's confirming button and its label while the work starts. */
  confirmLabel: string;
  pendingLabel: string;
  /** The book's subject: the first workspace of that subject is chosen at first. */
  przedmiot: string;
  /** Starts the work in the chosen workspace; resolves with the page to open. */
  run: (workspace: LibraryWorkspace) => Promise<string>;
  className?: string;
}

/**
 * A library action done in one of the pupil's workspaces. Signed out, the button is a link to sign
 * in that comes back here; signed in, it opens a dialog to choose the workspace, starts the work
 * and opens its page (a failure is told in the dialog, in the server's Polish words).
 */
export function InWorkspaceAction(props: InWorkspaceActionProps) {
  const signedIn = Boolean(useCurrentUser());
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const className = props.className ?? buttonClass('secondary', 'sm');
  const text = (
    <>
      {props.label}
      <span className="sr-only"> {props.detail}</span>
    </>
  );
  if (!signedIn)
    return (
      <Link to={signInPath(`${location.pathname}${location.search}`)} className={`${className} no-underline`}>
        {text}
      </Link>
    );
  return (
    <>
      <Button className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {text}
      </Button>
      {open ? <WorkspaceChoice {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function WorkspaceChoice(props: InWorkspaceActionProps & { onClose: () => void }) {
  const workspaces = useLibraryWorkspaces();
  const navigate = useNavigate();
  const name = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const list = workspaces.data ?? [];
  const chosen =
    list.find((w) => w.id === picked) ?? list.find((w) => w.temat.przedmiot === props.przedmiot) ?? list[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || pending) return;
    setPending(true);
    setProblem(null);
    try {
      await navigate(await props.run(chosen));
    } catch (error) {
      setProblem(serverFormErrors(error).message);
      setPending(false);
    }
  };

  let body: ReactNode;
  if (workspaces.isPending) body = <p role="status">Wczytuję Twoje przestrzenie…</p>;
  else if (workspaces.isError)
    body = <FormAlert>Nie udało się wczytać Twoich przestrzeni. Spróbuj ponownie za chwilę.</FormAlert>;
  else if (list.length === 0)
    body = (
      <p>
        Nie masz jeszcze przestrzeni z przedmiotem.{' '}
        <Link to={NEW_WORKSPACE_PATH} className={textLinkClass}>
          Utwórz przestrzeń
        </Link>
        , a potem wróć tutaj.
      </p>
    );
  else
    body = (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-board-950">Przestrzeń</legend>
        {list.map((workspace) => (
          <label
            key={workspace.id}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-board-200 px-3 py-2.5 text-board-950 hover:bg-board-50 has-checked:border-board-700 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950"
          >
            <input
              type="radio"
              name={name}
              value={workspace.id}
              checked={workspace.id === chosen?.id}
              onChange={() => setPicked(workspace.id)}
              className="mt-0.5 size-5 shrink-0 accent-board-700"
            />
            <span className="min-w-0">
              <span className="block font-medium break-words">{workspace.name}</span>
              <span className="block text-sm text-ink-muted">
                {SUBJECT_LABELS[workspace.temat.przedmiot] ?? workspace.temat.przedmiot}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    );

  return (
    <Dialog
      title={props.title}
      description={props.description}
      onClose={() => {
        if (!pending) props.onClose();
      }}
    >
      <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-4">
          {body}
          {problem ? <FormAlert>{problem}</FormAlert> : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={props.onClose} disabled={pending}>
            Anuluj
          </Button>
          <Button type="submit" disabled={!chosen || pending} aria-busy={pending || undefined}>
            {pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
