import type { Actor } from '../../core/actor.ts';
import type { DB } from '../../platform/db/database.ts';
import { findUserById } from '../users/index.ts';
import { activeSessionUser } from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';

/** The signed-in user behind a request, with the session it came through. */
export type Viewer = Actor;

/**
 * Resolves the viewer from the access-token cookie: the signature and expiry are checked first (no
 * database work for junk), then the session must still be live, so logout and revocation take
 * effect at once rather than when the token expires.
 */
export async function loadViewer(
  db: DB,
  secret: string,
  accessToken: string | undefined,
): Promise<Viewer | null> {
  const sessionId = verifyAccessToken(secret, accessToken);
  if (!sessionId) return null;
  const userId = await activeSessionUser(db, sessionId);
  if (!userId) return null;
  const user = await findUserById(db, userId);
  return user ? { sessionId, user } : null;
}
