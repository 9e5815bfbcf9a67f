import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import type { DB } from '../../platform/db/database.ts';
import { shareCopies, shares } from './tables.ts';

/* What the sharing module keeps of a user: the links they made and the copies they took. */

async function deleteShares(tx: DB, shareIds: string[]) {
  if (shareIds.length === 0) return;
  await tx.delete(shareCopies).where(inArray(shareCopies.shareId, shareIds));
  await tx.delete(shares).where(inArray(shares.id, shareIds));
}

/** A workspace is being deleted: its items' links end, and the records of copies made into it go. */
export async function removeWorkspaceShares(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string) {
  await deps.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: shares.id })
      .from(shares)
      .where(and(eq(shares.ownerId, userId), eq(shares.workspaceId, workspaceId)));
    await deleteShares(
      tx,
      own.map((s) => s.id),
    );
    await tx
      .delete(shareCopies)
      .where(and(eq(shareCopies.userId, userId), eq(shareCopies.workspaceId, workspaceId)));
  });
}

/** The account is being deleted: every link it made ends, and its records of copies go. */
export async function removeUserShares(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const own = await tx.select({ id: shares.id }).from(shares).where(eq(shares.ownerId, userId));
    await deleteShares(
      tx,
      own.map((s) => s.id),
    );
    await tx.delete(shareCopies).where(eq(shareCopies.userId, userId));
  });
}

/** The user's links (without their tokens, which are keys) and the copies they took. */
export async function exportShares(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const [links, copies] = await Promise.all([
    deps.db
      .select({
        kind: shares.kind,
        itemId: shares.itemId,
        workspaceId: shares.workspaceId,
        createdAt: shares.createdAt,
        revokedAt: shares.revokedAt,
      })
      .from(shares)
      .where(eq(shares.ownerId, userId))
      .orderBy(asc(shares.createdAt)),
    deps.db
      .select({
        copyId: shareCopies.copyId,
        workspaceId: shareCopies.workspaceId,
        createdAt: shareCopies.createdAt,
      })
      .from(shareCopies)
      .where(eq(shareCopies.userId, userId))
      .orderBy(asc(shareCopies.createdAt)),
  ]);
  return [
    {
      path: 'udostepnienia.json',
      about: 'linki, którymi udostępniono bazy słówek i quizy, oraz skopiowane od innych',
      json: { linki: links, kopie: copies },
    },
  ];
}
