import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { type JobDefinition, openJobQueue } from './jobs.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite-memory' });
});
afterAll(async () => {
  await database?.close();
});

/** One start and stop of a queue process with these definitions; returns the stored queue row. */
async function startWith(definition: JobDefinition<object>) {
  const jobs = openJobQueue(database, {
    logger: createLogger('silent'),
    runWorkers: false,
    singleProcess: true,
  });
  await jobs.define(definition);
  await jobs.start();
  await jobs.stop();
  const { rows } = await database.executeSql(
    `SELECT retry_limit AS "retryLimit", expire_seconds AS "expireInSeconds", updated_on::text AS "updatedOn"
       FROM pgboss.queue WHERE name = $1`,
    [definition.name],
  );
  return rows[0] as { retryLimit: number; expireInSeconds: number; updatedOn: string };
}

describe('job queue options at start', () => {
  const handler = async () => {};

  it('creates a queue, updates it when its options change, and leaves it alone when they do not', async () => {
    const created = await startWith({ name: 'test-options', handler, retryLimit: 2 });
    expect(created.retryLimit).toBe(2);

    const changed = await startWith({ name: 'test-options', handler, retryLimit: 5, expireInSeconds: 60 });
    expect(changed).toMatchObject({ retryLimit: 5, expireInSeconds: 60 });
    expect(changed.updatedOn).not.toBe(created.updatedOn);

    // The same options again: the queue is read, not written (its updated_on stays).
    const unchanged = await startWith({ name: 'test-options', handler, retryLimit: 5, expireInSeconds: 60 });
    expect(unchanged).toEqual(changed);
  });
});
