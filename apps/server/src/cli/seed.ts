import { loadConfig } from '../config/config.ts';
import { seedReferenceData } from '../modules/reference/seed.ts';
import { seedDefaultPlan } from '../modules/usage/seed.ts';
import { databaseTarget, openDatabase } from '../platform/db/database.ts';

/** `npm run db:seed`: migrates, then seeds reference data (unchanged datasets are skipped). */
const config = loadConfig(process.env);
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
try {
  await database.migrate();
  const report = await seedReferenceData(database.db);
  const plan = await seedDefaultPlan(database.db);
  console.log(
    `Seeded: ${report.applied.join(', ') || 'nothing changed'}; unchanged: ${report.skipped.join(', ') || '-'}`,
  );
  console.log(
    `Default plan: ${plan.planCreated ? 'created' : 'present'}; limits added: ${plan.limitsAdded.join(', ') || '-'}`,
  );
} finally {
  await database.close();
}
