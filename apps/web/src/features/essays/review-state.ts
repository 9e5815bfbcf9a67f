import type { RozprawkaState } from '../../gql/graphql.ts';

// A review moves CREATED → INITIAL (reading a photo or PDF) → FINALIZATION_REVIEW (grading) and
// ends FINISHED or FINALIZATION_REVIEW_FAILED. FINALIZED is in the enum but unused; the essay's own
// FINALIZATION_FAILED is taken as a failure too, so no state leaves the page spinning for ever.

/** Graded: the criteria set, the highlighted text and the fixes are there. */
export const isReviewFinished = (state: RozprawkaState) => state === 'FINISHED' || state === 'FINALIZED';

/** No grade; `error` says why in Polish and the use was given back. */
export const isReviewFailed = (state: RozprawkaState) =>
  state === 'FINALIZATION_REVIEW_FAILED' || state === 'FINALIZATION_FAILED';

/** Still in the queue, being read or being graded. */
export const isReviewPending = (state: RozprawkaState) => !isReviewFinished(state) && !isReviewFailed(state);

export interface PendingStep {
  /** Index into the steps below. */
  index: number;
  steps: readonly string[];
  /** What is happening now, as one sentence for the live region. */
  message: string;
}

/** Where a pending review is, for the progress bar; a typed text skips the reading step. */
export function pendingStep(state: RozprawkaState, fromPhoto: boolean): PendingStep {
  const steps = fromPhoto
    ? ['W kolejce', 'Odczytywanie pracy', 'Ocena według kryteriów']
    : ['W kolejce', 'Ocena według kryteriów'];
  if (state === 'CREATED') return { index: 0, steps, message: 'Ocena czeka w kolejce…' };
  if (state === 'INITIAL' && fromPhoto) return { index: 1, steps, message: 'Odczytuję pracę ze zdjęcia…' };
  if (state === 'INITIAL') return { index: 0, steps, message: 'Przygotowuję pracę do oceny…' };
  return { index: steps.length - 1, steps, message: 'Oceniam według kryteriów…' };
}
