import { type App, type AppDeps, buildApp } from './app.ts';
import type { Config } from './config/config.ts';
import { seedReferenceData } from './modules/reference/seed.ts';
import { type Database, databaseTarget, openDatabase } from './platform/db/database.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { openPubSub } from './platform/pubsub/pubsub.ts';
import { resolveSessionSecret } from './platform/secrets.ts';

export interface Runtime {
  app: App;
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
}

/** Opens the database, migrates, seeds reference data, and starts listening. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const startedAt = performance.now();
  const database =
    options.database ?? (await openDatabase(databaseTarget(config.databaseUrl, config.dataDir)));
  let pubsub: ReturnType<typeof openPubSub> | undefined;
  try {
    await database.migrate();
    const seed = await seedReferenceData(database.db);
    if (seed.applied.length) logger.info({ datasets: seed.applied }, 'reference data seeded');
    // Generated on first start when not configured; the accounts module signs with it.
    await resolveSessionSecret(config.sessionSecret, config.dataDir);
    pubsub = openPubSub(config.redisUrl);
    const app = await buildApp({ config, logger, database, pubsub, webDist: options.webDist });
    const url = await app.fastify.listen({ host: config.host, port: config.port });
    logger.info(
      { url, db: database.driver, startupMs: Math.round(performance.now() - startedAt) },
      'Kreda is ready',
    );
    const pubsubHandle = pubsub;
    let stopping: Promise<void> | undefined;
    return {
      app,
      database,
      logger,
      url,
      stop: () => {
        stopping ??= (async () => {
          await app.close();
          await pubsubHandle.close();
          await database.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await pubsub?.close();
    await database.close();
    throw error;
  }
}
