import { loadConfig } from '../config/config.ts';
import { defineJobs } from '../job-registry.ts';
import { recordAiCall } from '../modules/usage/service.ts';
import { createAiService } from '../platform/ai/ai.ts';
import { databaseTarget, openDatabase } from '../platform/db/database.ts';
import { createOcrEngine } from '../platform/extraction/ocr.ts';
import { openJobQueue } from '../platform/jobs/jobs.ts';
import { createLogger } from '../platform/logger.ts';
import { openPubSub } from '../platform/pubsub/pubsub.ts';
import { createFileStorage } from '../platform/storage/file-storage.ts';
import { createYoutubeClient } from '../platform/youtube/youtube.ts';

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
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
const pubsub = openPubSub(config.redisUrl);
const ocr = createOcrEngine({ logger });
const jobs = openJobQueue(database, { logger, runWorkers: true, singleProcess: false });
await defineJobs(jobs, {
  database,
  storage: createFileStorage(config),
  pubsub: pubsub.pubsub,
  logger,
  ocr,
  youtube: createYoutubeClient({ origin: config.youtubeOrigin }),
  ai: createAiService(config.ai, { logger, onUsage: (record) => recordAiCall(database.db, record) }),
});
await jobs.start();
logger.info('Kreda worker is running jobs');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping');
  await jobs.stop();
  await ocr.close();
  await pubsub.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
