import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A pupil's answer judged against the exercise's solution, without AI (public). A query on the
 * wire, an action for the pupil: run as a mutation, so it fails at once offline and is never
 * retried or cached.
 */
export const CHECK_ANSWER = graphql(`
  query checkLibraryAnswer($input: CheckZadanieAnswerInput!) {
    checkZadanieAnswer(checkZadanieAnswerInput: $input) {
      verdict
      message
    }
  }
`);

export function useCheckAnswer() {
  return useMutation({
    mutationFn: async (input: { id: string; answer: string }) =>
      (await apiRequest(CHECK_ANSWER, { input })).checkZadanieAnswer,
  });
}
