import { and, inArray, lt } from 'drizzle-orm';
import type { PendingWork } from '../../core/module.ts';
import { materialJobs } from '../materials/index.ts';
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
 * Essays being graded: each state change touches the row, so 45 minutes unchanged is stuck unless
 * its grading job, or (while its file is read) the file's extraction, still carries it.
 */
export const essayReviews: PendingWork = {
  name: 'essay reviews',
  deadlineSeconds: 45 * 60,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({ id: rozprawkaReviews.id, userDocId: rozprawkaReviews.userDocId })
      .from(rozprawkaReviews)
      .where(
        and(
          inArray(rozprawkaReviews.state, ['CREATED', 'INITIAL', 'FINALIZATION_REVIEW']),
          lt(rozprawkaReviews.updatedAt, before),
        ),
      )
      .limit(limit);
    return rows.map(({ id, userDocId }) => ({
      id,
      jobs: [{ queue: REVIEW_JOB, key: id }, ...(userDocId ? materialJobs([userDocId]) : [])],
    }));
  },
  fail: (deps, id) => failReview(deps, id, REVIEW_FAILED),
};
