import { and, eq, inArray } from 'drizzle-orm';
import type { EventProcessor } from '../../core/deps.ts';
import { MATERIAL_SETTLED } from '../materials/index.ts';
import { enqueueReview } from './review-job.ts';
import { rozprawkaReviews } from './tables.ts';

/**
 * A review of a photographed or uploaded essay waits for its file (a material added with it, in
 * the same transaction) without a job: when the file is read, fails or is removed, the grading is
 * sent, once (its key is the review's id; this runs in the transaction marking the event delivered).
 */
export const photoSettled: EventProcessor<(typeof MATERIAL_SETTLED)[number]> = {
  name: 'essays-photo-settled',
  events: MATERIAL_SETTLED,
  async handle(deps, event) {
    if (!event.userId || event.entity?.kind !== 'material') return;
    const waiting = await deps.db
      .select({ id: rozprawkaReviews.id })
      .from(rozprawkaReviews)
      .where(
        and(
          eq(rozprawkaReviews.userId, event.userId),
          eq(rozprawkaReviews.userDocId, event.entity.id),
          inArray(rozprawkaReviews.state, ['CREATED', 'INITIAL']),
        ),
      );
    for (const review of waiting) await enqueueReview(deps, deps.db, review.id);
  },
};
