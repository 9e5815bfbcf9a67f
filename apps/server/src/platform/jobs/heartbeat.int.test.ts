import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { createFreshPostgresDatabase, type FreshDatabase } from '../../testing/fresh-postgres.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { type JobDefinition, type JobQueue, jobIdFor, openJobQueue } from './jobs.ts';

/**
 * Several job processes on one database (PGlite by default, PostgreSQL with DATABASE_URL), each a
 * queue object with its own heartbeat. A process "dies" when its statements stop getting answers:
 * its heartbeat stops and its handler never ends, as after `kill -9`, without a clean stop.
 */

let database: Database;
let fresh: FreshDatabase | undefined;
beforeAll(async () => {
  const url = loadConfig({ ...process.env }).databaseUrl;
  fresh = url ? await createFreshPostgresDatabase(url) : undefined;
  database = await openDatabase(fresh ? { kind: 'postgres', url: fresh.url } : { kind: 'pglite-memory' });
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

/** Short enough for a test; the live process beats twenty times within the dead-after time. */
const TIMINGS = { beatEveryMs: 100, deadAfterMs: 2_000, recoverEveryMs: 200 };

interface TestProcess {
  jobs: JobQueue;
  /** The process is killed: its statements hang, its heartbeat stops, there is no clean stop. */
  kill(): void;
  /** After the assertions only: stops the queue object, killed or not. */
  stop(): Promise<void>;
}

async function startProcess(definition: JobDefinition<{ n: number }>): Promise<TestProcess> {
  let killed = false;
  const connection: Database = {
    ...database,
    // A killed process's statements get no answer, ever.
    executeSql: (text, values) => (killed ? new Promise(() => {}) : database.executeSql(text, values)),
  };
  const jobs = openJobQueue(connection, {
    logger: createLogger('silent'),
    runWorkers: true,
    singleProcess: false,
    pollingIntervalSeconds: 0.5,
    heartbeat: TIMINGS,
  });
  await jobs.define(definition);
  await jobs.start();
  return {
    jobs,
    kill: () => {
      killed = true;
    },
    // Cleaning up after the test: the connection comes back so the queue object can be stopped.
    stop: () => {
      killed = false;
      return jobs.stop();
    },
  };
}

/** A handler that never ends by itself (until the process stops). */
function hang(signal: AbortSignal): Promise<void> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason));
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function jobState(name: string, key: string): Promise<string | undefined> {
  const { rows } = await database.executeSql(
    'SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND id = $2',
    [name, jobIdFor(name, key)],
  );
  return (rows[0] as { state: string } | undefined)?.state;
}

async function rowCount(table: 'job_worker_processes' | 'job_leases'): Promise<number> {
  const { rows } = await database.executeSql(`SELECT count(*)::int AS n FROM ${table}`);
  return (rows[0] as { n: number }).n;
}

describe('worker heartbeats', () => {
  it('returns the run of a killed process to its queue once, and another process runs it', async () => {
    const name = 'test-heartbeat-return';
    const runs: string[] = [];
    const processes: TestProcess[] = [];
    try {
      const dying = await startProcess({
        name,
        handler: (_data, context) => {
          runs.push(`A:${context.attempt}`);
          return hang(context.signal);
        },
      });
      processes.push(dying);
      await dying.jobs.send(name, { n: 1 }, 'one');
      await until(() => runs.length === 1);
      dying.kill();

      // Two live processes recover at once; the run comes back once and runs in one of them.
      for (const label of ['B', 'C'])
        processes.push(
          await startProcess({
            name,
            handler: async (_data, context) => {
              runs.push(`${label}:${context.attempt}`);
            },
          }),
        );
      await until(async () => (await jobState(name, 'one')) === 'completed');
      // A second return would run it again; give the recoveries time to make that mistake.
      await new Promise((resolve) => setTimeout(resolve, 3 * TIMINGS.recoverEveryMs));
      expect(runs).toHaveLength(2);
      expect(runs[0]).toBe('A:1');
      expect(['B:2', 'C:2']).toContain(runs[1]);
      // The dead process's row and lease are gone; the live ones are registered, without leases.
      expect(await rowCount('job_worker_processes')).toBe(2);
      expect(await rowCount('job_leases')).toBe(0);
    } finally {
      // The live ones first: a killed one's connection comes back to stop it.
      for (const worker of [...processes].reverse()) await worker.stop();
    }
  });

  it('never takes a run from a live process, however long it runs', async () => {
    const name = 'test-heartbeat-live';
    const runs: string[] = [];
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const slow = await startProcess({
      name,
      handler: async (_data, context) => {
        runs.push(`slow:${context.attempt}`);
        await finished;
      },
    });
    const other = await startProcess({
      name,
      handler: async (_data, context) => {
        runs.push(`other:${context.attempt}`);
      },
    });
    try {
      await slow.jobs.send(name, { n: 1 }, 'long');
      await until(() => runs.length === 1);
      // Three times the dead-after time, with the other process looking for dead ones all along.
      await new Promise((resolve) => setTimeout(resolve, 3 * TIMINGS.deadAfterMs));
      expect(await jobState(name, 'long')).toBe('active');
      expect(await rowCount('job_leases')).toBe(1);
      finish();
      await until(async () => (await jobState(name, 'long')) === 'completed');
      expect(runs).toEqual(['slow:1']);
      expect(await rowCount('job_leases')).toBe(0);
    } finally {
      finish();
      await slow.stop();
      await other.stop();
    }
  });

  it('fails a run that has used its retries instead of running it again', async () => {
    const name = 'test-heartbeat-last';
    const runs: string[] = [];
    const finalFailures: string[] = [];
    const byLabel = new Map<string, TestProcess>();
    // A job that kills whichever process runs it.
    const killer = (label: string): JobDefinition<{ n: number }> => ({
      name,
      retryLimit: 1,
      handler: (_data, context) => {
        runs.push(`${label}:${context.attempt}`);
        byLabel.get(label)?.kill();
        return hang(context.signal);
      },
    });
    try {
      byLabel.set('A', await startProcess(killer('A')));
      await byLabel.get('A')?.jobs.send(name, { n: 1 }, 'fatal');
      await until(() => runs.length === 1);
      byLabel.set('B', await startProcess(killer('B')));
      await until(() => runs.length === 2);
      byLabel.set(
        'C',
        await startProcess({
          name,
          retryLimit: 1,
          handler: async (_data, context) => {
            runs.push(`C:${context.attempt}`);
          },
          onFinalFailure: async (data) => {
            finalFailures.push(`C:${data.n}`);
          },
        }),
      );
      await until(async () => (await jobState(name, 'fatal')) === 'failed');
      await until(() => finalFailures.length === 1);
      expect(runs).toEqual(['A:1', 'B:2']);
      expect(finalFailures).toEqual(['C:1']);
    } finally {
      for (const worker of [...byLabel.values()].reverse()) await worker.stop();
    }
  });
});
