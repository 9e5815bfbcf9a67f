import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { EditnoteInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberNote } from './note-cache.ts';

/** Without `id` it creates a note, with `id` it saves one. */
export const SAVE_NOTE = graphql(`
  mutation editnote($editnoteInput: EditnoteInput!) {
    editnote(editnoteInput: $editnoteInput) {
      ...NoteDetailFields
    }
  }
`);

/** Creates or saves a note; the stored note goes into the list and its own entry. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EditnoteInput) =>
      (await apiRequest(SAVE_NOTE, { editnoteInput: input })).editnote,
    onSuccess: (note) => rememberNote(queryClient, note),
  });
}
