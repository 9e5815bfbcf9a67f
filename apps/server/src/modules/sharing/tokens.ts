import { randomBytes } from 'node:crypto';
import { badInput } from '../../core/domain-error.ts';

/** 32 random bytes (256 bits) as base64url: 43 characters, safe in a path. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const BAD_LINK = 'Ten link jest nieprawidłowy – sprawdź, czy skopiowano go w całości.';

/** A token as a client sent it, checked before any query: blank and malformed ones are bad input. */
export function parseShareToken(value: unknown): string {
  const token = typeof value === 'string' ? value.trim() : '';
  if (token === '') throw badInput({ token: 'Podaj link.' }, 'Podaj link.');
  if (!TOKEN.test(token)) throw badInput({ token: BAD_LINK }, BAD_LINK);
  return token;
}
