import { useRef } from 'react';
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
