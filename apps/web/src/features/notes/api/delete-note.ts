import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetNote } from './note-cache.ts';
import type { NoteSummary } from './note-fragments.ts';

export const DELETE_NOTE = graphql(`
  mutation deleteAiNote($deleteAiNoteInput: DeleteAiNoteInput!) {
    deleteAiNote(deleteAiNoteInput: $deleteAiNoteInput) {
      success
      message
    }
  }
`);

type NoteRef = Pick<NoteSummary, 'id' | 'workspaceId'>;

/**
 * Deletes a note; resolves with the server's message for the toast. `forget` drops it from the
 * caches: call it after leaving its page, so that page does not read it again meanwhile.
 */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (note: NoteRef) =>
      (await apiRequest(DELETE_NOTE, { deleteAiNoteInput: { id: note.id } })).deleteAiNote.message,
  });
  return { ...mutation, forget: (note: NoteRef) => forgetNote(queryClient, note.workspaceId, note.id) };
}
