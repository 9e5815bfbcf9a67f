import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
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
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setConfirming(false);
    setProblem(null);
  };

  const remove = async () => {
    setPending(true);
    setProblem(null);
    try {
      const { deleteAiNote } = await apiRequest(DELETE_NOTE, { deleteAiNoteInput: { id: note.id } });
      toast.success(deleteAiNote.message || 'Pomyślnie usunięto');
      await onDeleted?.();
      forgetNote(queryClient, note.workspaceId, note.id);
    } catch (error) {
      setProblem(serverFormErrors(error).message);
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size={compact ? 'sm' : 'md'}
        className={`${DANGER_BUTTON_CLASS} min-h-11`}
        onClick={() => setConfirming(true)}
        aria-label={compact ? `Usuń notatkę „${note.name}”` : undefined}
      >
        {compact ? 'Usuń' : 'Usuń notatkę'}
      </Button>
      {confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć notatkę „${note.name}”?`}
          description="Notatka zniknie z tej przestrzeni. Tego nie da się cofnąć."
          confirmLabel="Usuń notatkę"
          pending={pending}
          problem={problem}
          onConfirm={() => void remove()}
          onClose={close}
        />
      ) : null}
    </>
  );
}
