import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { afterCommit } from '../db/after-commit.ts';
import { createLogger } from '../logger.ts';
import { type JobQueue, openJobQueue } from './jobs.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Runs on PGlite by default and on PostgreSQL with DATABASE_URL: the job row must share the
// business write's transaction on both drivers.
describe('a job sent inside a transaction', () => {
  it('is enqueued only when the transaction commits', async () => {
    const { jobs, database } = server.runtime;
    const runs: string[] = [];
    await jobs.define<{ id: string }>({
      name: 'test-in-transaction',
      handler: async ({ id }) => {
        runs.push(id);
      },
    });
    await database.db.execute(sql`create table if not exists test_tx_rows (id text primary key)`);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into test_tx_rows values ('rolled-back')`);
        expect(await jobs.send('test-in-transaction', { id: 'rolled-back' }, 'rolled-back', { db: tx })).toBe(
          true,
        );
        throw new Error('the write fails after the send');
      }),
    ).rejects.toThrow('the write fails after the send');

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into test_tx_rows values ('committed')`);
      await jobs.send('test-in-transaction', { id: 'committed', note: 'zażółć gęślą jaźń' }, 'committed', {
        db: tx,
      });
    });

    await until(() => runs.includes('committed'));
    const states = await jobs.states('test-in-transaction', ['committed', 'rolled-back', 'never-sent']);
    expect(states.get('committed')).toMatch(/^(active|completed)$/);
    expect(states.has('rolled-back')).toBe(false);
    expect(states.has('never-sent')).toBe(false);
    const rows = (await database.db.execute(sql`select id from test_tx_rows order by id`)) as unknown as {
      rows: { id: string }[];
    };
    expect(rows.rows.map((r) => r.id)).toEqual(['committed']);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(runs).toEqual(['committed']);
    // A duplicate key inside a transaction is refused like outside one.
    await database.db.transaction(async (tx) => {
      expect(await jobs.send('test-in-transaction', { id: 'committed' }, 'committed', { db: tx })).toBe(
        false,
      );
    });
  });
});

describe('after-commit callbacks', () => {
  it('run right after the outermost commit, never after a rollback, and drop a rolled-back savepoint', async () => {
    const { db } = server.runtime.database;
    const ran: string[] = [];
    await db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('outer'));
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => ran.push('released savepoint'));
        await savepoint.transaction(async (deeper) => {
          afterCommit(deeper, () => ran.push('deeper savepoint'));
        });
      });
      await expect(
        tx.transaction(async (savepoint) => {
          afterCommit(savepoint, () => ran.push('rolled-back savepoint'));
          throw new Error('the savepoint fails');
        }),
      ).rejects.toThrow('the savepoint fails');
      // Released savepoints commit with the transaction, not before it.
      expect(ran).toEqual([]);
    });
    // Run by the time the transaction's promise resolves, in the order they were registered.
    expect(ran).toEqual(['outer', 'released savepoint', 'deeper savepoint']);

    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('the write fails');
      }),
    ).rejects.toThrow('the write fails');
    // Outside a transaction the statement has committed already: the callback runs at once.
    afterCommit(db, () => ran.push('no transaction'));
    expect(ran).toEqual(['outer', 'released savepoint', 'deeper savepoint', 'no transaction']);
  });

  it('let one callback fail without keeping the others from running', async () => {
    const ran: string[] = [];
    await server.runtime.database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('a broken callback');
      });
      afterCommit(tx, () => ran.push('next'));
    });
    expect(ran).toEqual(['next']);
  });
});

describe('a job sent inside a transaction wakes its worker at the commit', () => {
  let queue: JobQueue;
  const runs: string[] = [];
  beforeAll(async () => {
    // A second process's queue on the same database whose workers never poll (an hour): its jobs
    // run only when a send wakes them, so a job that runs was woken after its commit.
    queue = openJobQueue(server.runtime.database, {
      logger: createLogger('silent'),
      runWorkers: true,
      singleProcess: false,
      heartbeat: false,
      pollingIntervalSeconds: 3_600,
    });
    await queue.define<{ id: string }>({
      name: 'test-wake-at-commit',
      handler: async ({ id }) => {
        runs.push(id);
      },
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
  });

  it('runs a job sent in a savepoint once the outermost transaction commits, not a rolled-back one', async () => {
    const { db } = server.runtime.database;
    await db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        await queue.send('test-wake-at-commit', { id: 'nested' }, 'nested', { db: savepoint });
      });
      // Work that outlasts any fixed wake-up delay: a worker woken before the commit finds nothing.
      await tx.execute(sql`select pg_sleep(0.2)`);
    });
    await until(() => runs.includes('nested'), 20_000);
    await expect(
      db.transaction(async (tx) => {
        await queue.send('test-wake-at-commit', { id: 'rolled-back' }, 'rolled-back', { db: tx });
        throw new Error('the write fails after the send');
      }),
    ).rejects.toThrow('the write fails after the send');
    await db.transaction(async (tx) => {
      await queue.send('test-wake-at-commit', { id: 'committed' }, 'committed', { db: tx });
    });

    await until(() => runs.includes('committed'), 20_000);
    expect((await queue.states('test-wake-at-commit', ['rolled-back'])).has('rolled-back')).toBe(false);
    expect(runs.sort()).toEqual(['committed', 'nested']);
  });

  it('runs a burst sent in one statement on every worker of the queue at once', async () => {
    // Three jobs that each wait until all three have started: the queue never polls, so they start
    // together only if the commit's wake-up reaches a worker and each worker that finds a job wakes
    // the next.
    const started = new Set<string>();
    let release: () => void = () => {};
    const allStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    await queue.define<{ id: string }>({
      name: 'test-burst',
      concurrency: 3,
      handler: async ({ id }) => {
        started.add(id);
        if (started.size === 3) release();
        await allStarted;
      },
    });
    await server.runtime.database.db.transaction(async (tx) => {
      await queue.sendMany(
        ['a', 'b', 'c'].map((id) => ({ name: 'test-burst', data: { id }, key: id })),
        { db: tx },
      );
    });
    await until(() => started.size === 3, 20_000);
    expect([...started].sort()).toEqual(['a', 'b', 'c']);
  });

  it('sends many jobs in one statement: on commit only, each key once, set up as `send` sets one up', async () => {
    const { db } = server.runtime.database;
    const many = (ids: string[]) => ids.map((id) => ({ name: 'test-wake-at-commit', data: { id }, key: id }));
    await expect(
      db.transaction(async (tx) => {
        await queue.sendMany(many(['many-rolled-back']), { db: tx });
        throw new Error('the write fails after the send');
      }),
    ).rejects.toThrow('the write fails after the send');
    await db.transaction(async (tx) => {
      await queue.sendMany(many(['many-1', 'many-2', 'many-3']), { db: tx });
      await tx.execute(sql`select pg_sleep(0.2)`);
    });
    await until(() => ['many-1', 'many-2', 'many-3'].every((id) => runs.includes(id)), 20_000);
    // A key already sent is skipped: neither an error nor a second run.
    await queue.sendMany(many(['many-2', 'many-4']));
    await until(() => runs.includes('many-4'), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs.filter((id) => id === 'many-2')).toHaveLength(1);
    expect((await queue.states('test-wake-at-commit', ['many-rolled-back'])).has('many-rolled-back')).toBe(
      false,
    );
    await queue.send('test-wake-at-commit', { id: 'one' }, 'one');
    await until(() => runs.includes('one'), 20_000);
    const settings = (await db.execute(
      sql`select singleton_key is null as no_singleton, retry_limit, retry_delay, retry_backoff, expire_in::text as expire_in,
            policy, (keep_until - created_on)::text as kept from pgboss.job
          where name = 'test-wake-at-commit' and data->>'id' in ('many-1', 'one') order by data->>'id'`,
    )) as unknown as { rows: unknown[] };
    expect(settings.rows).toHaveLength(2);
    const [fromMany, fromOne] = settings.rows;
    expect(fromMany).toMatchObject({ no_singleton: true, policy: 'standard' });
    expect(fromMany).toEqual(fromOne);
  });
});
