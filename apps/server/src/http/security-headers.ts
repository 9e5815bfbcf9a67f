import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // KaTeX and a few UI libraries set inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Conservative browser security headers on every response. */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=()');
    // GraphiQL (development only) needs inline scripts; everything else gets the strict policy.
    if (!request.url.startsWith('/api/graphql'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
