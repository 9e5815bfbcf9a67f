import { and, inArray, lt } from 'drizzle-orm';
import type { PendingWork } from '../../core/module.ts';
import { EXTRACT_JOB, EXTRACTING_STATES, FAILED_MESSAGE, failExtraction } from './jobs.ts';
import { wordBases } from './tables.ts';

/** Word sets being picked from materials: past 45 minutes unchanged with no job left, they fail. */
export const wordBaseExtraction: PendingWork = {
  name: 'wordbases',
  // Three runs of at most 10 minutes each (the job's expiry), with their retry delays.
  deadlineSeconds: 45 * 60,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({ id: wordBases.id })
      .from(wordBases)
      .where(and(inArray(wordBases.state, EXTRACTING_STATES), lt(wordBases.updatedAt, before)))
      .limit(limit);
    return rows.map(({ id }) => ({ id, jobs: [{ queue: EXTRACT_JOB, key: id }] }));
  },
  fail: (deps, id) => failExtraction(deps, id, FAILED_MESSAGE),
};
