import { randomUUID } from 'node:crypto';
import type { Actor } from '../../core/actor.ts';
import type { DB } from '../../platform/db/database.ts';
import type { PubSub } from '../../platform/pubsub/pubsub.ts';
import { findUserByIdCached, forgetUsers, onUsersChanged } from '../users/index.ts';
import { forgetSessions, liveSessionUser } from './session-cache.ts';
import { verifyAccessToken } from './tokens.ts';

/** The signed-in user behind a request, with the session it came through. */
export type Viewer = Actor;

/**
 * Resolves the viewer from the access-token cookie: the signature and expiry are checked first (no
 * database work for junk), then the session must still be live, so logout and revocation take
 * effect at once rather than when the token expires. The session and the user are read through
 * this process's short-lived caches (session-cache.ts, users' user-cache.ts), which every
 * revocation and every change of an account empties first.
 */
export async function loadViewer(
  db: DB,
  secret: string,
  accessToken: string | undefined,
): Promise<Viewer | null> {
  const sessionId = verifyAccessToken(secret, accessToken);
  if (!sessionId) return null;
  const userId = await liveSessionUser(db, sessionId);
  if (!userId) return null;
  const user = await findUserByIdCached(db, userId);
  return user ? { sessionId, user } : null;
}

/** This process, among the instances that share the pub/sub. */
const ORIGIN = randomUUID();

/**
 * Keeps the viewer caches of every instance true: this process's changes of accounts are announced
 * (`usersChanged`), and the sessions ended and accounts changed anywhere are forgotten here.
 * Returns the stop, for shutdown.
 */
export function connectViewerCache(pubsub: PubSub, onError: (error: unknown) => void): () => Promise<void> {
  const ended = pubsub.subscribe('sessionsEnded');
  const changed = pubsub.subscribe('usersChanged');
  const unlisten = onUsersChanged((userIds) => pubsub.publish('usersChanged', { userIds, origin: ORIGIN }));
  void (async () => {
    for await (const event of ended) forgetSessions(event.sessionIds);
  })().catch(onError);
  void (async () => {
    for await (const event of changed) if (event.origin !== ORIGIN) forgetUsers(event.userIds);
  })().catch(onError);
  return async () => {
    unlisten();
    await Promise.all([ended.return?.(), changed.return?.()]);
  };
}
