import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

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
