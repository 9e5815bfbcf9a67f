import { retryAfterText } from '@kreda/shared/accounts';
import { domainError } from './domain-error.ts';

/** The contract's RATE_LIMITED error: a Polish message saying when, plus the seconds for clients. */
export function rateLimited(seconds: number, what = 'Zbyt wiele prób.') {
  return domainError('RATE_LIMITED', `${what} Spróbuj ponownie ${retryAfterText(seconds)}.`, {
    retryAfterSeconds: seconds,
  });
}

/** Throws RATE_LIMITED when any of the given checks says to wait. */
export async function ensureAllowed(checks: Array<Promise<number>>, what?: string): Promise<void> {
  const waits = await Promise.all(checks);
  const longest = Math.max(0, ...waits);
  if (longest > 0) throw rateLimited(longest, what);
}
