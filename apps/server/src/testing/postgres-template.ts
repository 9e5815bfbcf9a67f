import pg from 'pg';
import { loadConfig } from '../config/config.ts';
import { startServer } from '../runtime.ts';
import { snapshotKey } from './db-snapshot.ts';

/*
 * The PostgreSQL twin of the PGlite snapshot (db-snapshot.ts): migrating and seeding a fresh
 * database is most of a test server's start, so the first test server of a run builds a migrated,
 * seeded database once — under an advisory lock, so parallel workers build it once between them —
 * and keeps it as a template named after the snapshot key; every test server's fresh database is
 * then a copy (`create database … template …`). The server still runs its migrations and seeds on
 * start, which find nothing to do. Templates of other keys (older migrations) are dropped when a
 * new one is built.
 */

const PREFIX = 'kreda_tpl_';
const LOCK = 7_314_159; // any number no other code locks on

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function build(adminUrl: string, client: pg.Client, name: string): Promise<void> {
  const building = `${name}_b${process.pid}`;
  await client.query(`drop database if exists "${building}" with (force)`);
  await client.query(`create database "${building}"`);
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: urlOf(adminUrl, building),
    JOBS_IN_SERVER: 'true',
  });
  const runtime = await startServer(config, { webDist: null });
  await runtime.stop();
  await client.query(`alter database "${building}" rename to "${name}"`);
  const others = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like '${PREFIX}%' and datname <> $1`,
    [name],
  );
  for (const { datname } of others.rows)
    await client.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
}

let template: Promise<string> | undefined;

/** The name of the migrated, seeded template database on the server of `adminUrl`, built on first use. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `${PREFIX}${await snapshotKey()}`;
    await withAdmin(adminUrl, async (client) => {
      await client.query('select pg_advisory_lock($1)', [LOCK]);
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount === 0) await build(adminUrl, client, name);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [LOCK]);
      }
    });
    return name;
  })();
  template.catch(() => {
    template = undefined;
  });
  return template;
}
