// Over 400 lines: every account flow before settings (sign-up, sign-in, codes, SMS, reset, change, logout); shared helpers are in flow.ts.
import { randomUUID } from 'node:crypto';
import {
  codeProblem,
  emailProblem,
  normalizeEmail,
  normalizePhone,
  PHONE_INVALID_MESSAGE,
} from '@kreda/shared/accounts';
import { TransactionRollbackError } from 'drizzle-orm';
import { requireViewer } from '../../core/actor.ts';
import { badInput, domainError } from '../../core/domain-error.ts';
import { recordEvent } from '../events/index.ts';
import {
  advanceOnboarding,
  afterEmailVerified,
  afterPhoneVerified,
  createEmailUser,
  findOrCreatePhoneUser,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  onboardingSettings,
  type UserRow,
  updateUser,
} from '../users/index.ts';
import { issueCode } from './codes.ts';
import { ACCESS_COOKIE, clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './cookies.ts';
import { evenTiming } from './even-timing.ts';
import {
  announceEnded,
  type Ctx,
  checkCode,
  checkCurrentPassword,
  ipKey,
  isAdminEmail,
  limits,
  mailQuietly,
  markVerified,
  requireHuman,
  sendEmail,
  sendSmsMessage,
  signIn,
} from './flow.ts';
import * as text from './messages.ts';
import { hashPassword, newPasswordProblem, verifyPassword } from './passwords.ts';
import { addressSteps, ensureAllowed, rateLimited } from './rate-limits.ts';
import { revokeSession, revokeUserSessions, rotateRefreshToken, sessionOfRefreshToken } from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';

/*
 * The accounts flows of spec point 7. Every function validates first and changes nothing on bad
 * input; answers never reveal whether an e-mail has an account (sign-in, reset).
 */

/**
 * Makes an e-mail account waiting for its code and e-mails the code; signs nobody in. The answer is
 * the same, in content and in time, whether or not the address already has an account: then no
 * account is made and its owner is e-mailed instead (a fresh code if it still waits for one), after
 * the same writes as a new account's, rolled back.
 */
export async function signUp(ctx: Ctx, input: { email: string; password: string }) {
  await requireHuman(ctx);
  const email = normalizeEmail(input.email);
  const fields: Record<string, string> = {};
  const emailIssue = emailProblem(email);
  if (emailIssue) fields.email = emailIssue;
  const passwordIssue = await newPasswordProblem(input.password, email);
  if (passwordIssue) fields.password = passwordIssue;
  if (Object.keys(fields).length) throw badInput(fields);

  // Every attempt counts, a taken address included, and is counted before any hashing: a flood of
  // sign-ups can neither create accounts nor spend more than this limit's worth of password hashes.
  const wait = await limits(ctx).signUpsPerIp.hit(ipKey(ctx));
  if (wait > 0) throw rateLimited(wait, 'Zbyt wiele prób założenia konta z tego adresu.');
  // The id is chosen first so a taken address answers with one just as a new account does.
  const id = randomUUID();
  const answer = { id, email, onboardingStatus: 'PENDING_VERIFICATION' as const };
  const existing = await findUserByEmail(ctx.db, email);
  // Hashed for a taken address too, so the answer takes as long either way.
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    // The same writes for an address nobody has, undone: a taken address costs what a new one does.
    await writeAccount(ctx, { id, email: `${id}@proba.invalid`, passwordHash }, 'rehearse');
    await tellOwner(ctx, existing);
    return answer;
  }
  const created = await writeAccount(ctx, { id, email, passwordHash }, 'commit');
  if (!created) {
    // Two sign-ups for one address at the same moment: the unique index kept this one out.
    const owner = await findUserByEmail(ctx.db, email);
    if (owner) await tellOwner(ctx, owner);
    return answer;
  }
  await limits(ctx).emailsPerAddress.hit(email);
  await mailQuietly(ctx, text.verificationEmail(email, created.code));
  return answer;
}

/**
 * Writes a new account waiting for its code, the code and the sign-up event in one transaction: no
 * account is left without a code. Rehearsed, the same writes are rolled back; a rollback skips the
 * commit's flush to disk, so it then waits as long as recent commits took (even-timing.ts).
 */
async function writeAccount(
  ctx: Ctx,
  input: { id: string; email: string; passwordHash: string },
  mode: 'commit' | 'rehearse',
) {
  const commits = evenTiming(ctx.services, 'sign-up-commit', 2);
  let writtenAt = 0;
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const user = await createEmailUser(tx, {
        ...input,
        role: 'USER_FREE',
        onboardingStatus: 'PENDING_VERIFICATION',
      });
      if (!user) return null;
      const code = await verificationCode(ctx, input.email, user.id, tx);
      await recordEvent(ctx, tx, signedUp(user.id, 'email'));
      writtenAt = performance.now();
      if (mode === 'rehearse') tx.rollback();
      return { user, code };
    });
    if (writtenAt) commits.slow(writtenAt);
    return created;
  } catch (error) {
    if (mode !== 'rehearse' || !(error instanceof TransactionRollbackError)) throw error;
    await commits.fast(writtenAt);
    return null;
  }
}

/**
 * Someone signed up with an address that has an account. Its owner gets a fresh code when the
 * account still waits for one (a pupil who lost the first e-mail), otherwise a note with the ways
 * in. Counted per address, so nobody can flood an inbox through sign-up.
 */
async function tellOwner(ctx: Ctx, owner: UserRow): Promise<void> {
  if (!owner.email) return;
  if ((await limits(ctx).emailsPerAddress.hit(owner.email)) > 0) return;
  if (owner.onboardingStatus === 'PENDING_VERIFICATION') {
    const code = await verificationCode(ctx, owner.email, owner.id);
    await mailQuietly(ctx, text.verificationEmail(owner.email, code));
  } else {
    await mailQuietly(ctx, text.accountExistsEmail(owner.email, ctx.config.publicUrl));
  }
}

export async function login(ctx: Ctx, input: { email: string; password: string }) {
  await requireHuman(ctx);
  const email = normalizeEmail(input.email);
  const emailIssue = emailProblem(email);
  if (emailIssue || !input.password) {
    throw badInput({
      ...(emailIssue ? { email: emailIssue } : {}),
      ...(!input.password ? { password: 'Wymagane' } : {}),
    });
  }
  const limiters = limits(ctx);
  const steps = addressSteps(limiters);
  const here = `${email}|${ipKey(ctx)}`;
  const tooMany = 'Zbyt wiele nieudanych prób logowania.';
  await ensureAllowed(
    [
      ...steps.map((step) => step.blocked(here)),
      limiters.loginFailuresPerAccount.check(email),
      limiters.loginFailuresPerIp.check(ipKey(ctx)),
    ],
    tooMany,
  );

  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    const waits = await Promise.all([
      ...steps.map((step) => step.hit(here)),
      limiters.loginFailuresPerAccount.hit(email),
      limiters.loginFailuresPerIp.hit(ipKey(ctx)),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw rateLimited(wait, tooMany);
    throw badInput({}, text.INVALID_CREDENTIALS_MESSAGE);
  }
  await Promise.all(steps.map((step) => step.reset(here)));
  await signIn(ctx, user);
  return { id: user.id, email: user.email, onboardingStatus: user.onboardingStatus };
}

/** The session this request belongs to, from the access token or else the refresh token. */
async function currentSessionId(ctx: Ctx): Promise<string | null> {
  const fromAccess = verifyAccessToken(ctx.services.sessionSecret, ctx.request.cookie(ACCESS_COOKIE));
  if (fromAccess) return fromAccess;
  const refresh = ctx.request.cookie(REFRESH_COOKIE);
  return refresh ? sessionOfRefreshToken(ctx.db, refresh) : null;
}

export async function logout(ctx: Ctx, input: { everywhere?: boolean | null }) {
  const viewer = await ctx.viewer();
  const sessionId = viewer?.sessionId ?? (await currentSessionId(ctx));
  if (input.everywhere && viewer) {
    announceEnded(ctx, await revokeUserSessions(ctx.db, viewer.user.id, 'logout_all'));
  } else if (sessionId) {
    await revokeSession(ctx.db, sessionId, 'logout');
    announceEnded(ctx, [sessionId]);
  }
  await clearSessionCookies(ctx.request);
  return {
    success: true,
    message: input.everywhere ? 'Wylogowano ze wszystkich urządzeń.' : 'Wylogowano.',
  };
}

export async function refreshToken(ctx: Ctx) {
  const token = ctx.request.cookie(REFRESH_COOKIE);
  const result = token ? await rotateRefreshToken(ctx.db, ctx.services.sessionSecret, token) : null;
  if (!result?.ok) {
    if (result?.reason === 'reused') {
      ctx.logger.warn('refresh token reuse: session revoked');
      announceEnded(ctx, [result.sessionId]);
    }
    if (token) await clearSessionCookies(ctx.request);
    throw domainError('UNAUTHENTICATED');
  }
  await setSessionCookies(ctx.request, result.tokens);
  return { success: true, accessTokenExpiresAt: result.tokens.accessExpiresAt };
}

/**
 * Confirms an e-mail address with its code. Signed in, it is the account's own address; as a
 * guest (just after sign-up) the address comes with the code, and a right code signs in.
 */
export async function verifyEmailCode(ctx: Ctx, input: { code: string; email?: string | null }) {
  const viewer = await ctx.viewer();
  const email = input.email ? normalizeEmail(input.email) : null;
  if (viewer && (!email || email === viewer.user.email))
    return verifyOwnAddress(ctx, viewer.user, input.code);
  if (!email) throw badInput({ email: text.EMAIL_FOR_CODE_MESSAGE }, text.EMAIL_FOR_CODE_MESSAGE);
  const emailIssue = emailProblem(email);
  if (emailIssue) throw badInput({ email: emailIssue });
  // Only an account gets a sign-up code: every failure answers alike, pending code or not.
  const { userId } = await checkCode(ctx, {
    purpose: 'EMAIL_VERIFICATION',
    target: email,
    code: input.code,
    discreet: true,
  });
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user || user.email !== email)
    throw badInput({ code: text.CODE_NOT_ACCEPTED_MESSAGE }, text.CODE_NOT_ACCEPTED_MESSAGE);
  const verified = await markVerified(ctx, user);
  await signIn(ctx, verified);
  return verified;
}

async function verifyOwnAddress(ctx: Ctx, user: UserRow, code: string): Promise<UserRow> {
  if (user.onboardingStatus !== 'PENDING_VERIFICATION' || !user.email) return user;
  await checkCode(ctx, { purpose: 'EMAIL_VERIFICATION', target: user.email, code });
  return markVerified(ctx, user);
}

/**
 * A new sign-up code. Signed in, to the account's address; as a guest, to the given address, with
 * the same answer whether or not it has an account waiting (the work happens after the answer).
 */
export async function resendAuthCode(ctx: Ctx, input: { email?: string | null } = {}) {
  const viewer = await ctx.viewer();
  if (!viewer) return resendToAddress(ctx, input.email ?? '');
  const { user } = viewer;
  if (user.onboardingStatus !== 'PENDING_VERIFICATION' || !user.email) {
    return { success: true, message: 'Adres e-mail jest już potwierdzony.' };
  }
  const wait = await limits(ctx).emailsPerAddress.hit(user.email);
  if (wait > 0) throw rateLimited(wait, 'Wysłaliśmy już kilka kodów.');
  const code = await verificationCode(ctx, user.email, user.id);
  await sendEmail(ctx, text.verificationEmail(user.email, code));
  return { success: true, message: `Wysłaliśmy nowy kod na adres ${user.email}.` };
}

async function resendToAddress(ctx: Ctx, input: string) {
  const email = normalizeEmail(input);
  if (!email) throw badInput({ email: text.EMAIL_FOR_CODE_MESSAGE }, text.EMAIL_FOR_CODE_MESSAGE);
  const emailIssue = emailProblem(email);
  if (emailIssue) throw badInput({ email: emailIssue });
  const { resetsPerIp, emailsPerAddress } = limits(ctx);
  const waits = await Promise.all([resetsPerIp.hit(ipKey(ctx)), emailsPerAddress.hit(email)]);
  const wait = Math.max(...waits);
  if (wait > 0) throw rateLimited(wait, 'Wysłaliśmy już kilka kodów.');
  void (async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (user?.onboardingStatus !== 'PENDING_VERIFICATION' || user.email !== email) return;
    const code = await verificationCode(ctx, email, user.id);
    await ctx.services.delivery.sendEmail(text.verificationEmail(email, code));
  })().catch((error: unknown) => ctx.logger.error({ err: error }, 'sign-up code e-mail failed'));
  return { success: true, message: text.RESEND_REQUESTED_MESSAGE };
}

export async function requestPasswordReset(ctx: Ctx, input: { email: string }) {
  const email = normalizeEmail(input.email);
  const emailIssue = emailProblem(email);
  if (emailIssue) throw badInput({ email: emailIssue });
  const { resetsPerIp, emailsPerAddress } = limits(ctx);
  // Both limits count every request, whether or not the address has an account.
  const waits = await Promise.all([resetsPerIp.hit(ipKey(ctx)), emailsPerAddress.hit(email)]);
  const wait = Math.max(...waits);
  if (wait > 0) throw rateLimited(wait);
  // The look-up, the code and the e-mail happen after the answer, so the answer is the same, in
  // content and in time, for an address with an account and one without.
  void sendResetCode(ctx, email).catch((error: unknown) =>
    ctx.logger.error({ err: error }, 'password reset e-mail failed'),
  );
  return { success: true, message: text.RESET_REQUESTED_MESSAGE };
}

async function sendResetCode(ctx: Ctx, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const code = await issueCode(ctx.db, ctx.services.sessionSecret, {
    purpose: 'PASSWORD_RESET',
    target: email,
    userId: user.id,
  });
  await ctx.services.delivery.sendEmail(text.passwordResetEmail(email, code, ctx.config.publicUrl));
}

export async function setNewPassword(ctx: Ctx, input: { email: string; code: string; password: string }) {
  const email = normalizeEmail(input.email);
  const fields: Record<string, string> = {};
  const emailIssue = emailProblem(email);
  if (emailIssue) fields.email = emailIssue;
  const codeIssue = codeProblem(input.code);
  if (codeIssue) fields.code = codeIssue;
  const passwordIssue = await newPasswordProblem(input.password, email);
  if (passwordIssue) fields.password = passwordIssue;
  if (Object.keys(fields).length) throw badInput(fields);

  // Only an account gets a reset code: a wrong code answers like an unknown address, in content
  // and in time, so nobody learns that a reset is pending.
  const { userId } = await checkCode(ctx, {
    purpose: 'PASSWORD_RESET',
    target: email,
    code: input.code,
    discreet: true,
  });
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw badInput({ code: text.CODE_NOT_ACCEPTED_MESSAGE }, text.CODE_NOT_ACCEPTED_MESSAGE);

  const proven = user.onboardingStatus === 'PENDING_VERIFICATION';
  const updated =
    (await updateUser(ctx.db, user.id, {
      passwordHash: await hashPassword(input.password),
      isVerified: true,
      ...(proven
        ? { onboardingStatus: afterEmailVerified(onboardingSettings(ctx.config), !!user.phone) }
        : {}),
      ...(isAdminEmail(ctx, user.email) ? { role: 'ADMIN' as const } : {}),
    })) ?? user;
  announceEnded(ctx, await revokeUserSessions(ctx.db, user.id, 'password_changed'));
  // A new password makes every earlier guess pointless.
  await Promise.all([
    ...addressSteps(limits(ctx)).map((step) => step.reset(`${email}|${ipKey(ctx)}`)),
    limits(ctx).loginFailuresPerAccount.reset(email),
  ]);
  await signIn(ctx, updated);
  return { success: true, message: 'Hasło zostało zmienione. Jesteś zalogowany.' };
}

export async function changePassword(
  ctx: Ctx,
  input: { currentPassword?: string | null; newPassword: string },
) {
  const { user, sessionId } = await requireViewer(ctx);
  if (user.passwordHash)
    await checkCurrentPassword(
      ctx,
      user,
      input.currentPassword,
      'currentPassword',
      'Obecne hasło jest nieprawidłowe.',
    );
  const problem = await newPasswordProblem(input.newPassword, user.email);
  if (problem) throw badInput({ newPassword: problem });
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  const ended = await revokeUserSessions(ctx.db, user.id, 'password_changed', sessionId);
  announceEnded(ctx, ended);
  if (user.email) {
    await ctx.services.delivery.sendEmail(text.passwordChangedEmail(user.email)).catch((error: unknown) => {
      ctx.logger.error({ err: error }, 'password-changed notice failed');
    });
  }
  return {
    success: true,
    message:
      ended.length > 0
        ? 'Hasło zostało zmienione. Wylogowaliśmy pozostałe urządzenia.'
        : 'Hasło zostało zmienione.',
  };
}

function parsePhone(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw badInput({ phone: PHONE_INVALID_MESSAGE });
  return phone;
}

/** Onboarding's phone step: a number is being given for the first time, right after signing in. */
function inPhoneOnboarding(user: UserRow): boolean {
  return user.onboardingStatus === 'PENDING_PHONE' || user.onboardingStatus === 'PENDING_SMS_VERIFICATION';
}

const PHONE_TAKEN_MESSAGE = 'Ten numer jest już przypisany do innego konta.';

/**
 * Sends an SMS code: to a guest for SMS sign-in; signed in, to confirm a number for the account
 * (onboarding, or adding or changing it in the settings, where an account with a password must
 * give it: the number becomes a way to sign in). A number of another account gets its code too:
 * only whoever holds that phone learns, at `verifyPhone`, that it is taken.
 */
export async function sendSms(ctx: Ctx, input: { phone: string; password?: string | null }) {
  const phone = parsePhone(input.phone);
  const viewer = await ctx.viewer();
  if (viewer) {
    const { user } = viewer;
    if (phone === user.phone) throw badInput({ phone: 'To jest Twój obecny numer telefonu.' });
    if (user.passwordHash && !inPhoneOnboarding(user))
      await checkCurrentPassword(ctx, user, input.password, 'password');
  }
  const { smsPerIp, smsPerPhone } = limits(ctx);
  const waits = await Promise.all([smsPerIp.hit(ipKey(ctx)), smsPerPhone.hit(phone)]);
  const wait = Math.max(...waits);
  if (wait > 0) throw rateLimited(wait, 'Wysłaliśmy już kilka SMS-ów.');

  if (viewer) {
    const code = await issueCode(ctx.db, ctx.services.sessionSecret, {
      purpose: 'PHONE_VERIFICATION',
      target: phone,
      userId: viewer.user.id,
    });
    await sendSmsMessage(ctx, text.phoneVerificationSms(phone, code));
    await advanceOnboarding(ctx.db, viewer.user.id, ['PENDING_PHONE'], 'PENDING_SMS_VERIFICATION');
  } else {
    const code = await issueCode(ctx.db, ctx.services.sessionSecret, { purpose: 'SMS_LOGIN', target: phone });
    await sendSmsMessage(ctx, text.loginSms(phone, code));
  }
  return { success: true, message: text.smsSentMessage(phone) };
}

/**
 * Checks an SMS code: a guest is signed in (the account is made on first use); signed in, the
 * number becomes the account's (in the settings the account's e-mail is told).
 */
export async function verifyPhone(ctx: Ctx, input: { phone: string; code: string }) {
  const phone = parsePhone(input.phone);
  const viewer = await ctx.viewer();
  if (viewer) {
    // Only a code this account asked for is tried: another account's fails like none at all, and
    // its tries do not count against it.
    await checkCode(ctx, {
      purpose: 'PHONE_VERIFICATION',
      target: phone,
      code: input.code,
      userId: viewer.user.id,
    });
    const owner = await findUserByPhone(ctx.db, phone);
    if (owner && owner.id !== viewer.user.id)
      throw badInput({ phone: PHONE_TAKEN_MESSAGE }, PHONE_TAKEN_MESSAGE);
    const user =
      (await advanceOnboarding(
        ctx.db,
        viewer.user.id,
        ['PENDING_PHONE', 'PENDING_SMS_VERIFICATION'],
        afterPhoneVerified(),
        { phone },
      )) ?? (await updateUser(ctx.db, viewer.user.id, { phone }));
    if (!inPhoneOnboarding(viewer.user) && viewer.user.email)
      await mailQuietly(ctx, text.phoneChangedEmail(viewer.user.email, phone, ctx.config.operator.email));
    return { success: true, message: 'Numer telefonu został potwierdzony.', user: user ?? viewer.user };
  }
  await checkCode(ctx, { purpose: 'SMS_LOGIN', target: phone, code: input.code });
  // The account is made on the first sign-in with this number, together with its event.
  const user = await ctx.db.transaction(async (tx) => {
    const found = await findOrCreatePhoneUser(tx, phone, afterPhoneVerified());
    if (found.created) await recordEvent(ctx, tx, signedUp(found.user.id, 'phone'));
    return found.user;
  });
  await signIn(ctx, user);
  return { success: true, message: 'Zalogowano.', user };
}

const signedUp = (userId: string, method: 'email' | 'phone') => ({
  type: 'user.signedUp' as const,
  userId,
  entity: { kind: 'user', id: userId },
  payload: { method },
});

/** A new sign-up code for the account's address (on `db`, e.g. the sign-up's transaction). */
function verificationCode(ctx: Ctx, target: string, userId: string, db: Ctx['db'] = ctx.db): Promise<string> {
  return issueCode(db, ctx.services.sessionSecret, { purpose: 'EMAIL_VERIFICATION', target, userId });
}
