import { and, inArray, lt } from 'drizzle-orm';
import type { PendingWork } from '../../core/module.ts';
import { tasksOf } from '../exercises/index.ts';
import { materialJobs } from '../materials/index.ts';
import { failTest } from './finish.ts';
import { EXTRACT_JOB, SOLVE_JOB } from './jobs.ts';
import { findTest } from './service.ts';
import { testSolvers } from './tables.ts';

const STUCK = 'Praca nad sprawdzianem zatrzymała się i została przerwana. Limit wrócił – spróbuj ponownie.';

/**
 * Tests being read or solved: each batch of pages and each task's end touches the test, so 45
 * minutes unchanged with neither its extraction nor any of its tasks' solving jobs left is stuck.
 * A test still waiting for its pages is carried by their extractions (the sweeper of materials
 * ends a lost one, and its event wakes the test).
 */
export const testSolving: PendingWork = {
  name: 'tests',
  deadlineSeconds: 45 * 60,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({ id: testSolvers.id, userId: testSolvers.userId, docIds: testSolvers.docIds })
      .from(testSolvers)
      .where(and(inArray(testSolvers.state, ['UPLOADING', 'SOLVING']), lt(testSolvers.updatedAt, before)))
      .limit(limit);
    const found = [];
    for (const test of rows) {
      const open = (await tasksOf(deps.db, test.userId, [test.id])).filter(
        (task) => task.state === 'PENDING' || task.state === 'SOLVING',
      );
      found.push({
        id: test.id,
        jobs: [
          { queue: EXTRACT_JOB, key: test.id },
          ...materialJobs(test.docIds),
          ...open.map((task) => ({ queue: SOLVE_JOB, key: `${task.id}:${task.attempt}` })),
        ],
      });
    }
    return found;
  },
  async fail(deps, id) {
    const test = await findTest(deps.db, id);
    if (test?.state === 'UPLOADING') await failTest(deps, id, 'UPLOAD_FAILED', STUCK);
    else if (test?.state === 'SOLVING') await failTest(deps, id, 'SOLVING_FAILED', STUCK);
  },
};
