import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { SubmitAnswerInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberAnswer } from './quiz-cache.ts';

/** Saves the answer to one question; the verdict comes with it in practice mode. */
export const SUBMIT_ANSWER = graphql(`
  mutation submitAnswer($submitAnswerInput: SubmitAnswerInput!) {
    submitAnswer(submitAnswerInput: $submitAnswerInput) {
      ...QuizAnswerFields
    }
  }
`);

export function useSubmitAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubmitAnswerInput) =>
      (await apiRequest(SUBMIT_ANSWER, { submitAnswerInput: input })).submitAnswer,
    onSuccess: (answer, input) => rememberAnswer(queryClient, String(input.quizResultId), answer),
  });
}
