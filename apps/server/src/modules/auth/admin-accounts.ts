import { randomBytes } from 'node:crypto';
import { emailProblem, normalizeEmail } from '@kreda/shared/accounts';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import { createEmailUser, findUserByEmail, updateUser } from '../users/index.ts';
import { announceEnded } from './flow.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';

/** Ends every session of an account an admin has just blocked; its open sockets close at once. */
export async function endBlockedSessions(deps: Pick<Deps, 'db' | 'pubsub'>, userId: string): Promise<void> {
  announceEnded(deps, await revokeUserSessions(deps.db, userId, 'blocked'));
}

export type AdminCreation =
  | { kind: 'created'; email: string; password: string }
  | { kind: 'promoted'; email: string }
  | { kind: 'already-admin'; email: string };

/**
 * Makes `email` an administrator: promotes an existing account, or creates a verified one with a
 * one-time random password (printed once by the CLI; the admin changes it in settings). This is
 * the way to the first admin besides ADMIN_EMAILS; later admins can be made by an admin
 * (`updateUserRole`).
 */
export async function createOrPromoteAdmin(db: DB, rawEmail: string): Promise<AdminCreation> {
  const problem = emailProblem(rawEmail);
  if (problem) throw new Error(`Invalid e-mail address "${rawEmail}": ${problem}`);
  const email = normalizeEmail(rawEmail);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role === 'ADMIN') return { kind: 'already-admin', email };
    await updateUser(db, existing.id, { role: 'ADMIN' });
    return { kind: 'promoted', email };
  }
  const password = randomBytes(18).toString('base64url');
  const created = await createEmailUser(db, {
    email,
    passwordHash: await hashPassword(password),
    role: 'ADMIN',
    onboardingStatus: 'COMPLETED',
    isVerified: true,
  });
  if (!created) return createOrPromoteAdmin(db, email);
  return { kind: 'created', email, password };
}
