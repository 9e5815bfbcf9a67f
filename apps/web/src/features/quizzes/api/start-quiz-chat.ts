import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** "Zapytaj w czacie": a conversation whose material is a finished attempt. */
export const START_QUIZ_CHAT = graphql(`
  mutation startQuizChat($startconversationInput: StartconversationInput!) {
    startconversation(startconversationInput: $startconversationInput) {
      id
    }
  }
`);

/** Starts the conversation (no message yet: the pupil asks on the chat page). Resolves with its id. */
export function useStartQuizChat() {
  return useMutation({
    mutationFn: async ({ workspaceId, quizResultId }: { workspaceId: string; quizResultId: string }) =>
      (
        await apiRequest(START_QUIZ_CHAT, {
          startconversationInput: { workspaceId, sources: [{ type: 'QUIZ_RESULT', id: quizResultId }] },
        })
      ).startconversation,
  });
}
