import type { QueryClient } from '@tanstack/react-query';
import type {
  Essay,
  EssayReviewSummary,
  EssayRewrite,
  EssaySegment,
  EssaySummary,
} from './essay-fragments.ts';

export const essaysKey = ['essays', 'list'] as const;
export const essayReviewsKey = ['essays', 'reviews'] as const;
export const essayKey = (id: string) => ['essays', 'essay', id] as const;
export const rewritesKey = (segmentId: string) => ['essays', 'rewrites', segmentId] as const;

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The list with `item` in its place (new ones by date, newest first). */
export function upsertById<T extends { id: string; createdAt: string }>(
  list: readonly T[] | undefined,
  item: T,
): T[] | undefined {
  if (!list) return list;
  return [item, ...list.filter((entry) => entry.id !== item.id)].sort(newestFirst);
}

/** Only the summary's fields of an essay (a detail must not carry its segments into the list). */
function toSummary(essay: EssaySummary | Essay): EssaySummary {
  const {
    polecenie: _p,
    notice: _n,
    rozprawkaReviewId: _r,
    lektury: _l,
    segments: _s,
    ...summary
  } = essay as Essay;
  return summary;
}

/** An essay ordered or moved on (a list event, a mutation's answer): into the list and over its page. */
export function applyEssaySummary(queryClient: QueryClient, essay: EssaySummary): void {
  const summary = toSummary(essay);
  queryClient.setQueryData<EssaySummary[]>(essaysKey, (list) => upsertById(list, summary));
  queryClient.setQueryData<Essay>(essayKey(essay.id), (detail) =>
    detail ? { ...detail, ...summary } : detail,
  );
}

/** The whole essay as its page's live event or a read brings it: its page and its list entry. */
export function applyEssay(queryClient: QueryClient, essay: Essay): void {
  queryClient.setQueryData(essayKey(essay.id), essay);
  queryClient.setQueryData<EssaySummary[]>(essaysKey, (list) => upsertById(list, toSummary(essay)));
}

/** A just-ordered essay: its page can open at once from the cache (segments still to come). */
export function rememberNewEssay(queryClient: QueryClient, essay: Essay): void {
  applyEssay(queryClient, essay);
}

/** A segment changed (hand edit, explanation, accepted rewrite): into its essay's page. */
export function applySegment(queryClient: QueryClient, segment: EssaySegment): void {
  queryClient.setQueryData<Essay>(essayKey(segment.rozprawkaId), (essay) => {
    if (!essay) return essay;
    const segments = essay.segments.map((entry) => (entry.id === segment.id ? segment : entry));
    const wordCount = segments.reduce((sum, entry) => sum + entry.wordCount, 0);
    return { ...essay, segments, wordCount };
  });
}

/** A rewrite proposed, accepted or discarded: into the segment's history, when it is loaded. */
export function applyRewrite(queryClient: QueryClient, rewrite: EssayRewrite): void {
  queryClient.setQueryData<EssayRewrite[]>(rewritesKey(rewrite.segmentId), (list) =>
    upsertById(list, rewrite),
  );
}

/** After a deletion, once its page is left: out of the list and the cache. */
export function forgetEssay(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<EssaySummary[]>(essaysKey, (list) => list?.filter((essay) => essay.id !== id));
  queryClient.removeQueries({ queryKey: essayKey(id), exact: true });
}

/** A review ordered or moved on: into the list of reviews. */
export function applyReviewSummary(queryClient: QueryClient, review: EssayReviewSummary): void {
  queryClient.setQueryData<EssayReviewSummary[]>(essayReviewsKey, (list) => upsertById(list, review));
}

/** A deleted review leaves the list. */
export function forgetReview(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<EssayReviewSummary[]>(essayReviewsKey, (list) =>
    list?.filter((review) => review.id !== id),
  );
}
