import type { RateLimiter, RateLimiterFactory, RateLimitRule } from '../../platform/rate-limit.ts';

/** Brute-force limits of the accounts flows. Keys are normalised e-mails, phones or client IPs. */
export const AUTH_RATE_LIMITS = {
  /*
   * Wrong passwords for one account FROM ONE ADDRESS, in growing steps, so a stranger guessing from
   * elsewhere never locks the owner out: the 5th in 15 minutes → a minute of rest, the 10th in an
   * hour → ten minutes, the 20th in a day → two hours. The failure past `points` sets the block.
   * A correct password from that address clears the steps.
   */
  loginFailuresFromAddress: { points: 4, durationSeconds: 15 * 60, blockSeconds: 60 },
  loginFailuresFromAddressHourly: { points: 9, durationSeconds: 60 * 60, blockSeconds: 10 * 60 },
  loginFailuresFromAddressDaily: { points: 19, durationSeconds: 24 * 60 * 60, blockSeconds: 2 * 60 * 60 },
  /**
   * Wrong passwords for one account from anywhere: only a guessing attack spread over many
   * addresses reaches this (at least ten of them, each already slowed by the steps above).
   */
  loginFailuresPerAccount: { points: 100, durationSeconds: 60 * 60, blockSeconds: 15 * 60 },
  /** Wrong passwords from one address, across accounts (credential stuffing). */
  loginFailuresPerIp: { points: 50, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Sign-up attempts from one address (every attempt that reaches the account, taken e-mails too). */
  signUpsPerIp: { points: 20, durationSeconds: 60 * 60 },
  /** Wrong codes from one address, across codes (each code also allows only five attempts). */
  codeFailuresPerIp: { points: 30, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** SMS messages to one number. */
  smsPerPhone: { points: 3, durationSeconds: 15 * 60 },
  /** SMS messages requested from one address. */
  smsPerIp: { points: 10, durationSeconds: 60 * 60 },
  /** Verification and reset e-mails to one address. */
  emailsPerAddress: { points: 5, durationSeconds: 60 * 60 },
  /** Reset and sign-up code requests from one address without a session, across e-mails. */
  resetsPerIp: { points: 20, durationSeconds: 60 * 60 },
  /** New addresses one account asks to move to (`changeEmail`), so it cannot mail many inboxes. */
  emailChangesPerAccount: { points: 5, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export type AuthRateLimitName = keyof typeof AUTH_RATE_LIMITS;
export type AuthLimiters = Record<AuthRateLimitName, RateLimiter>;

const cache = new WeakMap<RateLimiterFactory, AuthLimiters>();

/**
 * The auth limiters of one factory (one server), created once. `signUpsPerIp` may be raised by
 * config (SIGNUPS_PER_IP_PER_HOUR) for a school network behind one address, or a test run.
 */
export function authLimiters(factory: RateLimiterFactory, signUpsPerIp?: number): AuthLimiters {
  let limiters = cache.get(factory);
  if (!limiters) {
    const rules: Record<AuthRateLimitName, RateLimitRule> = {
      ...AUTH_RATE_LIMITS,
      ...(signUpsPerIp ? { signUpsPerIp: { ...AUTH_RATE_LIMITS.signUpsPerIp, points: signUpsPerIp } } : {}),
    };
    limiters = Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [name, factory.create(`auth:${name}`, rule)]),
    ) as AuthLimiters;
    cache.set(factory, limiters);
  }
  return limiters;
}

export { ensureAllowed, rateLimited } from '../../core/rate-limited.ts';

/** The three growing steps of wrong passwords for one account from one address. */
export function addressSteps(limiters: AuthLimiters) {
  return [
    limiters.loginFailuresFromAddress,
    limiters.loginFailuresFromAddressHourly,
    limiters.loginFailuresFromAddressDaily,
  ];
}
