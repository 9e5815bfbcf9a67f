import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { trackCommits } from './after-commit.ts';
import { unpackPgliteTemplate } from './pglite-template.ts';
import { traceStatementsOfPglite, traceStatementsOfPool } from './statement-spans.ts';

/**
 * One database type for both drivers: PGlite (embedded) and node-postgres (scaled). Queries use the
 * modules' tables directly (no relational query schema), so the platform knows no module.
 */
export type DB = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly db: DB;
  readonly driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Raw SQL for adapters that bring their own queries (pg-boss). Without parameters the text may
   * hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole data folder as a gzipped tarball, checkpointed first so that opening it
   * replays no WAL (the build's template of a fresh database, `database-template.ts`).
   */
  dumpDataDir?(): Promise<Uint8Array>;
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
    // A new folder starts from the build's template instead of running initdb (see the module).
    await unpackPgliteTemplate(dataDir);
  }
  // PGlite bundles contrib extensions but loads only those named here; the migrations then run
  // CREATE EXTENSION for them (lexical search of the retrieval module). pgvector is loaded too;
  // retrieval creates it at start-up only when embeddings are configured (vectors.ts).
  const extensions = { pg_trgm, unaccent, vector };
  const client = traceStatementsOfPglite(
    watchAnswers(await PGlite.create(dataDir ? { dataDir, extensions } : { extensions })),
  );
  const executeSql = async (text: string, values: unknown[] = []) => {
    if (values.length > 0) return { rows: (await client.query(text, values)).rows };
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  const database = wrap(
    drizzlePglite({ client }),
    'pglite',
    migratePglite,
    executeSql,
    () => client.close(),
    // PGlite runs one statement at a time: under load a `select 1` waits behind every query
    // queued before it (over a second with 200 answers being written). A database that answered
    // a query within the last second is alive, so health asks only when it has been quiet.
    async () => {
      if (performance.now() - client.lastAnswerAt < 1_000) return;
      await client.query('select 1');
    },
  );
  return {
    ...database,
    async dumpDataDir() {
      await client.exec('CHECKPOINT');
      const tarball = await client.dumpDataDir('gzip');
      return new Uint8Array(await tarball.arrayBuffer());
    },
  };
}

/** The PGlite client, noting when it last completed a statement or transaction. */
function watchAnswers(client: PGlite): PGlite & { lastAnswerAt: number } {
  const watched = client as PGlite & { lastAnswerAt: number };
  watched.lastAnswerAt = 0;
  const noted = <T>(promise: Promise<T>): Promise<T> =>
    promise.then((value) => {
      watched.lastAnswerAt = performance.now();
      return value;
    });
  const { query, exec, transaction } = client;
  watched.query = ((...args: Parameters<PGlite['query']>) =>
    noted(query.apply(client, args))) as PGlite['query'];
  watched.exec = ((...args: Parameters<PGlite['exec']>) => noted(exec.apply(client, args))) as PGlite['exec'];
  watched.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    noted(transaction.apply(client, args))) as PGlite['transaction'];
  return watched;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = traceStatementsOfPool(
    new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 }),
  );
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const executeSql = async (text: string, values: unknown[] = []) => ({
    rows: (await pool.query(text, values)).rows as unknown[],
  });
  // Health asks on a connection of its own: a busy service has every pooled connection in use, and
  // a ping queued behind them would call a healthy database down.
  const pingPool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 2_000 });
  pingPool.on('error', () => {});
  return wrap(
    drizzleNodePg({ client: pool }),
    'postgres',
    migrateNodePg,
    executeSql,
    () => Promise.all([pool.end(), pingPool.end()]).then(() => undefined),
    async () => {
      await pingPool.query('select 1');
    },
  );
}

/** The driver-independent part: one DB type, ping with a timeout, close once. */
function wrap<D>(
  driverDb: D,
  driver: Database['driver'],
  runMigrations: (db: D, config: { migrationsFolder: string }) => Promise<void>,
  executeSql: Database['executeSql'],
  closeClient: () => Promise<void>,
  pingClient?: () => Promise<void>,
): Database {
  const db = driverDb as unknown as DB;
  // `afterCommit` callbacks run once the outermost transaction has committed.
  trackCommits(db);
  let closed = false;
  return {
    db,
    driver,
    migrate: () => runMigrations(driverDb, { migrationsFolder }),
    executeSql: (text, values) => {
      if (closed) return Promise.reject(new Error('database closed'));
      return executeSql(text, values);
    },
    ping: (timeoutMs) =>
      withTimeout(
        pingQuery(db, () => closed, pingClient),
        timeoutMs,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}

async function pingQuery(db: DB, isClosed: () => boolean, pingClient?: () => Promise<void>): Promise<void> {
  if (isClosed()) throw new Error('database closed');
  if (pingClient) await pingClient();
  else await db.execute(sql`select 1`);
}

function withTimeout<T>(promise: Promise<T>, timeoutMs = 2_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
