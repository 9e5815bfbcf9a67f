import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberResult } from './quiz-cache.ts';

/** "Zakończ quiz": the server scores the attempt (unanswered questions give 0 points). */
export const SUBMIT_QUIZ_RESULT = graphql(`
  mutation submitQuizResult($submitQuizResultInput: SubmitQuizResultInput!) {
    submitQuizResult(submitQuizResultInput: $submitQuizResultInput) {
      ...QuizResultDetailFields
    }
  }
`);

export function useSubmitQuizResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (quizResultId: string) =>
      (await apiRequest(SUBMIT_QUIZ_RESULT, { submitQuizResultInput: { quizResultId } })).submitQuizResult,
    onSuccess: (result) => rememberResult(queryClient, result),
  });
}
