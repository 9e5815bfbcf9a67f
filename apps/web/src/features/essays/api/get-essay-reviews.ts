import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { essayReviewsKey } from './essay-cache.ts';

/** Every review of the pupil (no workspace given), newest first, as summaries with their points. */
export const GET_ESSAY_REVIEWS = graphql(`
  query getRozprawkaAiReviewByWorkspaceId(
    $getRozprawkaAiReviewByWorkspaceIdInput: GetRozprawkaAiReviewByWorkspaceIdInput
  ) {
    getRozprawkaAiReviewByWorkspaceId(
      getRozprawkaAiReviewByWorkspaceIdInput: $getRozprawkaAiReviewByWorkspaceIdInput
    ) {
      ...EssayReviewSummaryFields
    }
  }
`);

export const essayReviewsQueryOptions = () =>
  queryOptions({
    queryKey: essayReviewsKey,
    // Live events reach the list only while it is shown: a state reached meanwhile (a review graded
    // before its page listened, an essay finished while the pupil was elsewhere) is read on each visit.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_ESSAY_REVIEWS, { getRozprawkaAiReviewByWorkspaceIdInput: {} }, { signal }))
        .getRozprawkaAiReviewByWorkspaceId,
  });

export function useEssayReviews() {
  return useQuery(essayReviewsQueryOptions());
}
