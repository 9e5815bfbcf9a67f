import { emailProblem, normalizeEmail } from '@kreda/shared/accounts';
import { requireViewer } from '../../core/actor.ts';
import { badInput } from '../../core/domain-error.ts';
import { changeUserEmail, findUserByEmail, type UserRow } from '../users/index.ts';
import { issueCode, voidUserCodes } from './codes.ts';
import {
  type Ctx,
  checkCode,
  checkCurrentPassword,
  isAdminEmail,
  limits,
  mailQuietly,
  markVerified,
  sendEmail,
} from './flow.ts';
import * as text from './messages.ts';
import { rateLimited } from './rate-limits.ts';

/*
 * Changing the account's e-mail from the settings. The new address is proven by a code sent to
 * it; the password (when the account has one) guards the request, since whoever controls the
 * address can reset the password. An address that already has an account answers exactly like a
 * free one: its owner gets an e-mail saying so and no code, so the change can never be confirmed
 * and only the person reading that mailbox learns why.
 */

const EMAIL_TAKEN_MESSAGE = 'Ten adres e-mail jest już używany przez inne konto.';

export async function changeEmail(ctx: Ctx, input: { email: string; password?: string | null }) {
  const { user } = await requireViewer(ctx);
  const email = normalizeEmail(input.email);
  const problem = emailProblem(email);
  if (problem) throw badInput({ email: problem });
  if (email === user.email) throw badInput({ email: 'To jest Twój obecny adres e-mail.' });
  if (user.passwordHash) await checkCurrentPassword(ctx, user, input.password, 'password');
  const { emailChangesPerAccount, emailsPerAddress } = limits(ctx);
  const waits = await Promise.all([emailChangesPerAccount.hit(user.id), emailsPerAddress.hit(email)]);
  const wait = Math.max(...waits);
  if (wait > 0) throw rateLimited(wait, 'Wysłaliśmy już kilka kodów.');

  if (await findUserByEmail(ctx.db, email)) {
    await mailQuietly(ctx, text.emailTakenEmail(email, ctx.config.publicUrl));
  } else {
    const code = await issueCode(ctx.db, ctx.services.sessionSecret, {
      purpose: 'EMAIL_CHANGE',
      target: email,
      userId: user.id,
    });
    await sendEmail(ctx, text.emailChangeCodeEmail(email, code));
  }
  return {
    success: true,
    message: `Wysłaliśmy kod na adres ${email}. Wpisz go, aby potwierdzić zmianę.`,
  };
}

/**
 * Moves the account to the address its code was sent to. The old address is told (in case it was
 * not its owner who moved it) and its unused codes stop working, so a reset code mailed there
 * can no longer set the password.
 */
export async function confirmEmailChange(ctx: Ctx, input: { email: string; code: string }): Promise<UserRow> {
  const { user } = await requireViewer(ctx);
  const email = normalizeEmail(input.email);
  const problem = emailProblem(email);
  if (problem) throw badInput({ email: problem });
  // Only the code this account asked for is tried: for anyone else it fails like no change pending
  // at all, and their tries do not count against it.
  await checkCode(ctx, { purpose: 'EMAIL_CHANGE', target: email, code: input.code, userId: user.id });
  const changed = await changeUserEmail(ctx.db, user.id, email, {
    // ADMIN_EMAILS take effect once the address is proven, as at sign-up.
    ...(isAdminEmail(ctx, email) ? { role: 'ADMIN' as const } : {}),
  });
  if (!changed) throw badInput({ email: EMAIL_TAKEN_MESSAGE }, EMAIL_TAKEN_MESSAGE);
  await voidUserCodes(ctx.db, user.id, ['EMAIL_VERIFICATION', 'PASSWORD_RESET', 'EMAIL_CHANGE']);
  if (user.email)
    await mailQuietly(ctx, text.emailChangedEmail(user.email, email, ctx.config.operator.email));
  // An account still waiting for its first code has now proven an address.
  return markVerified(ctx, changed);
}
