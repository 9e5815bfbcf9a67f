import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';

/** The challenge that makes a browser show its login dialog; UTF-8 per RFC 7617. */
export const BASIC_AUTH_CHALLENGE = 'Basic realm="Kreda", charset="UTF-8"';

const UNAUTHORIZED_TEXT = 'Wymagane logowanie do wersji testowej.';

/** Whether an `Authorization` header carries exactly these basic credentials. */
export function isBasicAuthorized(
  header: string | undefined,
  credentials: { user: string; password: string },
): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return false;
  // Both parts are always compared, so the time taken does not tell whether the user name was right.
  const userMatches = sameSecret(decoded.slice(0, colon), credentials.user);
  const passwordMatches = sameSecret(decoded.slice(colon + 1), credentials.password);
  return userMatches && passwordMatches;
}

/** Hashing first gives equal lengths, which timingSafeEqual needs, without leaking the real length. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/**
 * What machines read without the gate's credentials: the health check, the metrics (which have
 * their own token) and Stripe's webhooks (Stripe sends no credentials; each is signed).
 */
function isOpenPath(method: string, url: string): boolean {
  const path = url.split('?', 1)[0];
  if (method === 'POST' && path === '/api/webhooks/stripe') return true;
  return (method === 'GET' || method === 'HEAD') && (path === '/api/health' || path === '/api/metrics');
}

/**
 * The optional site-wide gate of a private staging site (`SITE_BASIC_AUTH`): every request needs
 * the credentials except the health check, which load balancers call without them, and Stripe's
 * signed webhooks.
 */
export function registerBasicAuthGate(app: FastifyInstance, credentials: Config['siteBasicAuth']): void {
  if (!credentials) return;
  app.addHook('onRequest', async (request, reply) => {
    if (isOpenPath(request.method, request.url)) return;
    if (isBasicAuthorized(request.headers.authorization, credentials)) return;
    return reply
      .code(401)
      .header('www-authenticate', BASIC_AUTH_CHALLENGE)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(UNAUTHORIZED_TEXT);
  });
}
