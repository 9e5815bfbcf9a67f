import type { Role } from '@kreda/shared/enums';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { type UserRow, users } from './tables.ts';
import { usersChanged } from './user-cache.ts';

// What an admin changes on an account (issue 31): its role and whether it may sign in. The admin
// module checks who asks, records the audit entry in the same transaction and ends the sessions.

/** A change as it was made: the row before and after, for the audit log. */
export interface UserChange {
  before: UserRow;
  after: UserRow;
}

/**
 * Gives the user a role; `last-admin` when that would leave no admin at all. Every admin row is
 * locked first, so two admins taking the role from each other at once cannot both succeed.
 */
export async function changeUserRole(
  tx: DB,
  userId: string,
  role: Role,
): Promise<UserChange | 'not-found' | 'last-admin'> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(users.id)
    .for('update');
  const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before) return 'not-found';
  if (before.role === 'ADMIN' && role !== 'ADMIN' && admins.length <= 1) return 'last-admin';
  usersChanged([userId]);
  const [after] = await tx
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return after ? { before, after } : 'not-found';
}

/** Blocks sign-in (keeping the first moment of a block) or lifts the block. */
export async function setUserBlocked(
  tx: DB,
  userId: string,
  blocked: boolean,
): Promise<UserChange | 'not-found'> {
  const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before) return 'not-found';
  usersChanged([userId]);
  const [after] = await tx
    .update(users)
    .set({ blockedAt: blocked ? (before.blockedAt ?? new Date()) : null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return after ? { before, after } : 'not-found';
}

/** How many accounts there are, and how many were created since each moment (default: now). */
export async function countUsers(
  db: DB,
  since: { days7: Date; days30: Date } = { days7: new Date(), days30: new Date() },
): Promise<{ total: number; new7: number; new30: number }> {
  const [row] = await db
    .select({
      total: count(),
      new7: sql<number>`count(*) filter (where ${users.createdAt} >= ${since.days7})`,
      new30: sql<number>`count(*) filter (where ${users.createdAt} >= ${since.days30})`,
    })
    .from(users);
  return { total: Number(row?.total ?? 0), new7: Number(row?.new7 ?? 0), new30: Number(row?.new30 ?? 0) };
}

/** The accounts with these ids that still exist (the admin's usage list names them). */
export function findUsersByIds(db: DB, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}
