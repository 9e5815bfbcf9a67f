import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import type { RateLimiter, RateLimiterFactory } from '../../platform/rate-limit.ts';

/*
 * "Pobierz moje dane" (GDPR art. 15 and 20): `requestDataExport` counts the request and answers a
 * short-lived, single-use link signed for this user; GET /api/account/export
 * (http/account-export.ts) checks the link and the session together, like a file download, uses
 * the link up and streams the ZIP.
 */

export const DATA_EXPORT_PATH = '/api/account/export';
const LINK_TTL_SECONDS = 5 * 60;

/**
 * Archives a user may ask for: building one reads everything they have, files included. Each link
 * opens once: its one use is counted for as long as it could live, so the first download uses it
 * up (in Redis when there is one, so on every instance).
 */
export const DATA_EXPORT_LIMITS = {
  requests: { points: 5, durationSeconds: 60 * 60 },
  linkUses: { points: 1, durationSeconds: LINK_TTL_SECONDS },
} as const;

const limiters = new WeakMap<RateLimiterFactory, Record<keyof typeof DATA_EXPORT_LIMITS, RateLimiter>>();

/** The export limiters of one server, created once. */
function dataExportLimiters(factory: RateLimiterFactory) {
  let found = limiters.get(factory);
  if (!found) {
    found = {
      requests: factory.create('account:export-requests', DATA_EXPORT_LIMITS.requests),
      linkUses: factory.create('account:export-link-uses', DATA_EXPORT_LIMITS.linkUses),
    };
    limiters.set(factory, found);
  }
  return found;
}

function signature(secret: string, userId: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`data-export\0${userId}\0${id}\0${expires}`).digest('hex');
}

/**
 * A link to the user's archive: valid for five minutes, only with the same user's session, and
 * once. Each link has an id of its own, so two links asked for in one moment are two links.
 */
export async function requestDataExport(deps: Pick<Deps, 'services'>, actor: Actor) {
  await ensureAllowed(
    [dataExportLimiters(deps.services.rateLimiters).requests.hit(actor.user.id)],
    'Kopię danych można pobrać kilka razy na godzinę.',
  );
  const expiresAt = new Date(Date.now() + LINK_TTL_SECONDS * 1000);
  const expires = expiresAt.getTime();
  const id = randomBytes(16).toString('hex');
  const signed = signature(deps.services.sessionSecret, actor.user.id, id, expires);
  return { url: `${DATA_EXPORT_PATH}?id=${id}&expires=${expires}&signature=${signed}`, expiresAt };
}

interface DataExportLinkQuery {
  id?: string | undefined;
  expires?: string | undefined;
  signature?: string | undefined;
}

/** Whether a link was signed for this user and has not expired (used or not). */
export function verifyDataExportLink(
  secret: string,
  input: DataExportLinkQuery & { userId: string },
  now = Date.now(),
): boolean {
  const expires = Number(input.expires);
  if (!Number.isFinite(expires) || expires <= now || !input.id || !input.signature) return false;
  const expected = Buffer.from(signature(secret, input.userId, input.id, expires), 'hex');
  const given = Buffer.from(input.signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Uses a verified link up; false when it was used before. One counter per link, taken in one
 * atomic step, so of two downloads racing for it exactly one wins.
 */
export async function useDataExportLink(
  deps: Pick<Deps, 'services'>,
  input: { userId: string; id: string },
): Promise<boolean> {
  const wait = await dataExportLimiters(deps.services.rateLimiters).linkUses.hit(
    `${input.userId}:${input.id}`,
  );
  return wait === 0;
}
