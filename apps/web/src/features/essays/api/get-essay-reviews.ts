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
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_ESSAY_REVIEWS, { getRozprawkaAiReviewByWorkspaceIdInput: {} }, { signal }))
        .getRozprawkaAiReviewByWorkspaceId,
  });

export function useEssayReviews() {
  return useQuery(essayReviewsQueryOptions());
}
