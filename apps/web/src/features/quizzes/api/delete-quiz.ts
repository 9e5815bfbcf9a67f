import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetQuiz } from './quiz-cache.ts';
import type { QuizSummary } from './quiz-fragments.ts';

export const DELETE_QUIZ = graphql(`
  mutation deleteQuizWorkspace($deleteQuizWorkspaceInput: DeleteQuizWorkspaceInput!) {
    deleteQuizWorkspace(deleteQuizWorkspaceInput: $deleteQuizWorkspaceInput) {
      success
      message
    }
  }
`);

type QuizRef = Pick<QuizSummary, 'id' | 'workspaceId'>;

/**
 * Deletes a quiz with its attempts; resolves with the server's message for the toast. `forget`
 * drops it from the caches: call it after leaving its page, so that page does not read it again.
 */
export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (quiz: QuizRef) =>
      (await apiRequest(DELETE_QUIZ, { deleteQuizWorkspaceInput: { id: quiz.id } })).deleteQuizWorkspace
        .message,
  });
  return { ...mutation, forget: (quiz: QuizRef) => forgetQuiz(queryClient, quiz) };
}
