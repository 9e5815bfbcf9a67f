import { loadConfig } from '../config/config.ts';
import { databaseTarget, openDatabase } from '../platform/db/database.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database. */
const config = loadConfig(process.env);
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
try {
  await database.migrate();
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
}
