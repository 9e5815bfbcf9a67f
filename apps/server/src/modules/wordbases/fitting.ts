import { warsawDayNumber, warsawWallClock } from '@kreda/shared/dates';
import { computeParameters, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import { asc, eq, sql } from 'drizzle-orm';
import { default_w } from 'ts-fsrs';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import { userFsrs, wordReviews } from './tables.ts';

/*
 * A pupil's own FSRS parameters: once they have rated enough cards (FSRS_FIT_MIN_REVIEWS), the
 * optimizer of fsrs-rs (@open-spaced-repetition/binding) fits the 21 weights to their history in
 * a background job, and again after half as many more reviews. Until then, and whenever a fit
 * fails or gives an invalid vector, ts-fsrs's defaults schedule.
 */

/** Reviews after the last fit that make the next one worth it. */
export const refitEvery = (minReviews: number) => Math.max(10, Math.round(minReviews / 2));

/** Study days start at 4:00 Warsaw time (a late-evening session belongs to its evening). */
const DAY_STARTS_AT_MS = 4 * 3_600_000;
const studyDay = (at: Date) => warsawDayNumber(warsawWallClock(new Date(at.getTime() - DAY_STARTS_AT_MS)));

/**
 * Counts a review and tells whether a fit is due now, inside the review's transaction: the round
 * (bucket of the count) is the fit job's key, so one fit runs per round however many reviews race.
 */
export async function countReview(
  tx: DB,
  userId: string,
  minReviews: number,
): Promise<{ fitRound: number | null }> {
  const [row] = await tx
    .insert(userFsrs)
    .values({ userId, reviewCount: 1 })
    .onConflictDoUpdate({
      target: userFsrs.userId,
      set: { reviewCount: sql`${userFsrs.reviewCount} + 1`, updatedAt: sql`now()` },
    })
    .returning({ reviewCount: userFsrs.reviewCount, fitted: userFsrs.fittedReviewCount });
  if (!row || row.reviewCount < minReviews) return { fitRound: null };
  const due = row.fitted === 0 || row.reviewCount - row.fitted >= refitEvery(minReviews);
  return { fitRound: due ? Math.floor(row.reviewCount / refitEvery(minReviews)) : null };
}

/** The training items of a review history: for each card, one item per review after the first. */
export function trainingItems(reviews: readonly { wordId: string; rating: number; reviewedAt: Date }[]) {
  const items: FSRSBindingItem[] = [];
  let card = '';
  let history: FSRSBindingReview[] = [];
  let lastDay = 0;
  for (const review of reviews) {
    const day = studyDay(review.reviewedAt);
    if (review.wordId !== card) {
      card = review.wordId;
      history = [];
    }
    history.push(new FSRSBindingReview(review.rating, history.length === 0 ? 0 : Math.max(0, day - lastDay)));
    lastDay = day;
    if (history.length > 1) items.push(new FSRSBindingItem([...history]));
  }
  return items;
}

export const isValidWeights = (w: readonly number[]) =>
  w.length === default_w.length && w.every((x) => Number.isFinite(x) && x >= 0 && x < 1000);

/** Fits and stores the pupil's parameters; returns them, or null when the history gave none. */
export async function fitParameters(
  deps: Pick<Deps, 'db' | 'logger'>,
  userId: string,
): Promise<number[] | null> {
  const [counted] = await deps.db.select().from(userFsrs).where(eq(userFsrs.userId, userId));
  const reviews = await deps.db
    .select({ wordId: wordReviews.wordId, rating: wordReviews.rating, reviewedAt: wordReviews.reviewedAt })
    .from(wordReviews)
    .where(eq(wordReviews.userId, userId))
    .orderBy(asc(wordReviews.wordId), asc(wordReviews.reviewedAt), asc(wordReviews.id));
  const items = trainingItems(reviews);
  if (items.length === 0) return null;
  const started = Date.now();
  const weights = await computeParameters(items, { enableShortTerm: true, timeout: 500 });
  if (!isValidWeights(weights)) {
    deps.logger.warn({ userId, length: weights.length }, 'fsrs fit gave invalid parameters; defaults kept');
    return null;
  }
  await deps.db
    .update(userFsrs)
    .set({
      params: weights,
      fittedReviewCount: counted?.reviewCount ?? reviews.length,
      fittedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(userFsrs.userId, userId));
  deps.logger.info(
    { userId, reviews: reviews.length, items: items.length, ms: Date.now() - started },
    'fsrs parameters fitted',
  );
  return weights;
}
