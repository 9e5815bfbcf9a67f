import { requireViewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput } from '../../core/domain-error.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { UserRow } from '../users/index.ts';
import { issueCode } from './codes.ts';
import { clearSessionCookies } from './cookies.ts';
import {
  announceEnded,
  type Ctx,
  checkCode,
  checkCurrentPassword,
  ipKey,
  limits,
  mailQuietly,
  sendSmsMessage,
} from './flow.ts';
import * as text from './messages.ts';
import { rateLimited } from './rate-limits.ts';
import { revokeUserSessions } from './sessions.ts';

/*
 * Deleting one's own account (the terms promise it; GDPR art. 17). Confirmed with the password,
 * or, on an account without one (made by SMS sign-in), with a code sent by SMS to its number.
 * The data goes through every module's `userDeleted` hook; nothing is kept for the law yet (no
 * invoices exist; see docs/architecture.md, "Accounts").
 */

/** A second pass of the hooks, once work in flight at the deletion has surely ended. */
export const ACCOUNT_SWEEP_JOB = 'account-deletion-sweep';
/** Longer than any job or answer may run (a material's extraction expires after 30 minutes). */
const SWEEP_AFTER_SECONDS = 60 * 60;

const NO_WAY_TO_CONFIRM =
  'Aby usunąć konto, najpierw ustaw hasło w ustawieniach konta — nim potwierdzisz usunięcie.';

/** Sends the SMS code that confirms the deletion of an account without a password. */
export async function sendDeleteAccountCode(ctx: Ctx) {
  const { user } = await requireViewer(ctx);
  if (user.passwordHash) throw badInput({ password: 'Potwierdź usunięcie konta hasłem.' });
  if (!user.phone) throw badInput({}, NO_WAY_TO_CONFIRM);
  const { smsPerIp, smsPerPhone } = limits(ctx);
  const waits = await Promise.all([smsPerIp.hit(ipKey(ctx)), smsPerPhone.hit(user.phone)]);
  const wait = Math.max(...waits);
  if (wait > 0) throw rateLimited(wait, 'Wysłaliśmy już kilka SMS-ów.');
  const code = await issueCode(ctx.db, ctx.services.sessionSecret, {
    purpose: 'ACCOUNT_DELETION',
    target: user.phone,
    userId: user.id,
  });
  await sendSmsMessage(ctx, text.accountDeletionSms(user.phone, code));
  return { success: true, message: text.smsSentMessage(user.phone) };
}

/** The password, or for an account without one the SMS code; throws a Polish field error. */
async function confirmOwner(
  ctx: Ctx,
  user: UserRow,
  input: { password?: string | null; code?: string | null },
) {
  if (user.passwordHash) return checkCurrentPassword(ctx, user, input.password, 'password');
  if (!user.phone) throw badInput({}, NO_WAY_TO_CONFIRM);
  await checkCode(ctx, {
    purpose: 'ACCOUNT_DELETION',
    target: user.phone,
    code: input.code ?? '',
    userId: user.id,
  });
}

/**
 * Removes a user and everything of theirs. Every session ends first (open sockets close), so no
 * device writes anything new while the data goes; the sweep is queued before the hooks run, so
 * even a deletion that fails part-way is finished by it.
 */
export async function eraseUser(deps: Deps, userId: string): Promise<void> {
  announceEnded(deps, await revokeUserSessions(deps.db, userId, 'account_deleted'));
  await deps.services.jobs.send(ACCOUNT_SWEEP_JOB, { userId }, userId, {
    startAfterSeconds: SWEEP_AFTER_SECONDS,
  });
  await deps.hooks.userDeleted({ userId });
}

export async function deleteAccount(ctx: Ctx, input: { password?: string | null; code?: string | null }) {
  const { user } = await requireViewer(ctx);
  await confirmOwner(ctx, user, input);
  await eraseUser(ctx, user.id);
  await clearSessionCookies(ctx.request);
  // Only the id: the log must not keep what the account has just asked to forget.
  ctx.logger.info({ userId: user.id }, 'account deleted by its owner');
  if (user.email) await mailQuietly(ctx, text.accountDeletedEmail(user.email, ctx.config.operator.email));
  return { success: true, message: 'Konto zostało usunięte razem ze wszystkimi danymi.' };
}

/**
 * The deletion's second pass: what an answer or a material being read at the moment of deletion
 * wrote afterwards (on any instance) goes too. The hooks delete by user id, so running them again
 * is harmless; keyed by the user id, so it is queued once.
 */
export function accountSweepJob(deps: Deps): JobDefinition<{ userId: string }> {
  return {
    name: ACCOUNT_SWEEP_JOB,
    handler: ({ userId }) => deps.hooks.userDeleted({ userId }),
  };
}
