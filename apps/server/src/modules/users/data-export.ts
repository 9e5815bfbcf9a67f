import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import type { RateLimiter, RateLimiterFactory } from '../../platform/rate-limit.ts';

/*
 * "Pobierz moje dane" (GDPR art. 15 and 20): `requestDataExport` counts the request and answers a
 * short-lived link signed for this user; GET /api/account/export (http/account-export.ts) checks
 * the link and the session together, like a file download, and streams the ZIP.
 */

export const DATA_EXPORT_PATH = '/api/account/export';
const LINK_TTL_MS = 5 * 60 * 1000;

/**
 * Archives a user may ask for: building one reads everything they have, files included. Downloads
 * are counted too, so one link cannot be fetched over and over.
 */
export const DATA_EXPORT_LIMITS = {
  requests: { points: 5, durationSeconds: 60 * 60 },
  downloads: { points: 10, durationSeconds: 60 * 60 },
} as const;

const limiters = new WeakMap<RateLimiterFactory, Record<keyof typeof DATA_EXPORT_LIMITS, RateLimiter>>();

/** The export limiters of one server, created once. */
export function dataExportLimiters(factory: RateLimiterFactory) {
  let found = limiters.get(factory);
  if (!found) {
    found = {
      requests: factory.create('account:export-requests', DATA_EXPORT_LIMITS.requests),
      downloads: factory.create('account:export-downloads', DATA_EXPORT_LIMITS.downloads),
    };
    limiters.set(factory, found);
  }
  return found;
}

function signature(secret: string, userId: string, expires: number): string {
  return createHmac('sha256', secret).update(`data-export\0${userId}\0${expires}`).digest('hex');
}

/** A link to the user's archive, valid for five minutes and only with the same user's session. */
export async function requestDataExport(deps: Pick<Deps, 'services'>, actor: Actor) {
  await ensureAllowed(
    [dataExportLimiters(deps.services.rateLimiters).requests.hit(actor.user.id)],
    'Kopię danych można pobrać kilka razy na godzinę.',
  );
  const expiresAt = new Date(Date.now() + LINK_TTL_MS);
  const expires = expiresAt.getTime();
  const url = `${DATA_EXPORT_PATH}?expires=${expires}&signature=${signature(deps.services.sessionSecret, actor.user.id, expires)}`;
  return { url, expiresAt };
}

/** Whether a link was signed for this user and has not expired. */
export function verifyDataExportLink(
  secret: string,
  input: { userId: string; expires: string | undefined; signature: string | undefined },
  now = Date.now(),
): boolean {
  const expires = Number(input.expires);
  if (!Number.isFinite(expires) || expires <= now || !input.signature) return false;
  const expected = Buffer.from(signature(secret, input.userId, expires), 'hex');
  const given = Buffer.from(input.signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
