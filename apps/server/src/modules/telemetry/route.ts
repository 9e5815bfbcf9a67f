import { retryAfterText } from '@kreda/shared/accounts';
import { TELEMETRY_MAX_BYTES, TELEMETRY_PATH } from '@kreda/shared/telemetry';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../core/deps.ts';
import { cookieValue } from '../../graphql/request-info.ts';
import { ACCESS_COOKIE, loadViewer } from '../auth/index.ts';
import { parseTelemetryBatch } from './batch.ts';
import { recordTelemetry } from './record.ts';

/** Batches a signed-in user's tabs may send a minute (a tab sends one every ten seconds at most). */
export const USER_BATCHES_PER_MINUTE = 30;
/** Batches a minute from one address without a session (a school's network shares one). */
export const ADDRESS_BATCHES_PER_MINUTE = 120;

const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error });

/** Fastify's own refusals (body too large, not JSON) in Polish, as `{ error }`. */
function onRouteError(error: FastifyError, reply: FastifyReply, deps: Pick<Deps, 'logger'>) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return refuse(reply, 413, `Paczka danych jest za duża: najwyżej ${TELEMETRY_MAX_BYTES / 1024} KB.`);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return refuse(reply, 415, 'Dane o korzystaniu z aplikacji trzeba wysłać jako JSON.');
  if ((error.statusCode ?? 500) < 500)
    return refuse(reply, 400, 'Nieprawidłowa paczka danych o korzystaniu z aplikacji.');
  deps.logger.error({ err: error }, 'telemetry batch could not be stored');
  return refuse(reply, 500, 'Nie udało się zapisać danych. Spróbuj ponownie później.');
}

/**
 * `POST /api/telemetry` (ADR 037): the web app's batched product telemetry, checked strictly and
 * stored as domain events, all or none (204); a bad batch gets 400 and a Polish `{ error }`, too
 * many batches 429 with `Retry-After`. The user comes from the session cookie; without one the
 * events are anonymous. Only JSON is read, so a cross-site form cannot post here without a CORS
 * preflight, which this route never answers. With TELEMETRY_ENABLED=false the route does not exist.
 */
export function registerTelemetryRoute(app: FastifyInstance, deps: Deps): void {
  if (!deps.config.telemetryEnabled) return;
  const limiters = {
    user: deps.services.rateLimiters.create('telemetry:user', {
      points: USER_BATCHES_PER_MINUTE,
      durationSeconds: 60,
    }),
    address: deps.services.rateLimiters.create('telemetry:address', {
      points: ADDRESS_BATCHES_PER_MINUTE,
      durationSeconds: 60,
    }),
  };
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: TELEMETRY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => onRouteError(error, reply, deps));

    scope.post(TELEMETRY_PATH, { bodyLimit: TELEMETRY_MAX_BYTES }, async (request, reply) => {
      const token = cookieValue(request.headers.cookie, ACCESS_COOKIE);
      const viewer = await loadViewer(deps.db, deps.services.sessionSecret, token);
      const userId = viewer?.user.id ?? null;
      const wait = userId
        ? await limiters.user.hit(userId)
        : await limiters.address.hit(request.ip ?? 'unknown');
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return refuse(
          reply,
          429,
          `Wysłano zbyt wiele danych o korzystaniu z aplikacji. Spróbuj ponownie ${retryAfterText(wait)}.`,
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(String(request.body ?? ''));
      } catch {
        return refuse(reply, 400, 'Dane o korzystaniu z aplikacji nie są poprawnym JSON-em.');
      }
      const parsed = parseTelemetryBatch(body);
      if (!parsed.ok) return refuse(reply, 400, parsed.message);
      await recordTelemetry(deps, { userId, batch: parsed.batch, receivedAt: new Date() });
      return reply.code(204).header('cache-control', 'no-store').send();
    });
  });
}
