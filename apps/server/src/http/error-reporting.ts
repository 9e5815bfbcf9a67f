import { shouldReport } from '@kreda/shared/error-reporting';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReporter } from '../platform/error-reporting.ts';

/**
 * The status Fastify's default error handler answers a thrown error with: the one the route set,
 * else the error's own 4xx/5xx status (a body that is no JSON: 400), else 500.
 */
export function answeredStatus(error: FastifyError, reply: Pick<FastifyReply, 'statusCode'>): number {
  if (reply.statusCode >= 400) return reply.statusCode;
  const status = error.statusCode ?? (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * Sends errors thrown by the HTTP routes (files, covers, the data export, webhooks, a request
 * Fastify could not read) to error reporting, unless answered with 300–499, with the signed-in
 * user's id and the route's pattern (never its raw path). GraphQL errors are answered inside the
 * route and reported by the GraphQL plugin instead. Without SENTRY_DSN no hook is added.
 */
export function registerRouteErrorReporting(
  fastify: FastifyInstance,
  reporter: ErrorReporter,
  userIdOf: (request: FastifyRequest) => Promise<string | null>,
): void {
  if (!reporter.enabled) return;
  fastify.addHook('onError', async (request, reply, error) => {
    const status = answeredStatus(error, reply);
    if (!shouldReport(status)) return;
    const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    // The answer does not wait for the user's lookup.
    void userIdOf(request)
      .catch(() => null)
      .then((userId) => reporter.report(error, { userId, status, tags: { route } }));
  });
}
