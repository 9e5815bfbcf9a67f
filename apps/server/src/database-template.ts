import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config/config.ts';
import { seedModules } from './modules.ts';
import { openDatabase } from './platform/db/database.ts';
import { defaultTemplateFile } from './platform/db/pglite-template.ts';
import { createLogger } from './platform/logger.ts';
import { openDeps } from './services.ts';

/**
 * Writes the build's template of a fresh embedded database (see `platform/db/pglite-template.ts`):
 * a database made in memory, migrated, seeded and with pg-boss's schema and every module's queue,
 * as a first start leaves it, minus anything of one installation: it is made from an empty
 * environment (no ADMIN_EMAILS) and a scratch data folder (the session secret a start generates
 * stays there, and goes), and holds no account and no job. Called by
 * `scripts/make-pglite-template.mjs`.
 */
export async function writeDatabaseTemplate(file = defaultTemplateFile()): Promise<string> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'kreda-template-'));
  const config = loadConfig({ DATA_DIR: scratch });
  const logger = createLogger('warn');
  try {
    const database = await openDatabase({ kind: 'pglite-memory' });
    try {
      await database.migrate();
      await seedModules({ db: database.db, logger, config });
      // Queues are created by the job queue's start (creating one is ~40 ms of partition DDL,
      // several times that on a database just opened from disk); no worker runs here.
      const opened = await openDeps(config, database, logger, { runWorkers: false });
      try {
        await opened.deps.services.jobs.start();
      } finally {
        await opened.close();
      }
      if (!database.dumpDataDir) throw new Error('the embedded database cannot be dumped');
      await writeFile(file, await database.dumpDataDir());
    } finally {
      await database.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return file;
}
