import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteEssay } from './api/delete-essay.ts';

interface DeleteEssayProps {
  essay: { id: string; temat: string };
  /** After the toast, before the essay leaves the cache (e.g. back to the list from its page). */
  afterDeleted?: () => void | Promise<void>;
}

/** "Usuń" with a confirmation; the essay goes with its segments and their history. */
export function DeleteEssay({ essay, afterDeleted }: DeleteEssayProps) {
  const remove = useDeleteEssay();
  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(essay.id),
    afterDeleted: async () => {
      await afterDeleted?.();
      remove.forget(essay.id);
    },
  });

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={`${DANGER_BUTTON_CLASS} min-h-11`}
        onClick={deletion.open}
        aria-label={`Usuń rozprawkę „${essay.temat}”`}
      >
        Usuń
      </Button>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć rozprawkę „${essay.temat}”?`}
          description="Rozprawka zniknie razem z historią zmian jej części. Tego nie da się cofnąć."
          confirmLabel="Usuń rozprawkę"
          {...deletion.dialog}
        />
      ) : null}
    </>
  );
}
