import type { QueryClient } from '@tanstack/react-query';
import { essayReviewsKey } from './essay-cache.ts';
import type { EssayReview } from './review-fragments.ts';

/** The review page's own entry (the list of reviews is `essayReviewsKey`, of summaries). */
export const reviewKey = (id: string) => ['essays', 'review', id] as const;

/**
 * A review as the server sent it (a live event): over its page's entry, and the list of reviews is
 * read again when next shown, so it does not show a state this page has already left.
 */
export function rememberReview(queryClient: QueryClient, review: EssayReview): void {
  queryClient.setQueryData(reviewKey(review.id), review);
  void queryClient.invalidateQueries({ queryKey: essayReviewsKey, exact: true });
}

/** „Popraw rozprawkę” made a corrected essay: the review now points at its newest one. */
export function rememberCorrectedEssay(queryClient: QueryClient, reviewId: string, essayId: string): void {
  queryClient.setQueryData<EssayReview>(reviewKey(reviewId), (review) =>
    review ? { ...review, poprawionaRozprawkaId: essayId } : review,
  );
}

/** After a deletion, once its page is left: its page's entry goes (the list's is `forgetReview`). */
export function forgetReviewPage(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: reviewKey(id), exact: true });
}
