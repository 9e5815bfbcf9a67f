import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@kreda/shared/accounts';

/** Access tokens live briefly: a stolen one is worth little, and the session row is checked anyway. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
/** Refresh tokens last 30 days from their issue; each use issues a new one. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session ends at the latest this long after sign-in, however often it is refreshed. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

const ACCESS_PREFIX = 'v1';

function mac(secret: string, purpose: string, value: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\0${value}`).digest();
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `v1.<sessionId>.<expiresAtMs>.<signature>`: names the session, which the server then looks up. */
export function signAccessToken(secret: string, sessionId: string, expiresAt: Date): string {
  const body = `${ACCESS_PREFIX}.${sessionId}.${expiresAt.getTime()}`;
  return `${body}.${mac(secret, 'access', body).toString('base64url')}`;
}

/**
 * Tokens whose signature this process has checked: every signed-in request carries one, and the
 * HMAC was a measurable share of a request's CPU (bench/README.md). A signature cannot stop being
 * valid, so only the expiry is checked again; revocation is the session lookup's work. Bounded:
 * emptied when full.
 */
const verified = new Map<string, { secret: string; sessionId: string; expiresAt: number }>();
const VERIFIED_MAX = 10_000;

/** The session id of a valid, unexpired access token, or null. */
export function verifyAccessToken(
  secret: string,
  token: string | undefined,
  now = Date.now(),
): string | null {
  if (!token || token.length > 200) return null;
  const known = verified.get(token);
  if (known && known.secret === secret) return known.expiresAt > now ? known.sessionId : null;
  const sessionId = checkAccessToken(secret, token, now);
  if (sessionId) {
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { secret, sessionId, expiresAt: Number(token.split('.')[2]) });
  }
  return sessionId;
}

function checkAccessToken(secret: string, token: string, now: number): string | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== ACCESS_PREFIX) return null;
  const [prefix, sessionId, expires, signature] = parts as [string, string, string, string];
  const expected = mac(secret, 'access', `${prefix}.${sessionId}.${expires}`);
  if (!safeEqual(expected, Buffer.from(signature, 'base64url'))) return null;
  const expiresAt = Number(expires);
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
  return /^[0-9a-f-]{36}$/.test(sessionId) ? sessionId : null;
}

/** A new opaque refresh token (256 random bits). Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A uniformly random six-digit code, leading zeros allowed. */
export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** Keyed hash of a code, bound to its purpose and recipient so a code cannot be replayed elsewhere. */
export function hashCode(secret: string, purpose: string, target: string, code: string): string {
  return mac(secret, 'code', `${purpose}\0${target}\0${code}`).toString('hex');
}

export function codeMatches(
  secret: string,
  purpose: string,
  target: string,
  code: string,
  stored: string,
): boolean {
  return safeEqual(Buffer.from(hashCode(secret, purpose, target, code), 'hex'), Buffer.from(stored, 'hex'));
}
