import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { type Config, loadConfig } from '../config/config.ts';
import { type Database, openDatabase } from '../platform/db/database.ts';
import { type Runtime, startServer } from '../runtime.ts';
import { copySeededDatabase } from './db-snapshot.ts';
import { createFreshPostgresDatabase } from './fresh-postgres.ts';
import { sessionClient } from './session-client.ts';
import type { TestServer } from './test-server.ts';

/*
 * Servers that crash and restart on the same data, for tests of recovery: embedded PGlite in a
 * temporary data folder, or a fresh PostgreSQL database when DATABASE_URL is set. The server runs
 * in this process (`startIn`) or in a child process that a test can `kill -9` (`spawnServer`).
 */

export const adminUrl = loadConfig({ ...process.env, NODE_ENV: 'test' }).databaseUrl;
const serverScript = fileURLToPath(new URL('./server-process.ts', import.meta.url));

export interface Place {
  config: Config;
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A data folder (and a fresh PostgreSQL database when configured) that survives restarts; `extraEnv`
 * (e.g. the fake AI provider) goes to every server started on it.
 */
export async function newPlace(extraEnv: Record<string, string> = {}): Promise<Place> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-crash-'));
  const fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
  if (!fresh) await copySeededDatabase(dataDir);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    // Rate-limit counters live in Redis in scaled mode and outlive a run: each place counts alone,
    // so one test's sign-ups (or yesterday's run) never spend another's limit.
    TEST_RATE_LIMIT_PREFIX: `kreda-test-${path.basename(dataDir)}`,
    ...extraEnv,
  };
  return {
    env,
    config: loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      JOBS_IN_SERVER: 'true',
      ...env,
    }),
    open: () =>
      openDatabase(
        fresh ? { kind: 'postgres', url: fresh.url } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      ),
    async drop() {
      await fresh?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The factories' view of whichever server is running now (the address changes on restart). */
export function serverHandle(place: Place): TestServer & { runtime: Runtime } {
  const handle = {
    url: '',
    config: place.config,
    runtime: undefined as unknown as Runtime,
    get database() {
      return handle.runtime.database;
    },
    gql: ((query: string, variables?: Record<string, unknown>) =>
      sessionClient(handle).gql(query, variables)) as TestServer['gql'],
    stop: () => handle.runtime.stop(),
  };
  return handle;
}

export async function startIn(place: Place, handle: ReturnType<typeof serverHandle>) {
  handle.runtime = await startServer(place.config, {
    webDist: null,
    rateLimitPrefix: place.env.TEST_RATE_LIMIT_PREFIX,
  });
  handle.url = handle.runtime.url;
}

export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not settled in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The address the child prints once it listens. */
function childUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('the child server did not start in time')), 90_000);
    child.once('exit', (code) => reject(new Error(`the child server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    });
  });
}

/**
 * The real server in a child process on the place's data (with `env` added, e.g. the AI provider),
 * and its address once it listens. Kill it with `child.kill('SIGKILL')`.
 */
export async function spawnServer(
  place: Place,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverScript], {
    env: { ...process.env, ...place.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { child, url: await childUrl(child) };
}
