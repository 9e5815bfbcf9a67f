import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AnswerOnboardingQuestionInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { setCachedUser } from '../../../lib/session-cache.ts';

export const ANSWER_ONBOARDING_QUESTION = graphql(`
  mutation answerOnboardingQuestion($answerOnboardingQuestionInput: AnswerOnboardingQuestionInput!) {
    answerOnboardingQuestion(answerOnboardingQuestionInput: $answerOnboardingQuestionInput) {
      ...CurrentUser
    }
  }
`);

/** Saves the onboarding answers; the user (with the next status) goes into the session cache. */
export function useAnswerOnboardingQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AnswerOnboardingQuestionInput) =>
      (await apiRequest(ANSWER_ONBOARDING_QUESTION, { answerOnboardingQuestionInput: input }))
        .answerOnboardingQuestion,
    onSuccess: (user) => setCachedUser(queryClient, user),
  });
}
