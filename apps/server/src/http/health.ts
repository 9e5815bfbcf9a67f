import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/database.ts';

/** What the health answer adds about features that can run degraded (e.g. search without vectors). */
export type HealthDetails = () => Record<string, unknown>;

/**
 * `GET /api/health`: 200 with `db: ok`, or 503 with `db: down` when the database does not answer;
 * with `details` (e.g. `search: { mode: 'lexical', reason }`), which never change the status.
 */
export function registerHealth(
  app: FastifyInstance,
  database: Database,
  version: string,
  details: HealthDetails = () => ({}),
) {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping(2_000);
      return { status: 'ok', db: 'ok', version, details: details() };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database is not reachable');
      return reply.code(503).send({ status: 'error', db: 'down', version });
    }
  });
}
