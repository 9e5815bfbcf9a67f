import { and, inArray, lt } from 'drizzle-orm';
import type { PendingWork } from '../../core/module.ts';
import { failReview, REVIEW_FAILED, REVIEW_JOB } from './review-job.ts';
import { rozprawkaReviews, rozprawki } from './tables.ts';
import { failEssay, WRITE_FAILED, WRITE_JOB } from './write-job.ts';

/** Essays being written: each part and state change touches the row, so 90 minutes unchanged is stuck. */
export const essayWriting: PendingWork = {
  name: 'essays',
  // Three runs of at most 30 minutes each (the job's expiry).
  deadlineSeconds: 90 * 60,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({ id: rozprawki.id })
      .from(rozprawki)
      .where(
        and(
          inArray(rozprawki.state, ['CREATED', 'CREATING', 'FINALIZATION']),
          lt(rozprawki.updatedAt, before),
        ),
      )
      .limit(limit);
    return rows.map(({ id }) => ({ id, jobs: [{ queue: WRITE_JOB, key: id }] }));
  },
  fail: (deps, id) => failEssay(deps, id, WRITE_FAILED),
};

/**
 * Essays being graded. One waiting for its photo to be read runs again under new keys and ends
 * itself after 15 minutes, so past 45 minutes unchanged only a review never started (CREATED) may
 * still be carried by its first job.
 */
export const essayReviews: PendingWork = {
  name: 'essay reviews',
  deadlineSeconds: 45 * 60,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({ id: rozprawkaReviews.id, state: rozprawkaReviews.state })
      .from(rozprawkaReviews)
      .where(
        and(
          inArray(rozprawkaReviews.state, ['CREATED', 'INITIAL', 'FINALIZATION_REVIEW']),
          lt(rozprawkaReviews.updatedAt, before),
        ),
      )
      .limit(limit);
    return rows.map(({ id, state }) => ({
      id,
      jobs: state === 'CREATED' ? [{ queue: REVIEW_JOB, key: id }] : [],
    }));
  },
  fail: (deps, id) => failReview(deps, id, REVIEW_FAILED),
};
