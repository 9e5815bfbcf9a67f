import { type App, type AppDeps, buildApp } from './app.ts';
import type { Config } from './config/config.ts';
import type { AppServices } from './graphql/context.ts';
import { defineJobs } from './job-registry.ts';
import { pruneAuthRecords } from './modules/auth/sessions.ts';
import { stopAllGenerations } from './modules/conversations/generation.ts';
import { failInterruptedGenerations } from './modules/conversations/service.ts';
import { seedReferenceData } from './modules/reference/seed.ts';
import { seedDefaultPlan } from './modules/usage/seed.ts';
import { recordAiCall } from './modules/usage/service.ts';
import { promoteAdmins } from './modules/users/service.ts';
import { createAiService } from './platform/ai/ai.ts';
import { type Database, databaseTarget, openDatabase } from './platform/db/database.ts';
import { createDelivery } from './platform/delivery/delivery.ts';
import { createOcrEngine, type OcrEngine } from './platform/extraction/ocr.ts';
import { type JobQueue, openJobQueue } from './platform/jobs/jobs.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { openPubSub } from './platform/pubsub/pubsub.ts';
import { openRateLimiters, type RateLimiterFactory } from './platform/rate-limit.ts';
import { resolveSessionSecret } from './platform/secrets.ts';
import { createFileStorage } from './platform/storage/file-storage.ts';
import { createTurnstileVerifier } from './platform/turnstile.ts';
import { createYoutubeClient } from './platform/youtube/youtube.ts';

const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** An answer untouched this long belongs to a process that stopped (answers save every second). */
const STALE_GENERATION_MS = 3 * 60 * 1000;

export interface Runtime {
  app: App;
  jobs: JobQueue;
  database: Database;
  logger: Logger;
  /** The address the server listens on, e.g. `http://127.0.0.1:3000`. */
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Overrides the database chosen from the config (tests use in-memory PGlite). */
  database?: Database;
  webDist?: AppDeps['webDist'];
  logger?: Logger;
  /** Prefix of rate-limit keys in Redis; tests give each server its own. */
  rateLimitPrefix?: string;
  /** Replaces fetch for Turnstile verification in tests (SMS gateways are pointed at fakes by URL). */
  fetch?: typeof fetch;
}

/** Opens the database, migrates, seeds reference data, and starts listening. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const startedAt = performance.now();
  const database =
    options.database ?? (await openDatabase(databaseTarget(config.databaseUrl, config.dataDir)));
  let pubsub: ReturnType<typeof openPubSub> | undefined;
  let rateLimiters: RateLimiterFactory | undefined;
  let services: AppServices | undefined;
  let jobs: JobQueue | undefined;
  let ocr: OcrEngine | undefined;
  const timers: NodeJS.Timeout[] = [];
  try {
    await database.migrate();
    const seed = await seedReferenceData(database.db);
    if (seed.applied.length) logger.info({ datasets: seed.applied }, 'reference data seeded');
    const plan = await seedDefaultPlan(database.db);
    if (plan.planCreated || plan.limitsAdded.length) logger.info(plan, 'default plan seeded');
    // ADMIN_EMAILS also applies to accounts that exist already (verified ones only).
    const promoted = await promoteAdmins(database.db, config.adminEmails);
    if (promoted) logger.info({ promoted }, 'accounts promoted to ADMIN from ADMIN_EMAILS');
    // Generated on first start when not configured; the accounts module signs with it.
    const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
    pubsub = openPubSub(config.redisUrl);
    rateLimiters = openRateLimiters(config.redisUrl, options.rateLimitPrefix);
    jobs = openJobQueue(database, {
      logger,
      runWorkers: config.jobsInServer,
      singleProcess: database.driver === 'pglite',
    });
    const storage = createFileStorage(config);
    // One OCR worker per process, started on first use and shared by every extraction.
    ocr = createOcrEngine({ logger });
    const youtube = createYoutubeClient({
      origin: config.youtubeOrigin,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const ai = createAiService(config.ai, {
      logger,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      // Every AI call is recorded with its tokens and duration (usage statistics and cost).
      onUsage: (record) => recordAiCall(database.db, record),
    });
    await defineJobs(jobs, { database, storage, pubsub: pubsub.pubsub, logger, ocr, youtube, ai });
    await jobs.start();
    // Answers are written by the process that started them. The embedded server is the only
    // writer, so whatever it was writing when it stopped can never finish; scaled processes only
    // end answers nobody has touched for a while.
    if (database.driver === 'pglite') await failInterruptedGenerations(database.db, new Date());
    const sweepGenerations = () =>
      failInterruptedGenerations(database.db, new Date(Date.now() - STALE_GENERATION_MS)).catch(
        (error: unknown) => logger.warn({ err: error }, 'sweeping interrupted answers failed'),
      );
    const sweepTimer = setInterval(sweepGenerations, STALE_GENERATION_MS / 3);
    sweepTimer.unref();
    timers.push(sweepTimer);
    services = {
      jobs,
      storage,
      sessionSecret,
      ai,
      ocr,
      rateLimiters,
      delivery: createDelivery(config, logger),
      turnstile: createTurnstileVerifier(config.turnstile, {
        logger,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    };
    const app = await buildApp({ config, logger, database, pubsub, services, webDist: options.webDist });
    const url = await app.fastify.listen({ host: config.host, port: config.port });
    logger.info(
      { url, db: database.driver, startupMs: Math.round(performance.now() - startedAt) },
      'Kreda is ready',
    );
    const pubsubHandle = pubsub;
    const started = services;
    const jobQueue = jobs;
    const ocrEngine = ocr;
    // Housekeeping of dead sessions and codes; several instances doing it at once is harmless.
    const prune = () =>
      pruneAuthRecords(database.db).catch((error: unknown) => logger.warn({ err: error }, 'pruning failed'));
    void prune();
    const pruneTimer = setInterval(prune, PRUNE_INTERVAL_MS);
    pruneTimer.unref();
    let stopping: Promise<void> | undefined;
    return {
      app,
      jobs: jobQueue,
      database,
      logger,
      url,
      stop: () => {
        stopping ??= (async () => {
          clearInterval(pruneTimer);
          for (const timer of timers) clearInterval(timer);
          await app.close();
          await stopAllGenerations();
          await jobQueue.stop();
          await ocrEngine.close();
          await pubsubHandle.close();
          await started.rateLimiters.close();
          await started.delivery.close();
          await database.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    for (const timer of timers) clearInterval(timer);
    await jobs?.stop();
    await ocr?.close();
    await pubsub?.close();
    await rateLimiters?.close();
    await services?.delivery.close();
    await database.close();
    throw error;
  }
}
