import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { type TestSolverRow, testSolvers, type ZadanieRow, zadania } from './tables.ts';

export type { TestSolverRow, ZadanieRow };

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

export async function findOwnZadanie(db: DB, userId: string, id: string): Promise<ZadanieRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(zadania)
    .where(and(eq(zadania.userId, userId), eq(zadania.id, id)));
  return row;
}

export async function findZadanie(db: DB, id: string): Promise<ZadanieRow | undefined> {
  const [row] = await db.select().from(zadania).where(eq(zadania.id, id));
  return row;
}

/** The tasks of the user's tests, in order (one statement for a whole list). */
export function tasksOf(db: DB, userId: string, testIds: readonly string[]): Promise<ZadanieRow[]> {
  if (testIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(zadania)
    .where(and(eq(zadania.userId, userId), inArray(zadania.testSolverId, [...testIds])))
    .orderBy(asc(zadania.testSolverId), asc(zadania.order));
}

/** A page of one test's tasks, in order, and how many there are. */
export async function taskPage(db: DB, userId: string, testId: string, page: number, limit: number) {
  const where = and(eq(zadania.userId, userId), eq(zadania.testSolverId, testId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(zadania)
      .where(where)
      .orderBy(asc(zadania.order))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(zadania).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many tasks of each test are in each state (the progress of a list), by test id. */
export async function taskCounts(db: DB, userId: string, testIds: readonly string[]) {
  if (testIds.length === 0) return new Map<string, Record<string, number>>();
  const rows = await db
    .select({ testId: zadania.testSolverId, state: zadania.state, n: count() })
    .from(zadania)
    .where(and(eq(zadania.userId, userId), inArray(zadania.testSolverId, [...testIds])))
    .groupBy(zadania.testSolverId, zadania.state);
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows) counts.set(row.testId, { ...counts.get(row.testId), [row.state]: row.n });
  return counts;
}

/** Deletes tests with their tasks (inside the caller's transaction); the test rows go first. */
export async function deleteTestRows(db: DB, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(testSolvers).where(and(eq(testSolvers.userId, userId), inArray(testSolvers.id, [...ids])));
  await db.delete(zadania).where(and(eq(zadania.userId, userId), inArray(zadania.testSolverId, [...ids])));
}

export async function touchTest(db: DB, id: string): Promise<void> {
  await db.update(testSolvers).set({ updatedAt: sql`now()` }).where(eq(testSolvers.id, id));
}
