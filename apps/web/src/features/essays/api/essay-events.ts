import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { applyEssay, applyEssaySummary, applyReviewSummary } from './essay-cache.ts';

/** Any of the pupil's essays ordered or moved on, as a summary (the list). */
export const ESSAY_LIST_EVENTS = graphql(`
  subscription newRozprawkaAiList($newRozprawkaAiInput: NewRozprawkaAiInput) {
    newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {
      ...EssaySummaryFields
    }
  }
`);

/** Any of the pupil's reviews ordered or moved on, as a summary (the list). */
export const ESSAY_REVIEW_LIST_EVENTS = graphql(`
  subscription newRozprawkaAiReviewList($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {
    newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {
      ...EssayReviewSummaryFields
    }
  }
`);

/** One essay as it is written: its state and every segment so far (the essay page). */
export const ESSAY_EVENTS = graphql(`
  subscription newRozprawkaAi($newRozprawkaAiInput: NewRozprawkaAiInput) {
    newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {
      ...EssayDetailFields
    }
  }
`);

// No input: every essay and review of the signed-in pupil, whatever its workspace.
export const essayListEvent = () =>
  liveEvent(ESSAY_LIST_EVENTS, {}, (data, queryClient) =>
    applyEssaySummary(queryClient, data.newRozprawkaAi),
  );

export const essayReviewListEvent = () =>
  liveEvent(ESSAY_REVIEW_LIST_EVENTS, {}, (data, queryClient) =>
    applyReviewSummary(queryClient, data.newRozprawkaAiReview),
  );

export const essayEvent = (id: string) =>
  liveEvent(ESSAY_EVENTS, { newRozprawkaAiInput: { id } }, (data, queryClient) =>
    applyEssay(queryClient, data.newRozprawkaAi),
  );
