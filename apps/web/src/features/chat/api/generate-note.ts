import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

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

export function useGenerateNote() {
  return useMutation({
    mutationFn: async (input: { conversationId: string; botMessageId: string }) =>
      (await apiRequest(GENERATE_NOTE, { generateainotatkaAiNoteInput: input })).generateainotatkaAiNote,
  });
}
