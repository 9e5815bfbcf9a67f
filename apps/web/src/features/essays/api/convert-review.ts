import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberNewEssay } from './essay-cache.ts';
import { rememberCorrectedEssay } from './review-cache.ts';

/** „Popraw rozprawkę”: a new essay (FROM_REVEW) written from the graded text and its review. */
export const CONVERT_REVIEW = graphql(`
  mutation convertreviewtorozprawka($convertreviewtorozprawkaInput: ConvertreviewtorozprawkaInput!) {
    convertreviewtorozprawka(convertreviewtorozprawkaInput: $convertreviewtorozprawkaInput) {
      ...EssayDetailFields
    }
  }
`);

/**
 * Orders the corrected essay and resolves with it: it is already in the cache, so its page opens at
 * once and shows it being written, and the review points at it. Failures (a used-up limit, no AI)
 * are GraphQL errors: review-errors.ts turns them into Polish sentences.
 */
export function useConvertReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string) =>
      (await apiRequest(CONVERT_REVIEW, { convertreviewtorozprawkaInput: { id: reviewId } }))
        .convertreviewtorozprawka,
    onSuccess: (essay, reviewId) => {
      rememberNewEssay(queryClient, essay);
      rememberCorrectedEssay(queryClient, reviewId, essay.id);
    },
  });
}
