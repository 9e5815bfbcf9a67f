import { graphql } from '../../../gql/gql.ts';
import { liveEvent, useLiveSync } from '../../../lib/use-live-sync.ts';
import { rememberReview, reviewKey } from './review-cache.ts';

export const REVIEW_UPDATED = graphql(`
  subscription newRozprawkaAiReviewById($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {
    newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {
      ...EssayReviewDetailFields
    }
  }
`);

/** One review changed: it moved to the next state, was graded, or failed. */
export const reviewUpdatedEvent = (id: string) =>
  liveEvent(REVIEW_UPDATED, { newRozprawkaAiReviewInput: { id } }, (data, queryClient) =>
    rememberReview(queryClient, data.newRozprawkaAiReview),
  );

/** Keeps one review page live; after a reconnect the review is read again. */
export function useLiveReview(id: string): void {
  useLiveSync({
    enabled: id !== '',
    events: [reviewUpdatedEvent(id)],
    refetchOnReconnect: [reviewKey(id)],
  });
}
