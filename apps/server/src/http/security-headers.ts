import type { FastifyInstance } from 'fastify';

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** YouTube's privacy-enhanced player, loaded on a video's page only when the pupil presses play. */
const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The web app's one inline script (apps/web/index.html): it puts the colour scheme chosen in the
 * settings on the page before the first paint, which a script file would delay by a request.
 * Allowed by its hash alone; security-headers.test.ts fails when the script and the hash part.
 */
export const THEME_SCRIPT_HASH = "'sha256-PNIlSrFT7pmNL1EoT0wfpA9KY6Dno/M3NVoej92Tdks='";

export interface PolicyOptions {
  /** Cloudflare Turnstile is configured: its script and frame are allowed. */
  turnstile: boolean;
  /** The web app's Sentry DSN (SENTRY_WEB_DSN or SENTRY_DSN): its origin receives error reports. */
  errorReportingDsn?: string | undefined;
}

/** The policy; Turnstile and the error-reporting origin are allowed only when they are configured. */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const turnstile = options.turnstile ? ` ${TURNSTILE_ORIGIN}` : '';
  const reports = options.errorReportingDsn ? ` ${new URL(options.errorReportingDsn).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${THEME_SCRIPT_HASH}${turnstile}`,
    `frame-src 'self' ${YOUTUBE_PLAYER_ORIGIN}${turnstile}`,
    // KaTeX and a few UI libraries set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${reports}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Conservative browser security headers on every response. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  https: boolean,
  options: PolicyOptions = { turnstile: false },
) {
  const policy = contentSecurityPolicy(options);
  // A callback hook rather than an async one: no promise per response.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=()');
    // GraphiQL (development only) needs inline scripts; a route with its own policy (file downloads)
    // keeps it; everything else gets the strict policy.
    if (!request.url.startsWith('/api/graphql') && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', policy);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
