import { and, inArray, lt } from 'drizzle-orm';
import type { PendingWork } from '../../core/module.ts';
import { FAILED_MESSAGE, failQuiz, GENERATE_JOB } from './jobs.ts';
import { WRITING_STATES } from './service.ts';
import { quizzes } from './tables.ts';

/** Quizzes being generated: past 45 minutes unchanged with no generation job left, they fail. */
export const quizGeneration: PendingWork = {
  name: 'quizzes',
  // Three runs of at most 10 minutes each (the job's expiry), with their retry delays.
  deadlineSeconds: 45 * 60,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(inArray(quizzes.state, WRITING_STATES), lt(quizzes.updatedAt, before)))
      .limit(limit);
    return rows.map(({ id }) => ({ id, jobs: [{ queue: GENERATE_JOB, key: id }] }));
  },
  fail: (deps, id) => failQuiz(deps, id, FAILED_MESSAGE),
};
