import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DB } from '../platform/db/database.ts';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * An in-memory PGlite migrated up to and including the migration `tag` (e.g. `0019_…`), for a test
 * of the next migration's data changes: insert rows as they were, then `migrateRest()`.
 */
export async function databaseAt(tag: string): Promise<{
  client: PGlite;
  db: DB;
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kreda-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  await migrate(drizzle({ client }), { migrationsFolder: folder });
  return {
    client,
    db: drizzle({ client }) as unknown as DB,
    migrateRest: () => migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS }),
    async close() {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
