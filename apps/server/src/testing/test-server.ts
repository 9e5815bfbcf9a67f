import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../config/config.ts';
import type { ModuleManifest } from '../core/module.ts';
import { loadCompiledExecution } from '../graphql/yoga.ts';
import { type Database, openDatabase } from '../platform/db/database.ts';
import { type Runtime, startServer } from '../runtime.ts';
import { copySeededDatabase } from './db-snapshot.ts';
import { createFreshPostgresDatabase } from './fresh-postgres.ts';
import { TEST_OPERATOR_ENV } from './operator-env.ts';
import { postgresTemplate } from './postgres-template.ts';
import { type GqlSender, sessionClient } from './session-client.ts';

/**
 * Starts the real server in-process on port 0 on a database of its own: by default embedded PGlite
 * in a temporary data folder, copied from a once-seeded snapshot (testing/db-snapshot.ts;
 * `KREDA_TEST_DB_SNAPSHOT=off` uses a fresh in-memory PGlite instead), or a fresh PostgreSQL
 * database (created from a once-seeded template, postgres-template.ts, and dropped here) when
 * DATABASE_URL is set, so the same suite runs on both.
 */
export interface TestServer {
  url: string;
  config: Config;
  runtime: Runtime;
  database: Database;
  /** POSTs a GraphQL operation the way the web client does (CSRF header, JSON), without cookies. */
  gql: GqlSender;
  stop(): Promise<void>;
}

const baseEnv = loadConfig({ ...process.env, NODE_ENV: 'test' });

export interface TestServerOptions {
  /** The modules the server runs instead of `MODULES` (e.g. `[...MODULES, probe]` to add a processor). */
  modules?: readonly ModuleManifest[];
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const startedAt = performance.now();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-test-'));
  const fresh = baseEnv.databaseUrl
    ? await createFreshPostgresDatabase(baseEnv.databaseUrl, 'kreda_test', {
        ...(process.env.KREDA_TEST_DB_SNAPSHOT === 'off'
          ? {}
          : { template: await postgresTemplate(baseEnv.databaseUrl) }),
      })
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    // Tests exercise jobs end to end on both databases, so the test server always runs them.
    JOBS_IN_SERVER: 'true',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    // Production refuses to start without the operator the legal pages name.
    ...(env.NODE_ENV === 'production' ? TEST_OPERATOR_ENV : {}),
    ...env,
  });
  const useSnapshot = !fresh && process.env.KREDA_TEST_DB_SNAPSHOT !== 'off';
  if (useSnapshot) await copySeededDatabase(dataDir);
  // With the snapshot the server opens DATA_DIR/db itself, as the embedded production mode does.
  const database = useSnapshot
    ? undefined
    : await openDatabase(fresh ? { kind: 'postgres', url: fresh.url } : { kind: 'pglite-memory' });
  const runtime = await startServer(config, {
    ...(database ? { database } : {}),
    webDist: null,
    ...(options.modules ? { modules: options.modules } : {}),
    // Servers of one run share Redis: each keeps its own rate-limit counters.
    rateLimitPrefix: `kreda-test-${Math.random().toString(36).slice(2, 10)}`,
  });
  // Every test runs on the compiled executor, as a server does a moment after it starts.
  await loadCompiledExecution();
  const url = runtime.url;
  if (process.env.KREDA_TEST_TIMING)
    process.stderr.write(`[timing] startTestServer ${Math.round(performance.now() - startedAt)} ms\n`);
  return {
    url,
    config,
    runtime,
    database: runtime.database,
    // A cookie-less session client: the same request, and cookies set in answers are dropped.
    gql: ((query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) =>
      sessionClient({ url }).gql(query, variables, headers)) as GqlSender,
    async stop() {
      await runtime.stop();
      await fresh?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Queryable = { query: (...args: unknown[]) => unknown };

/** The job queue's own statements (pg-boss's and its leases') and transaction control. */
const QUEUE_OR_CONTROL = /pgboss|job_leases|^\s*(begin|commit|rollback)\b/i;

/**
 * Counts the SQL statements the server sends while `work` runs whose text matches `filter`, by
 * wrapping the driver's `query` (PGlite's client or node-postgres's pool; both answer Drizzle) and
 * that of every transaction it opens (PGlite's transaction object, a pool's checked-out client).
 * Transaction control (`begin`, `commit`) never counts, so both drivers count alike, and neither do
 * the job queue's statements (pg-boss's, the leases'): it polls the same database in the background.
 */
export async function countStatements(
  server: Pick<TestServer, 'database'>,
  work: () => Promise<unknown>,
  filter: RegExp = /./,
): Promise<number> {
  const client = (server.database.db as unknown as { $client: Queryable & Record<string, unknown> }).$client;
  let count = 0;
  const undo: (() => void)[] = [];
  /** Counts `target`'s statements until `restore()` (or the end of the count). */
  const tap = (target: Queryable) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
      if (!QUEUE_OR_CONTROL.test(text) && filter.test(text)) count++;
      return original.apply(this, args);
    };
    const restore = () => {
      target.query = original;
    };
    undo.push(restore);
    return restore;
  };
  /** Replaces `client[name]` with `wrap(original)` until the count ends. */
  const around = <F extends (...args: never[]) => unknown>(name: string, wrap: (original: F) => F) => {
    const original = client[name] as F | undefined;
    if (typeof original !== 'function') return;
    client[name] = wrap(original);
    undo.push(() => {
      client[name] = original;
    });
  };
  tap(client);
  // PGlite: `transaction(fn)` hands `fn` its own object to query.
  around<(fn: (tx: Queryable) => unknown) => unknown>(
    'transaction',
    (original) =>
      function (this: unknown, fn) {
        return original.call(this, (tx: Queryable) => {
          tap(tx);
          return fn(tx);
        });
      },
  );
  // node-postgres: a transaction checks a client out of the pool (the promise form), counted until
  // it is released. The pool's own `query` checks one out with a callback: counted already.
  around<(...args: unknown[]) => unknown>(
    'connect',
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        if (args.some((arg) => typeof arg === 'function')) return original.apply(this, args);
        return (
          original.apply(this, args) as Promise<Queryable & { release: (...a: unknown[]) => unknown }>
        ).then((checkedOut) => {
          const restore = tap(checkedOut);
          const release = checkedOut.release;
          checkedOut.release = function (this: unknown, ...releaseArgs: unknown[]) {
            restore();
            checkedOut.release = release;
            return release.apply(this, releaseArgs);
          };
          undo.push(() => {
            checkedOut.release = release;
          });
          return checkedOut;
        });
      },
  );
  try {
    await work();
  } finally {
    for (const step of undo.reverse()) step();
  }
  return count;
}
