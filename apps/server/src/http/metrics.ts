import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/database.ts';
import { jobQueueLines, type Metrics } from '../platform/metrics.ts';
import { sameSecret } from './basic-auth.ts';

/** Job states worth watching: waiting (created, retry), running (active) and failed. */
const WATCHED_STATES = ['created', 'retry', 'active', 'failed'];

async function jobQueues(database: Database) {
  const { rows } = await database.executeSql(
    `SELECT name AS queue, state::text AS state, count(*)::int AS count
       FROM pgboss.job WHERE state::text = ANY($1::text[]) GROUP BY name, state ORDER BY name, state`,
    [WATCHED_STATES],
  );
  return rows as { queue: string; state: string; count: number }[];
}

/**
 * `GET /api/metrics` (Prometheus text) for the operator's scraper, behind `Authorization: Bearer
 * <METRICS_TOKEN>`; without the token configured there is no endpoint and nothing is counted.
 * Every answered request is counted by its route pattern (never the raw path: ids would make
 * unbounded series).
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; metrics: Metrics; database: Database },
): void {
  const { token, metrics, database } = options;
  if (!token || !metrics.enabled) return;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/api/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('Brak dostępu.');
    let queues: string[];
    try {
      queues = jobQueueLines(await jobQueues(database));
    } catch (error) {
      // The job tables not there yet (a first start) leave the queues out, not the counters.
      request.log.warn({ err: error }, 'metrics: the job queues could not be read');
      queues = [];
    }
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(metrics.render(queues));
  });
}
