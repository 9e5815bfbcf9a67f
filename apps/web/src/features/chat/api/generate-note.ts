import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberAnswerNote } from './chat-cache.ts';

/** A note made from one answer; the notes feature hears of it through `newAiNote`. */
export const GENERATE_NOTE = graphql(`
  mutation generateainotatkaAiNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {
    generateainotatkaAiNote(generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput) {
      id
      workspaceId
      name
    }
  }
`);

/** Makes the note; the answer in the open conversation then names it (`aiNoteId`). */
export function useGenerateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { conversationId: string; botMessageId: string }) =>
      (await apiRequest(GENERATE_NOTE, { generateainotatkaAiNoteInput: input })).generateainotatkaAiNote,
    onSuccess: (note, input) =>
      rememberAnswerNote(queryClient, input.conversationId, input.botMessageId, note.id),
  });
}
