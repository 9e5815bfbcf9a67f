import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { jobIdFor, openJobQueue } from './jobs.ts';

/*
 * A stop waits for the handlers it aborted, and one that outlives it cannot reach the closed
 * database: pg-boss records a handler's outcome without awaiting it, so that write used to reject
 * with no one to catch it ("database closed", an unhandled rejection in the PostgreSQL CI pass).
 */

let dataDir: string;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-jobs-stop-'));
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await rm(dataDir, { recursive: true, force: true });
});

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function jobState(database: Database, name: string, key: string): Promise<string | undefined> {
  const { rows } = await database.executeSql(
    `SELECT state::text AS state FROM pgboss.job WHERE id = $1::uuid`,
    [jobIdFor(name, key)],
  );
  return (rows[0] as { state: string } | undefined)?.state;
}

describe('stopping the job queue', () => {
  it('waits for an aborted handler to finish and records its outcome before the database closes', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'slow') });
    const jobs = openJobQueue(database, {
      logger: createLogger('silent'),
      runWorkers: true,
      singleProcess: true,
      stopGraceMs: 10_000,
    });
    let started = false;
    await jobs.define<{ n: number }>({
      name: 'test-slow-stop',
      handler: async (_data, context) => {
        started = true;
        // Cleans up for a moment after the abort before giving up, as a real handler does.
        await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        throw new Error('przerwane przy zamykaniu');
      },
    });
    await jobs.start();
    await jobs.send('test-slow-stop', { n: 1 }, 'one');
    await until(() => started);
    await jobs.stop();
    // Recorded before the stop returned: the run goes back to the queue for a retry.
    expect(await jobState(database, 'test-slow-stop', 'one')).toBe('retry');
    await database.close();
    expect(unhandled).toEqual([]);
  }, 30_000);

  it('drops what a handler that ignored the abort records after the stop, without an unhandled rejection', async () => {
    const folder = path.join(dataDir, 'stubborn');
    const database = await openDatabase({ kind: 'pglite', dataDir: folder });
    const jobs = openJobQueue(database, {
      logger: createLogger('silent'),
      runWorkers: true,
      singleProcess: true,
      stopGraceMs: 1_000,
    });
    let started = false;
    let finish: (error: Error) => void = () => {};
    await jobs.define<{ n: number }>({
      name: 'test-stubborn',
      retryDelaySeconds: 1,
      handler: async () => {
        started = true;
        await new Promise((_resolve, reject) => {
          finish = reject;
        });
      },
    });
    await jobs.start();
    await jobs.send('test-stubborn', { n: 1 }, 'one');
    await until(() => started);
    await jobs.stop();
    await database.close();
    // The handler gives up only now, with the database gone.
    finish(new Error('za późno'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(unhandled).toEqual([]);

    // Nothing was lost: the next start on the same data runs the job again.
    const reopened = await openDatabase({ kind: 'pglite', dataDir: folder });
    const next = openJobQueue(reopened, {
      logger: createLogger('silent'),
      runWorkers: true,
      singleProcess: true,
      pollingIntervalSeconds: 1,
    });
    let ran = false;
    await next.define<{ n: number }>({
      name: 'test-stubborn',
      retryDelaySeconds: 1,
      handler: async () => {
        ran = true;
      },
    });
    await next.start();
    try {
      await until(() => ran);
    } finally {
      await next.stop();
      await reopened.close();
    }
    expect(unhandled).toEqual([]);
  }, 30_000);
});
