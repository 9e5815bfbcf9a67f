import { codeProblem, normalizeEmail } from '@kreda/shared/accounts';
import type { ActorSource } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, domainError } from '../../core/domain-error.ts';
import type { RequestInfo } from '../../graphql/request-info.ts';
import type { OutgoingEmail, OutgoingSms } from '../../platform/delivery/delivery.ts';
import {
  advanceOnboarding,
  afterEmailVerified,
  onboardingSettings,
  type UserRow,
  updateUser,
} from '../users/index.ts';
import { type CodePurpose, consumeCode } from './codes.ts';
import { setSessionCookies } from './cookies.ts';
import * as text from './messages.ts';
import { verifyPassword } from './passwords.ts';
import { addressSteps, authLimiters, ensureAllowed, rateLimited } from './rate-limits.ts';
import { createSession } from './sessions.ts';

/*
 * What every accounts flow shares (service.ts, account-settings.ts, account-deletion.ts): the
 * request-bound context, the limits, delivery that fails in Polish, code and password checks.
 */

/**
 * Accounts are the one module bound to a request: sign-in sets cookies and the limits key on the
 * client's address. Its commands take the dependencies plus the request, never the GraphQL context.
 */
export type Ctx = Deps & ActorSource & { request: RequestInfo };

export const ipKey = (ctx: Ctx) => ctx.request.ip ?? 'unknown';
export const limits = (ctx: Ctx) => authLimiters(ctx.services.rateLimiters, ctx.config.signUpsPerIpPerHour);

export async function requireHuman(ctx: Ctx): Promise<void> {
  const ok = await ctx.services.turnstile.verify(
    ctx.request.header('cf-turnstile-response'),
    ctx.request.ip ?? undefined,
  );
  if (!ok) throw badInput({ captcha: text.TURNSTILE_FAILED_MESSAGE }, text.TURNSTILE_FAILED_MESSAGE);
}

/** Starts a session on this device and sets its cookies. */
export async function signIn(ctx: Ctx, user: UserRow): Promise<void> {
  // Only after the password or code was right: a blocked account is not told apart before that.
  if (user.blockedAt) throw domainError('FORBIDDEN', text.ACCOUNT_BLOCKED_MESSAGE);
  const tokens = await createSession(ctx.db, ctx.services.sessionSecret, {
    userId: user.id,
    userAgent: ctx.request.userAgent,
    ip: ctx.request.ip,
  });
  await setSessionCookies(ctx.request, tokens);
  await updateUser(ctx.db, user.id, { lastLogin: new Date() });
}

/** Tells every instance that these sessions ended, so their open sockets close at once. */
export function announceEnded(ctx: Pick<Ctx, 'pubsub'>, sessionIds: string[]): void {
  if (sessionIds.length) ctx.pubsub.publish('sessionsEnded', { sessionIds });
}

export async function sendEmail(ctx: Ctx, message: OutgoingEmail): Promise<void> {
  try {
    await ctx.services.delivery.sendEmail(message);
  } catch (error) {
    ctx.logger.error({ err: error, to: message.to }, 'e-mail delivery failed');
    throw domainError('DELIVERY_FAILED');
  }
}

/** An e-mail whose failure the user can fix with "send again": logged, never an error. */
export async function mailQuietly(
  ctx: Pick<Ctx, 'services' | 'logger'>,
  message: OutgoingEmail,
): Promise<void> {
  await ctx.services.delivery.sendEmail(message).catch((error: unknown) => {
    ctx.logger.error({ err: error, subject: message.subject }, 'account e-mail failed');
  });
}

export async function sendSmsMessage(ctx: Ctx, message: OutgoingSms): Promise<void> {
  try {
    await ctx.services.delivery.sendSms(message);
  } catch (error) {
    ctx.logger.error({ err: error, to: message.to }, 'SMS delivery failed');
    throw domainError('DELIVERY_FAILED', 'Nie udało się wysłać SMS-a. Spróbuj ponownie za chwilę.');
  }
}

export function isAdminEmail(ctx: Ctx, email: string | null): boolean {
  return !!email && ctx.config.adminEmails.includes(normalizeEmail(email));
}

/**
 * Checks a code, counting failures per client address; throws a Polish field error when wrong.
 * `userId`: only a code this account asked for is tried (another account's is missing for it).
 * `discreet`: a guest must not learn whether a code is pending (only an account gets a reset or
 * sign-up code), so every failure answers one message, in one time.
 */
export async function checkCode(
  ctx: Ctx,
  input: { purpose: CodePurpose; target: string; code: string; userId?: string; discreet?: boolean },
): Promise<{ userId: string | null }> {
  const problem = codeProblem(input.code);
  if (problem) throw badInput({ code: problem });
  const limiter = limits(ctx).codeFailuresPerIp;
  await ensureAllowed([limiter.check(ipKey(ctx))]);
  const { discreet, ...check } = input;
  const result = await consumeCode(
    ctx.db,
    ctx.services.sessionSecret,
    { ...check, code: input.code.replace(/\s+/g, '') },
    { detail: !discreet },
  );
  if (result.ok) return { userId: result.userId };
  const wait = await limiter.hit(ipKey(ctx));
  if (wait > 0) throw rateLimited(wait);
  const message = discreet
    ? text.CODE_NOT_ACCEPTED_MESSAGE
    : result.reason === 'wrong'
      ? text.wrongCodeMessage(result.attemptsLeft)
      : result.reason === 'locked'
        ? text.CODE_LOCKED_MESSAGE
        : text.CODE_EXPIRED_MESSAGE;
  throw badInput({ code: message }, message);
}

/**
 * The signed-in user's current password, for a change that could hand the account to someone
 * else (a new password, e-mail or phone, the account's deletion). A device guessing it is slowed
 * in the same growing steps as a sign-in from its address. Throws a Polish error on `field`.
 */
export async function checkCurrentPassword(
  ctx: Ctx,
  user: UserRow,
  password: string | null | undefined,
  field: string,
  wrongMessage = text.WRONG_PASSWORD_MESSAGE,
): Promise<void> {
  const steps = addressSteps(limits(ctx));
  const key = `${user.id}|${ipKey(ctx)}`;
  await ensureAllowed(
    steps.map((step) => step.blocked(key)),
    'Zbyt wiele nieudanych prób.',
  );
  if (!password) throw badInput({ [field]: 'Wymagane' });
  if (!(await verifyPassword(user.passwordHash, password))) {
    const wait = Math.max(...(await Promise.all(steps.map((step) => step.hit(key)))));
    if (wait > 0) throw rateLimited(wait, 'Zbyt wiele nieudanych prób.');
    throw badInput({ [field]: wrongMessage });
  }
}

/** Moves an account waiting for its e-mail code on, now that a code proved the address. */
export async function markVerified(ctx: Ctx, user: UserRow): Promise<UserRow> {
  if (user.onboardingStatus !== 'PENDING_VERIFICATION') return user;
  const next = afterEmailVerified(onboardingSettings(ctx.config), !!user.phone);
  const updated = await advanceOnboarding(ctx.db, user.id, ['PENDING_VERIFICATION'], next, {
    isVerified: true,
    // ADMIN_EMAILS take effect only once the address is proven to belong to the person.
    ...(isAdminEmail(ctx, user.email) ? { role: 'ADMIN' as const } : {}),
  });
  return updated ?? user;
}
