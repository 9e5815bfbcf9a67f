import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { CreateQuizResultInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberResult } from './quiz-cache.ts';

/** Starts an attempt, or answers the unfinished one (the pupil resumes it). */
export const CREATE_QUIZ_RESULT = graphql(`
  mutation createQuizResult($createQuizResultInput: CreateQuizResultInput!) {
    createQuizResult(createQuizResultInput: $createQuizResultInput) {
      ...QuizResultDetailFields
    }
  }
`);

export function useCreateQuizResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateQuizResultInput) =>
      (await apiRequest(CREATE_QUIZ_RESULT, { createQuizResultInput: input })).createQuizResult,
    onSuccess: (result) => rememberResult(queryClient, result),
  });
}
