import { and, eq, inArray } from 'drizzle-orm';
import type { ExerciseOwner } from '../../core/deps.ts';
import { TEST_NOT_FOUND } from './commands.ts';
import { publishTest } from './finish.ts';
import { enqueueSolving } from './jobs.ts';
import { findOwnTest, TEST_TASKS } from './service.ts';
import { testSolvers } from './tables.ts';

/**
 * A test as the owner of its tasks in the exercises module: a task corrected or solved again is a
 * new attempt of this module's solving job, and the test shows its progress again until it ends.
 */
export const testTaskOwner: ExerciseOwner = {
  kind: TEST_TASKS,
  notFound: TEST_NOT_FOUND,
  owns: async (deps, userId, id) => (await findOwnTest(deps.db, userId, id)) !== undefined,
  async solveAgain(deps, tx, task) {
    await enqueueSolving(deps, tx, [task]);
    await tx
      .update(testSolvers)
      .set({ state: 'SOLVING', updatedAt: new Date() })
      .where(and(eq(testSolvers.id, task.ownerId), inArray(testSolvers.state, ['SOLVED', 'SOLVING_FAILED'])));
  },
  // The solving job sent in `solveAgain` wakes this process's workers when its transaction commits.
  taskChanged(deps, task) {
    publishTest(deps, { id: task.ownerId, userId: task.userId });
  },
};
