import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteTutor } from './api/delete-tutor.ts';

interface DeleteTutorProps {
  tutor: { id: string; name: string };
  /** After the toast, before the tutor leaves the cache (e.g. back to the list from its page). */
  afterDeleted?: () => void | Promise<void>;
}

/** "Usuń" with a confirmation; the tutor goes with its plan, topics and conversations. */
export function DeleteTutor({ tutor, afterDeleted }: DeleteTutorProps) {
  const remove = useDeleteTutor();
  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(tutor.id),
    afterDeleted: async () => {
      await afterDeleted?.();
      remove.forget(tutor.id);
    },
  });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={`${DANGER_BUTTON_CLASS} min-h-11`}
        onClick={deletion.open}
        aria-label={`Usuń korepetytora „${tutor.name}”`}
      >
        Usuń
      </Button>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć korepetytora „${tutor.name}”?`}
          description="Korepetytor zniknie razem z planem nauki, treściami tematów i rozmowami z nim. Twoje materiały zostaną. Tego nie da się cofnąć."
          confirmLabel="Usuń korepetytora"
          {...deletion.dialog}
        />
      ) : null}
    </>
  );
}
