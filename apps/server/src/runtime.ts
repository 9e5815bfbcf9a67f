import type { GraphQLSchema } from 'graphql';
import { type App, type AppDeps, buildApp } from './app.ts';
import type { Config } from './config/config.ts';
import type { ModuleManifest } from './core/module.ts';
import { buildSchema } from './graphql/schema.ts';
import { loadCompiledExecution } from './graphql/yoga.ts';
import { MODULES, seedModules, startModuleTasks, stopModules } from './modules.ts';
import { type Database, databaseTarget, openDatabase } from './platform/db/database.ts';
import type { JobQueue } from './platform/jobs/jobs.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { startTracing } from './platform/tracing/tracing.ts';
import { openDeps } from './services.ts';
import { VERSION } from './version.ts';

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
  /**
   * The modules to run (default `MODULES`): tests add a manifest of their own (an event processor).
   * Their resolvers are not served: the schema is built from `MODULES`.
   */
  modules?: readonly ModuleManifest[];
}

/**
 * Opens the database (or takes the caller's) and builds the GraphQL schema, which needs none, in
 * whatever waiting opening it leaves (little with PGlite, whose open is mostly on this thread:
 * about 40 ms of a restart, bench/README.md).
 */
async function openWithSchema(
  config: Config,
  given: Database | undefined,
  phase: (name: string) => void,
): Promise<{ database: Database; schema: GraphQLSchema }> {
  const opening = given
    ? Promise.resolve(given)
    : openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
  let schema: GraphQLSchema;
  try {
    schema = buildSchema();
  } catch (error) {
    if (!given) await opening.then((opened) => opened.close()).catch(() => undefined);
    throw error;
  }
  phase('schemaMs');
  const database = await opening;
  phase('databaseMs');
  return { database, schema };
}

/**
 * Turns tracing on when configured, opens the database, migrates, seeds every module, opens the
 * adapters, starts the jobs and the modules' housekeeping, and starts listening.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<Runtime> {
  // Until the server listens, Node's event loop must not run out of handles. The start awaits
  // PGlite's WebAssembly, whose promises V8 settles through platform tasks rather than libuv, so
  // without one `uv_run` returned and Node's `DrainTasks` waited for every background task (PGlite's
  // WebAssembly tiering up, ~180 ms of a restart here) before the start could go on. With a timer
  // held, the loop waits in epoll and the platform's tasks wake it, as in a listening server.
  const hold = setInterval(() => {}, 2 ** 30);
  try {
    return await start(config, options);
  } finally {
    clearInterval(hold);
  }
}

async function start(config: Config, options: StartOptions): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const startedAt = performance.now();
  // Milliseconds of each start-up phase, logged with "Kreda is ready" (bench/cold-start.ts reads them).
  const phases: Record<string, number> = { importsMs: Math.round(startedAt) };
  let phaseStart = startedAt;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  const modules = options.modules ?? MODULES;
  // First: the HTTP server and the GraphQL envelop register their spans only while it is on.
  const tracing = await startTracing(config.tracing, { logger, version: VERSION });
  const { database, schema } = await openWithSchema(config, options.database, phase).catch(async (error) => {
    await tracing.shutdown();
    throw error;
  });
  let opened: Awaited<ReturnType<typeof openDeps>> | undefined;
  let tasks: { stop(): void } | undefined;
  try {
    await database.migrate();
    phase('migrateMs');
    await seedModules({ db: database.db, logger, config }, modules);
    phase('seedMs');
    opened = await openDeps(config, database, logger, {
      runWorkers: config.jobsInServer,
      ...(options.rateLimitPrefix ? { rateLimitPrefix: options.rateLimitPrefix } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      modules,
    });
    const { deps } = opened;
    phase('depsMs');
    await deps.services.jobs.start();
    phase('jobsMs');
    tasks = await startModuleTasks(deps, logger, modules);
    phase('tasksMs');
    const app = await buildApp({ config, logger, database, deps, webDist: options.webDist, schema });
    phase('appMs');
    const url = await app.fastify.listen({ host: config.host, port: config.port });
    phase('listenMs');
    // Deferred until the server answers: queries run on graphql-js meanwhile (ADR 014).
    loadCompiledExecution().catch((error: unknown) =>
      logger.warn({ err: error }, 'graphql-jit did not load: operations stay on graphql-js'),
    );
    logger.info(
      { url, db: database.driver, startupMs: Math.round(performance.now() - startedAt), phases },
      'Kreda is ready',
    );
    const handle = opened;
    const housekeeping = tasks;
    let stopping: Promise<void> | undefined;
    return {
      app,
      jobs: deps.services.jobs,
      database,
      logger,
      url,
      stop: () => {
        stopping ??= (async () => {
          housekeeping.stop();
          await app.close();
          await stopModules(modules);
          await handle.close();
          await database.close();
          // Last, so the spans of everything above are sent.
          await tracing.shutdown();
        })();
        return stopping;
      },
    };
  } catch (error) {
    tasks?.stop();
    await opened?.close();
    await database.close();
    await tracing.shutdown();
    throw error;
  }
}
