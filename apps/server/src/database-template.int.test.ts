import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.ts';
import { writeDatabaseTemplate } from './database-template.ts';
import { seedModules } from './modules.ts';
import { openDatabase } from './platform/db/database.ts';
import { unpackPgliteTemplate } from './platform/db/pglite-template.ts';

const journal = fileURLToPath(new URL('../drizzle/meta/_journal.json', import.meta.url));

let folder: string;
let template: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'kreda-db-template-'));
  template = await writeDatabaseTemplate(path.join(folder, 'template.tar.gz'));
}, 120_000);
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the build’s template of a fresh embedded database', () => {
  it('opens migrated, seeded and with the job queues, so a first start has nothing left to do', async () => {
    const dataDir = path.join(folder, 'data', 'db');
    expect(await unpackPgliteTemplate(dataDir, template)).toBe(true);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const migrations = (JSON.parse(await readFile(journal, 'utf8')) as { entries: unknown[] }).entries;
      const applied = async () =>
        (await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations')).rows;
      expect(await applied()).toEqual([{ n: migrations.length }]);
      await database.migrate();
      expect(await applied()).toEqual([{ n: migrations.length }]);

      // Every dataset and the default plan are already there: the start's seeds compare and skip
      // (a seed that writes says so at info level).
      const said: string[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => said.push(line) });
      await seedModules({ db: database.db, logger, config: loadConfig({}) });
      expect(said).toEqual([]);
      expect((await database.executeSql('select count(*)::int as n from reference_seeds')).rows).not.toEqual([
        { n: 0 },
      ]);

      expect((await database.executeSql('select count(*)::int as n from pgboss.version')).rows).toEqual([
        { n: 1 },
      ]);
      // Every module's queue is there, so the start creates none.
      const queues = (await database.executeSql('select name from pgboss.queue')).rows;
      expect(queues).toContainEqual({ name: 'materials-extract' });
      // Nothing of an installation: no account, no session, no job.
      for (const table of ['users', 'auth_sessions', 'pgboss.job']) {
        expect((await database.executeSql(`select count(*)::int as n from ${table}`)).rows).toEqual([
          { n: 0 },
        ]);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
