import { loadConfig } from '../config/config.ts';
import { createOrPromoteAdmin } from '../modules/auth/index.ts';
import { databaseTarget, openDatabase } from '../platform/db/database.ts';

/**
 * `npm run admin:create -- <email>`: makes an administrator. With the embedded database, stop the
 * server first (PGlite allows one process per data folder).
 */
const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:create -- <email>');
  process.exit(64);
}
const config = loadConfig(process.env);
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
try {
  await database.migrate();
  const result = await createOrPromoteAdmin(database.db, email);
  if (result.kind === 'created') {
    console.log(`Created administrator ${result.email}.`);
    console.log(`One-time password (shown only now; change it in /app/settings): ${result.password}`);
  } else if (result.kind === 'promoted') {
    console.log(`${result.email} is now an administrator. Sign out and in again to see /admin.`);
  } else {
    console.log(`${result.email} is already an administrator.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
