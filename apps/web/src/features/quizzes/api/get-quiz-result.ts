import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { resultKey } from './quiz-cache.ts';

/** One attempt with its answers (their verdicts as far as the mode reveals them). */
export const GET_QUIZ_RESULT = graphql(`
  query getQuizResultById($getQuizResultByIdInput: GetQuizResultByIdInput!) {
    getQuizResultById(getQuizResultByIdInput: $getQuizResultByIdInput) {
      ...QuizResultDetailFields
    }
  }
`);

export const quizResultQueryOptions = (id: string) =>
  queryOptions({
    queryKey: resultKey(id),
    queryFn: async ({ signal }) => {
      const { getQuizResultById } = await apiRequest(
        GET_QUIZ_RESULT,
        { getQuizResultByIdInput: { id } },
        { signal },
      );
      return getQuizResultById;
    },
  });

/** While answers are being reviewed, read again now and then in case a live event was missed. */
const REVIEWING_POLL_MS = 5_000;

export function useQuizResult(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...quizResultQueryOptions(id),
    enabled: enabled && id !== '',
    refetchInterval: (query) => (query.state.data?.isReviewing ? REVIEWING_POLL_MS : false),
  });
}
