import { ExpiringCache } from '../../platform/expiring-cache.ts';
import type { UserRow } from './tables.ts';

/*
 * The users every signed-in request reads, kept in this process for a short while so a request
 * does not ask the database for its own account. Every write of the users table goes through this
 * module and forgets the rows it changes here at once; other processes hear of it through
 * `onUsersChanged` (the auth module passes it on over pub/sub), and the TTL bounds what a missed
 * message could leave behind. Rows are frozen: the cached object is shared between requests.
 */

/** Read through by `findUserByIdCached` (service.ts). */
export const userCache = new ExpiringCache<string, Readonly<UserRow>>({
  ttlMs: 30_000,
  quietMs: 2_000,
  maxEntries: 20_000,
});
const listeners = new Set<(userIds: string[]) => void>();

/** Called by every write of the users table (before its transaction commits). */
export function usersChanged(userIds: string[]): void {
  if (userIds.length === 0) return;
  userCache.forget(userIds);
  for (const listener of listeners) listener(userIds);
}

/** Changes announced by another process: forgotten here, not announced again. */
export function forgetUsers(userIds: string[]): void {
  userCache.forget(userIds);
}

/** Listens to this process's own changes of users (to tell the other processes); returns the unsubscribe. */
export function onUsersChanged(listener: (userIds: string[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
