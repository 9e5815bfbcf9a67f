import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { deleteEssayRows } from './service.ts';
import { rozprawkaReviews, rozprawkaRewrites, rozprawkaSegments, rozprawki } from './tables.ts';

/** Every essay and review of a workspace that is being deleted. */
export async function removeWorkspaceEssays(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string) {
  await deps.db.transaction(async (tx) => {
    const essays = await tx
      .select({ id: rozprawki.id })
      .from(rozprawki)
      .where(and(eq(rozprawki.userId, userId), eq(rozprawki.workspaceId, workspaceId)));
    await deleteEssayRows(
      tx,
      userId,
      essays.map((e) => e.id),
    );
    await tx
      .delete(rozprawkaReviews)
      .where(and(eq(rozprawkaReviews.userId, userId), eq(rozprawkaReviews.workspaceId, workspaceId)));
  });
}

/** Everything of the essay tool a user has (the account is being deleted). */
export async function removeUserEssays(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(rozprawkaRewrites).where(eq(rozprawkaRewrites.userId, userId));
    await tx.delete(rozprawkaSegments).where(eq(rozprawkaSegments.userId, userId));
    await tx.delete(rozprawki).where(eq(rozprawki.userId, userId));
    await tx.delete(rozprawkaReviews).where(eq(rozprawkaReviews.userId, userId));
  });
}

/** The user's essays with their parts and rewrites, and their reviews. */
export async function exportEssays(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const strip = <T extends { userId: string }>({ userId: _user, ...row }: T) => row;
  const [essays, segments, rewrites, reviews] = await Promise.all([
    deps.db.select().from(rozprawki).where(eq(rozprawki.userId, userId)).orderBy(asc(rozprawki.createdAt)),
    deps.db
      .select()
      .from(rozprawkaSegments)
      .where(eq(rozprawkaSegments.userId, userId))
      .orderBy(asc(rozprawkaSegments.rozprawkaId), asc(rozprawkaSegments.order)),
    deps.db
      .select()
      .from(rozprawkaRewrites)
      .where(eq(rozprawkaRewrites.userId, userId))
      .orderBy(asc(rozprawkaRewrites.createdAt)),
    deps.db
      .select()
      .from(rozprawkaReviews)
      .where(eq(rozprawkaReviews.userId, userId))
      .orderBy(asc(rozprawkaReviews.createdAt)),
  ]);
  return [
    {
      path: 'rozprawki.json',
      about: 'rozprawki: tematy, części z wersjami i oceny według kryteriów CKE',
      json: {
        rozprawki: essays.map(strip),
        czesci: segments.map(strip),
        wersje_czesci: rewrites.map(strip),
        oceny: reviews.map(strip),
      },
    },
  ];
}
