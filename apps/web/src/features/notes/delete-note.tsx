import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { forgetNote, type Note } from './note-queries.ts';
import { DELETE_NOTE } from './notes-documents.ts';

/** "Usuń" with a confirmation; `onDeleted` runs after the toast (e.g. leave the note page). */
export function DeleteNote({
  note,
  onDeleted,
  compact = false,
}: {
  note: Pick<Note, 'id' | 'workspaceId' | 'name'>;
  onDeleted?: () => void | Promise<void>;
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const deletion = useConfirmedDelete({
    remove: async () =>
      (await apiRequest(DELETE_NOTE, { deleteAiNoteInput: { id: note.id } })).deleteAiNote.message,
    afterDeleted: async () => {
      await onDeleted?.();
      forgetNote(queryClient, note.workspaceId, note.id);
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
