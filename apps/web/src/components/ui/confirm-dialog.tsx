import { type ReactNode, useRef, useState } from 'react';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { Button } from './button.tsx';
import { buttonClass, DANGER_BUTTON_CLASS } from './button-styles.ts';
import { Dialog, DialogBody, DialogFooter } from './dialog.tsx';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  /** Label of the confirming button, e.g. "Zablokuj logowanie". */
  confirmLabel: string;
  /** What the confirming button says while the change runs, e.g. "Blokowanie…". */
  pendingLabel: string;
  /** `danger` (default): a destructive change, an outlined red button; `primary`: an ordinary one. */
  tone?: 'danger' | 'primary';
  /** The safe answer, focused first (default "Anuluj"; "Nie, zostaw" where the change itself is a cancelling). */
  cancelLabel?: string;
  pending: boolean;
  /** The server's reason when the change failed. */
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** More to read before confirming (what happens next), under the description. */
  children?: ReactNode;
}

/**
 * The state of a change behind ConfirmDialog: open, confirm (the server's message, or
 * `successMessage`, as the toast, then `afterDone`), or the reason it failed in the dialog; the
 * dialog cannot be closed while the change runs. Spread `dialog` into ConfirmDialog.
 */
export function useConfirmedAction(options: {
  /** Changes it on the server; resolves with its message for the toast. */
  run: () => Promise<string | null | undefined>;
  /** The toast when the server gives no message. */
  successMessage: string;
  /** After the toast: leave the page, forget cached entries. */
  afterDone?: () => void | Promise<void>;
  /** The Polish reason shown for a failure (default: the server's message). */
  describeError?: (error: unknown) => string;
}) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onConfirm = async () => {
    setPending(true);
    setProblem(null);
    try {
      toast.success((await options.run()) || options.successMessage);
      await options.afterDone?.();
    } catch (error) {
      setProblem(options.describeError ? options.describeError(error) : serverFormErrors(error).message);
      setPending(false);
    }
  };

  return {
    confirming,
    open: () => {
      setPending(false);
      setConfirming(true);
    },
    /** Closes the dialog after a change that keeps the page (the caller's `afterDone`). */
    close: () => {
      setConfirming(false);
      setPending(false);
      setProblem(null);
    },
    dialog: {
      pending,
      problem,
      onConfirm: () => void onConfirm(),
      onClose: () => {
        if (pending) return;
        setConfirming(false);
        setProblem(null);
      },
    },
  };
}

/** The "are you sure?" alert dialog of a change that cannot be taken back lightly; focus starts on "Anuluj". */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const { pending, tone = 'danger' } = props;
  const close = () => {
    if (!pending) props.onClose();
  };
  return (
    <Dialog
      variant="alert"
      role="alertdialog"
      title={props.title}
      description={props.description}
      initialFocus={cancel}
      onClose={close}
    >
      {props.problem || props.children ? (
        <DialogBody className="flex flex-col gap-3">
          {props.children}
          {props.problem ? <FormAlert>{props.problem}</FormAlert> : null}
        </DialogBody>
      ) : null}
      <DialogFooter>
        <button
          ref={cancel}
          type="button"
          className={buttonClass('secondary')}
          onClick={close}
          disabled={pending}
        >
          {props.cancelLabel ?? 'Anuluj'}
        </button>
        <Button
          variant={tone === 'danger' ? 'ghost' : 'primary'}
          className={tone === 'danger' ? `${DANGER_BUTTON_CLASS} bg-white` : ''}
          onClick={props.onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? props.pendingLabel : props.confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
