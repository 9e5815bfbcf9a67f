import { readCookie } from './cookies.ts';

/**
 * Readable companion of the httpOnly session cookies: the access token's expiry in epoch
 * milliseconds. The server sets it on sign-in and every refresh and removes it on sign-out, so
 * the client can tell whether a session exists and when to refresh it without seeing the tokens.
 */
export const SESSION_COOKIE = 'kreda_session';

/** The raw cookie value; an emptied cookie counts as none. */
export function readSessionCookie(): string | null {
  const raw = readCookie(SESSION_COOKIE);
  return raw ? raw : null;
}

/** Expiry (epoch ms) of the current access token, or null without a (well-formed) session cookie. */
export function sessionExpiry(raw: string | null = readSessionCookie()): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function hasSessionCookie(): boolean {
  return readSessionCookie() !== null;
}
