import { eq } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { ExpiringCache } from '../../platform/expiring-cache.ts';
import { authSessions } from './tables.ts';

/*
 * Live sessions, kept in this process for a short while so a signed-in request does not ask the
 * database whether its session still stands. Every revocation here forgets the sessions it ends
 * before it writes, and announces them (`sessionsEnded`), which the other processes forget in turn
 * (viewer.ts); the session's own expiry is checked on every hit, and the TTL bounds what a missed
 * message could leave behind.
 */

interface LiveSession {
  userId: string;
  /** Epoch ms. */
  expiresAt: number;
}

const sessionCache = new ExpiringCache<string, LiveSession>({
  ttlMs: 30_000,
  quietMs: 2_000,
  maxEntries: 50_000,
});

/** The user of a session that is neither revoked nor expired, else null. */
export async function liveSessionUser(db: DB, sessionId: string): Promise<string | null> {
  const session = await sessionCache.load(sessionId, async () => {
    const [row] = await db
      .select({
        userId: authSessions.userId,
        expiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
      })
      .from(authSessions)
      .where(eq(authSessions.id, sessionId))
      .limit(1);
    return row && !row.revokedAt ? { userId: row.userId, expiresAt: row.expiresAt.getTime() } : undefined;
  });
  return session && session.expiresAt > Date.now() ? session.userId : null;
}

/** These sessions are ending: no process may go on serving them from its cache. */
export function forgetSessions(sessionIds: string[]): void {
  if (sessionIds.length > 0) sessionCache.forget(sessionIds);
}

/** Every session of this user is ending (those of other processes are announced by id). */
export function forgetUserSessions(userId: string): void {
  sessionCache.forgetWhere((session) => session.userId === userId);
}
