import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Schema, schema } from './schema.ts';

/** One database type for both drivers: PGlite (embedded) and node-postgres (scaled). */
export type DB = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: DB;
  readonly driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Embedded PGlite in `dataDir/db` unless a PostgreSQL URL is configured. */
export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  return databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  let dataDir: string | undefined;
  if (target.kind === 'pglite') {
    dataDir = target.dataDir;
    await mkdir(path.dirname(dataDir), { recursive: true });
  }
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return wrap(drizzlePglite({ client, schema }), 'pglite', migratePglite, () => client.close());
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return wrap(drizzleNodePg({ client: pool, schema }), 'postgres', migrateNodePg, () => pool.end());
}

/** The driver-independent part: one DB type, ping with a timeout, close once. */
function wrap<D>(
  driverDb: D,
  driver: Database['driver'],
  runMigrations: (db: D, config: { migrationsFolder: string }) => Promise<void>,
  closeClient: () => Promise<void>,
): Database {
  const db = driverDb as unknown as DB;
  let closed = false;
  return {
    db,
    driver,
    migrate: () => runMigrations(driverDb, { migrationsFolder }),
    ping: (timeoutMs) =>
      withTimeout(
        pingQuery(db, () => closed),
        timeoutMs,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}

async function pingQuery(db: DB, isClosed: () => boolean): Promise<void> {
  if (isClosed()) throw new Error('database closed');
  await db.execute(sql`select 1`);
}

function withTimeout<T>(promise: Promise<T>, timeoutMs = 2_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
