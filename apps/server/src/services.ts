import type { Config } from './config/config.ts';
import type { AppServices, Deps } from './core/deps.ts';
import type { ModuleManifest } from './core/module.ts';
import { recordAiCall } from './modules/usage/index.ts';
import {
  createHooks,
  MODULES,
  moduleChatSubjects,
  moduleEventProcessors,
  moduleExerciseOwners,
  moduleJobs,
  moduleNoteGenerators,
  moduleShareables,
  moduleSourceProviders,
  moduleVisionReaders,
} from './modules.ts';
import { createAiService } from './platform/ai/ai.ts';
import type { Database } from './platform/db/database.ts';
import { createDelivery } from './platform/delivery/delivery.ts';
import { openErrorReporting } from './platform/error-reporting.ts';
import { createOcrEngine } from './platform/extraction/ocr.ts';
import { openJobQueue } from './platform/jobs/jobs.ts';
import type { Logger } from './platform/logger.ts';
import { createMetrics } from './platform/metrics.ts';
import { openPubSub, type PubSubHandle } from './platform/pubsub/pubsub.ts';
import { openRateLimiters } from './platform/rate-limit.ts';
import { resolveSessionSecret } from './platform/secrets.ts';
import { createFileStorage } from './platform/storage/file-storage.ts';
import { createTurnstileVerifier } from './platform/turnstile.ts';
import { createYoutubeClient } from './platform/youtube/youtube.ts';
import { VERSION } from './version.ts';

export interface ServiceOptions {
  /** Run job handlers in this process (embedded server, `npm run worker`); else only enqueue. */
  runWorkers: boolean;
  /** Prefix of rate-limit keys in Redis; tests give each server its own. */
  rateLimitPrefix?: string;
  /** Replaces fetch for outside services in tests (Turnstile, YouTube, the AI provider). */
  fetch?: typeof fetch;
  /**
   * The modules whose jobs, hooks, source providers and event processors this process runs
   * (default `MODULES`); a test adds a manifest of its own, e.g. an event processor.
   */
  modules?: readonly ModuleManifest[];
}

/** The adapters of one process and the dependencies commands and jobs get, with their closing. */
export interface OpenedDeps {
  deps: Deps;
  pubsub: PubSubHandle;
  /** Closes what `openDeps` opened, in reverse; the database stays open (its opener closes it). */
  close(): Promise<void>;
}

/**
 * Opens every adapter once per process (server and worker alike), defines every module's jobs and
 * builds the transport-free `Deps`. On failure, whatever was opened is closed again.
 */
export async function openDeps(
  config: Config,
  database: Database,
  logger: Logger,
  options: ServiceOptions,
): Promise<OpenedDeps> {
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => {});
  };
  const modules = options.modules ?? MODULES;
  try {
    // First opened, last closed: a failure anywhere below is reported, and shutdown sends what is queued.
    const errors = await openErrorReporting(config.errorReporting, { release: VERSION, logger });
    closers.push(() => errors.close());
    // Generated on first start when not configured; the accounts module signs with it.
    const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
    const pubsub = openPubSub(config.redisUrl);
    closers.push(() => pubsub.close());
    const rateLimiters = openRateLimiters(config.redisUrl, options.rateLimitPrefix);
    closers.push(() => rateLimiters.close());
    const jobs = openJobQueue(database, {
      logger,
      runWorkers: options.runWorkers,
      singleProcess: database.driver === 'pglite',
      errors,
    });
    closers.push(() => jobs.stop());
    // One OCR worker per process, started on first use and shared by every extraction.
    const ocr = createOcrEngine({ logger });
    closers.push(() => ocr.close());
    const delivery = createDelivery(config, logger);
    closers.push(() => delivery.close());
    const injected = options.fetch ? { fetch: options.fetch } : {};
    const metrics = createMetrics(config.metricsToken !== undefined);
    const services: AppServices = {
      metrics,
      errors,
      jobs,
      storage: createFileStorage(config),
      sessionSecret,
      ocr,
      rateLimiters,
      delivery,
      youtube: createYoutubeClient({ origin: config.youtubeOrigin, ...injected }),
      ai: createAiService(config.ai, {
        logger,
        ...injected,
        // Every AI call is recorded with its tokens and duration (usage statistics and cost), and
        // as a domain event in the same transaction. Called only once `deps` below exists.
        onUsage: (record) => {
          metrics.aiCall(record);
          return recordAiCall(deps, record);
        },
      }),
      turnstile: createTurnstileVerifier(config.turnstile, { logger, ...injected }),
    };
    const deps: Deps = {
      config,
      db: database.db,
      logger,
      pubsub: pubsub.pubsub,
      services,
      hooks: createHooks(() => deps, modules),
      sourceProviders: moduleSourceProviders(modules),
      chatSubjects: moduleChatSubjects(modules),
      noteGenerators: moduleNoteGenerators(modules),
      visionReaders: moduleVisionReaders(modules),
      eventProcessors: moduleEventProcessors(modules),
      exerciseOwners: moduleExerciseOwners(),
      shareables: moduleShareables(modules),
      version: VERSION,
    };
    for (const job of moduleJobs(deps, modules)) await jobs.define(job);
    return { deps, pubsub, close };
  } catch (error) {
    await close();
    throw error;
  }
}
