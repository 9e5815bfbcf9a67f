import { loadConfig } from '../config/config.ts';
import { seedModules } from '../modules.ts';
import { databaseTarget, openDatabase } from '../platform/db/database.ts';
import { createLogger } from '../platform/logger.ts';

/** `npm run db:seed`: migrates, then runs every module's seed (unchanged datasets are skipped). */
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
try {
  await database.migrate();
  await seedModules({ db: database.db, logger, config });
  logger.info('seeding finished');
} finally {
  await database.close();
}
