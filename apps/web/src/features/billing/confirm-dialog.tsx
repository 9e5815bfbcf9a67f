import { useRef } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Dialog, DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  /** "Nie, zostaw": the safe answer, focused first. */
  cancelLabel?: string;
  pending: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a change of the plan; it cannot be closed while the change runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const { pending } = props;
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
          onClick={close}
          disabled={pending}
        >
          {props.cancelLabel ?? 'Nie, zostaw'}
        </button>
        <Button onClick={props.onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? props.pendingLabel : props.confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
