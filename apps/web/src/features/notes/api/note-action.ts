import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { NoteactionInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The AI rewrites a passage; the editor puts the result in place (saving stays the pupil's). */
export const NOTE_ACTION = graphql(`
  mutation noteaction($noteactionInput: NoteactionInput!) {
    noteaction(noteactionInput: $noteactionInput) {
      text
    }
  }
`);

/** Runs "Popraw z AI"; resolves with the new text. Nothing is cached: the note is not saved. */
export function useNoteAction() {
  return useMutation({
    mutationFn: async (input: NoteactionInput) =>
      (await apiRequest(NOTE_ACTION, { noteactionInput: input })).noteaction.text,
  });
}
