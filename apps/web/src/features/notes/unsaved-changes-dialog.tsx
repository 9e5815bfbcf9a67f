import { useRef } from 'react';
import type { Blocker } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass, DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { Dialog, DialogFooter } from '../../components/ui/dialog.tsx';

/** Asks before a navigation drops unsaved edits; focus starts on staying. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const stay = useRef<HTMLButtonElement>(null);
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      variant="alert"
      role="alertdialog"
      title="Wyjść bez zapisywania?"
      description="Ta notatka ma niezapisane zmiany. Jeśli wyjdziesz teraz, przepadną."
      initialFocus={stay}
      onClose={() => blocker.reset()}
    >
      <DialogFooter>
        <button ref={stay} type="button" className={buttonClass('secondary')} onClick={() => blocker.reset()}>
          Zostań i edytuj
        </button>
        <Button
          variant="ghost"
          className={`${DANGER_BUTTON_CLASS} bg-white`}
          onClick={() => blocker.proceed()}
        >
          Wyjdź bez zapisywania
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
