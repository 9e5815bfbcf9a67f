import { useRef, useState } from 'react';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { Button } from './button.tsx';
import { buttonClass, DANGER_BUTTON_CLASS } from './button-styles.ts';
import { Dialog, DialogBody, DialogFooter } from './dialog.tsx';

interface ConfirmDeleteDialogProps {
  title: string;
  description: string;
  /** Label of the confirming button, e.g. "Usuń przestrzeń". */
  confirmLabel: string;
  pending: boolean;
  /** The server's reason when the deletion failed. */
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The state of a deletion behind ConfirmDeleteDialog: open, confirm (the server's message as the
 * toast, then `afterDeleted`), or the reason it failed in the dialog; the dialog cannot be
 * closed while the deletion runs. Spread `dialog` into ConfirmDeleteDialog.
 */
export function useConfirmedDelete(options: {
  /** Deletes on the server; resolves with its message for the toast. */
  remove: () => Promise<string | null | undefined>;
  /** After the toast: leave the page, forget cached entries. */
  afterDeleted?: () => void | Promise<void>;
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
      toast.success((await options.remove()) || 'Pomyślnie usunięto');
      await options.afterDeleted?.();
    } catch (error) {
      setProblem(options.describeError ? options.describeError(error) : serverFormErrors(error).message);
      setPending(false);
    }
  };

  return {
    confirming,
    open: () => setConfirming(true),
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

/** The "are you sure?" alert dialog every deletion uses; focus starts on "Anuluj". */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const { pending } = props;
  return (
    <Dialog
      variant="alert"
      role="alertdialog"
      title={props.title}
      description={props.description}
      initialFocus={cancel}
      onClose={props.onClose}
    >
      {props.problem ? (
        <DialogBody>
          <FormAlert>{props.problem}</FormAlert>
        </DialogBody>
      ) : null}
      <DialogFooter>
        <button
          ref={cancel}
          type="button"
          className={buttonClass('secondary')}
          onClick={props.onClose}
          disabled={pending}
        >
          Anuluj
        </button>
        <Button
          variant="ghost"
          className={`${DANGER_BUTTON_CLASS} bg-white`}
          onClick={props.onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? 'Usuwanie…' : props.confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
