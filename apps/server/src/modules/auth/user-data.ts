import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { findUserById } from '../users/index.ts';
import { deleteCodesOf } from './codes.ts';
import { announceEnded } from './flow.ts';
import { deleteUserSessions, listUserSessions, revokeUserSessions } from './sessions.ts';

/**
 * The account's sign-in records, for its deletion: every session ends (open sockets close at once
 * on every instance), then sessions, their refresh tokens and every code sent to the account or
 * to its addresses are deleted. Runs just before the users module removes the account.
 */
export async function removeAuthRecords(deps: Pick<Deps, 'db' | 'pubsub'>, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  announceEnded(deps, await revokeUserSessions(deps.db, userId, 'account_deleted'));
  await deleteUserSessions(deps.db, userId);
  const addresses = [user?.email, user?.phone].filter((value): value is string => !!value);
  await deleteCodesOf(deps.db, userId, addresses);
}

/** Where and when the account was signed in (no tokens: they are secrets, stored only as hashes). */
export async function exportSessions(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  return [
    {
      path: 'sesje.json',
      about: 'logowania do konta: przeglądarka, adres IP, czas',
      json: await listUserSessions(deps.db, userId),
    },
  ];
}
