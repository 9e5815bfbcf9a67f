import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteNote } from './api/delete-note.ts';
import type { NoteSummary } from './api/note-fragments.ts';

/** "Usuń" with a confirmation; `onDeleted` runs after the toast (e.g. leave the note page). */
export function DeleteNote({
  note,
  onDeleted,
  compact = false,
}: {
  note: Pick<NoteSummary, 'id' | 'workspaceId' | 'name'>;
  onDeleted?: () => void | Promise<void>;
  compact?: boolean;
}) {
  const remove = useDeleteNote();
  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(note),
    afterDeleted: async () => {
      await onDeleted?.();
      remove.forget(note);
    },
  });

  return (
    <>
      <Button
        variant="ghost"
        size={compact ? 'sm' : 'md'}
        className={`${DANGER_BUTTON_CLASS} min-h-11`}
        onClick={deletion.open}
        aria-label={compact ? `Usuń notatkę „${note.name}”` : undefined}
      >
        {compact ? 'Usuń' : 'Usuń notatkę'}
      </Button>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć notatkę „${note.name}”?`}
          description="Notatka zniknie z tej przestrzeni. Tego nie da się cofnąć."
          confirmLabel="Usuń notatkę"
          {...deletion.dialog}
        />
      ) : null}
    </>
  );
}
