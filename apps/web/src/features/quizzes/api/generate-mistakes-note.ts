import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** "Zrób notatkę z błędów": the AI explains a finished attempt's mistakes in a note (QUIZ_GENERATED). */
export const GENERATE_MISTAKES_NOTE = graphql(`
  mutation quizMistakesNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {
    generateainotatkaAiNote(generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput) {
      id
      workspaceId
      name
    }
  }
`);

/** Makes the note; the notes feature hears of it through `newAiNote`. Resolves with its id. */
export function useGenerateMistakesNote() {
  return useMutation({
    mutationFn: async (quizResultId: string) =>
      (await apiRequest(GENERATE_MISTAKES_NOTE, { generateainotatkaAiNoteInput: { quizResultId } }))
        .generateainotatkaAiNote,
  });
}
