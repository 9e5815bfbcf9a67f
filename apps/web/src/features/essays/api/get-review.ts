import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isReviewPending } from '../review-state.ts';
import { reviewKey } from './review-cache.ts';

/** One review of the signed-in pupil; someone else's or a missing one is NOT_FOUND. */
export const GET_REVIEW = graphql(`
  query getRozprawkaAiReviewById($getRozprawkaAiReviewByIdInput: GetRozprawkaAiReviewByIdInput!) {
    getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $getRozprawkaAiReviewByIdInput) {
      ...EssayReviewDetailFields
    }
  }
`);

export const reviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reviewKey(id),
    queryFn: async ({ signal }) => {
      const { getRozprawkaAiReviewById } = await apiRequest(
        GET_REVIEW,
        { getRozprawkaAiReviewByIdInput: { id } },
        { signal },
      );
      return getRozprawkaAiReviewById;
    },
  });

/** While the review is being made, read again now and then in case a live event was missed. */
const PENDING_POLL_MS = 10_000;

export function useReview(id: string) {
  return useQuery({
    ...reviewQueryOptions(id),
    enabled: id !== '',
    refetchInterval: (query) =>
      query.state.data && isReviewPending(query.state.data.state) ? PENDING_POLL_MS : false,
  });
}
