import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { tasksOf } from '../exercises/index.ts';
import { deleteTestRows } from './service.ts';
import { testSolvers } from './tables.ts';

/*
 * The test solver's rows of a user. Its materials (the pages and the solutions) belong to the
 * materials module, whose own hooks remove them with the workspace or the account.
 */

/** Every test of a workspace that is being deleted, with its tasks. */
export async function removeWorkspaceTests(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string) {
  await deps.db.transaction(async (tx) => {
    const tests = await tx
      .select({ id: testSolvers.id })
      .from(testSolvers)
      .where(and(eq(testSolvers.userId, userId), eq(testSolvers.workspaceId, workspaceId)));
    await deleteTestRows(
      tx,
      userId,
      tests.map((t) => t.id),
    );
  });
}

/** Every test of a user (the account is being deleted; the exercises module removes the tasks). */
export async function removeUserTests(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.delete(testSolvers).where(eq(testSolvers.userId, userId));
}

/** The user's tests with their tasks and solutions. */
export async function exportTests(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const strip = <T extends { userId: string }>({ userId: _user, ...row }: T) => row;
  const tests = await deps.db
    .select()
    .from(testSolvers)
    .where(eq(testSolvers.userId, userId))
    .orderBy(asc(testSolvers.createdAt));
  const tasks = await tasksOf(
    deps.db,
    userId,
    tests.map((t) => t.id),
  );
  const zadania = tasks.map(({ ownerKind: _kind, ownerId, ...task }) => ({
    ...strip(task),
    testSolverId: ownerId,
  }));
  return [
    {
      path: 'sprawdziany.json',
      about: 'sfotografowane sprawdziany z zadaniami i rozwiązaniami',
      json: { sprawdziany: tests.map(strip), zadania },
    },
  ];
}
