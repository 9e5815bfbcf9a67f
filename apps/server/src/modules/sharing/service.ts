import { and, eq, isNull } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { type ShareRow, shares } from './tables.ts';

export type { ShareRow };

/*
 * Reads of the shares. The owner's reads are scoped by the owner's id (another user's link finds
 * nothing, exactly like a missing one); a visitor reads a share only by its token.
 */

/** The owner's working link of an item, if there is one. */
export async function findActiveShare(
  db: DB,
  ownerId: string,
  kind: string,
  itemId: string,
): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(shares)
    .where(
      and(
        eq(shares.ownerId, ownerId),
        eq(shares.kind, kind),
        eq(shares.itemId, itemId),
        isNull(shares.revokedAt),
      ),
    );
  return row;
}

/** The owner's link by its token (working or revoked). */
export async function findOwnShare(db: DB, ownerId: string, token: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(shares)
    .where(and(eq(shares.ownerId, ownerId), eq(shares.token, token)));
  return row;
}

/** A link by its token, for a visitor; `lock` keeps it from being revoked until the transaction ends. */
export async function findShareByToken(
  db: DB,
  token: string,
  options: { lock?: boolean } = {},
): Promise<ShareRow | undefined> {
  const query = db.select().from(shares).where(eq(shares.token, token));
  const [row] = options.lock ? await query.for('share') : await query;
  return row;
}
