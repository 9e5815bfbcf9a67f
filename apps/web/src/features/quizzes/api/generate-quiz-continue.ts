import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GeneratequizcontinueInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberNewQuiz } from './quiz-cache.ts';

/** "Kolejny quiz" in the same flow; with `quizResultId`, "Powtórz błędy" of that attempt. */
export const GENERATE_QUIZ_CONTINUE = graphql(`
  mutation generatequizcontinue($generatequizcontinueInput: GeneratequizcontinueInput!) {
    generatequizcontinue(generatequizcontinueInput: $generatequizcontinueInput) {
      __typename
      ... on QuizWorkspace {
        ...QuizSummaryFields
      }
      ... on ExecutionError {
        errorCode
        message
      }
    }
  }
`);

/** Orders the next quiz of a flow; resolves with the new quiz or an ExecutionError. */
export function useGenerateQuizContinue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GeneratequizcontinueInput) =>
      (await apiRequest(GENERATE_QUIZ_CONTINUE, { generatequizcontinueInput: input })).generatequizcontinue,
    onSuccess: (answer) => {
      if (answer.__typename === 'QuizWorkspace') rememberNewQuiz(queryClient, answer);
    },
  });
}
