import { loadConfig } from '../config/config.ts';
import { databaseTarget, openDatabase } from '../platform/db/database.ts';
import { createLogger } from '../platform/logger.ts';
import { startTracing } from '../platform/tracing/tracing.ts';
import { openDeps } from '../services.ts';
import { VERSION } from '../version.ts';

/**
 * `npm run worker`: runs the durable jobs (document extraction, …) for a scaled deployment, beside
 * the API processes, on the same PostgreSQL and Redis. Start it after the API has migrated the
 * database. The embedded mode needs no worker: the server runs the jobs itself.
 */
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
if (!config.databaseUrl) {
  logger.fatal('npm run worker needs DATABASE_URL: the embedded database runs its jobs inside the server');
  process.exit(78);
}
// Each job run is a trace of its own when OTEL_EXPORTER_OTLP_ENDPOINT is set (ADR 036).
const tracing = await startTracing(config.tracing, { logger, version: VERSION });
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
const opened = await openDeps(config, database, logger, { runWorkers: true });
const { jobs } = opened.deps.services;
await jobs.start();
logger.info('Kreda worker is running jobs');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping');
  await opened.close();
  await database.close();
  await tracing.shutdown();
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
