import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { unpackPgliteTemplate } from './pglite-template.ts';

let folder: string;
let template: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'kreda-template-'));
  // A bare cluster as the template (the build's also holds the migrations and seeds:
  // database-template.int.test.ts).
  template = path.join(folder, 'template.tar.gz');
  const memory = await openDatabase({ kind: 'pglite-memory' });
  try {
    await writeFile(template, await (memory.dumpDataDir as () => Promise<Uint8Array>)());
  } finally {
    await memory.close();
  }
}, 120_000);
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('PGlite data folder template', () => {
  it('unpacks into a new folder, which PGlite opens as an existing database and migrates', async () => {
    const dataDir = path.join(folder, 'fresh', 'db');
    await mkdir(path.dirname(dataDir), { recursive: true });
    expect(await unpackPgliteTemplate(dataDir, template)).toBe(true);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect((await readdir(path.dirname(dataDir))).sort()).toEqual(['db']); // no staging folder left

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.migrate();
      const { rows } = await database.executeSql(
        "select count(*)::int as n from pg_extension where extname in ('pg_trgm', 'unaccent')",
      );
      expect(rows).toEqual([{ n: 2 }]);
      await database.db.execute(sql`create table template_probe (id int primary key)`);
      await database.db.execute(sql`insert into template_probe values (1)`);
    } finally {
      await database.close();
    }
    // Written data survives a restart on the folder made from the template.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect((await reopened.executeSql('select id from template_probe')).rows).toEqual([{ id: 1 }]);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('leaves a folder that already holds files alone, and does nothing without a template', async () => {
    const dataDir = path.join(folder, 'used', 'db');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'something'), 'x');
    expect(await unpackPgliteTemplate(dataDir, template)).toBe(false);
    expect(await readdir(dataDir)).toEqual(['something']);
    expect(
      await unpackPgliteTemplate(path.join(folder, 'none', 'db'), path.join(folder, 'missing.tar.gz')),
    ).toBe(false);
  });
});
