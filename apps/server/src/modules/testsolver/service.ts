import { and, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { deleteTasksOf } from '../exercises/index.ts';
import { type TestSolverRow, testSolvers } from './tables.ts';

export type { TestSolverRow };

/** The owner kind of a test's tasks in the exercises module. */
export const TEST_TASKS = 'test';

/*
 * Reads and writes of the test solver's tables. Every read a pupil's request makes is scoped by the
 * owner's id: another user's id finds nothing, exactly like a missing one.
 */

export async function findOwnTest(db: DB, userId: string, id: string): Promise<TestSolverRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(testSolvers)
    .where(and(eq(testSolvers.userId, userId), eq(testSolvers.id, id)));
  return row;
}

/** A test by id for a job (its data came from an owner-checked command). */
export async function findTest(db: DB, id: string): Promise<TestSolverRow | undefined> {
  const [row] = await db.select().from(testSolvers).where(eq(testSolvers.id, id));
  return row;
}

export function listOwnTests(db: DB, userId: string, workspaceId?: string | null): Promise<TestSolverRow[]> {
  return db
    .select()
    .from(testSolvers)
    .where(
      and(eq(testSolvers.userId, userId), workspaceId ? eq(testSolvers.workspaceId, workspaceId) : undefined),
    )
    .orderBy(desc(testSolvers.createdAt), desc(testSolvers.id));
}

/** Deletes tests with their tasks (inside the caller's transaction); the test rows go first. */
export async function deleteTestRows(db: DB, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(testSolvers).where(and(eq(testSolvers.userId, userId), inArray(testSolvers.id, [...ids])));
  await deleteTasksOf(db, userId, TEST_TASKS, ids);
}
