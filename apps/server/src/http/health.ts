import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/database.ts';

/** `GET /api/health`: 200 with `db: ok`, or 503 with `db: down` when the database does not answer. */
export function registerHealth(app: FastifyInstance, database: Database, version: string) {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping(2_000);
      return { status: 'ok', db: 'ok', version };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database is not reachable');
      return reply.code(503).send({ status: 'error', db: 'down', version });
    }
  });
}
