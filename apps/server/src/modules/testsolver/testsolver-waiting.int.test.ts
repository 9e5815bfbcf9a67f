import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../testing/accounts.ts';
import { MATERIALS, USAGE } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { testPhoto } from '../../testing/fixtures/tests.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { EXTRACT_JOB } from './jobs.ts';
import { orderTest, settledTest } from './testing/documents.ts';
import { createTestSolverModel } from './testing/fake-model.ts';

/*
 * A test waits for its pages without a job polling them: its reading is sent once, by the event of
 * its last page being read, failed or removed (issue 24, ADR 018).
 */

let server: TestServer;
let ai: FakeOpenAi;
const model = createTestSolverModel({ pageText: 'Zadanie 1. (0-1)\nOblicz 2 + 3.' });
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: model.reply });
  server = await startTestServer(fakeAiEnv(ai, { fast: 'kreda-fast', vision: 'kreda-vision' }));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

const photo = async (name: string) => ({ bytes: await testPhoto(), name, type: 'image/png' });
/** The test's reading jobs, whatever their key. */
const readingJobs = (testId: string) =>
  sqlRows<{ state: string }>(
    server,
    sql`select state::text as state from pgboss.job where name = ${EXTRACT_JOB} and data->>'testId' = ${testId}`,
  );
const used = async (user: TestUser) =>
  dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.usage.find(
    (u) => u.action === 'TEST_SOLVER',
  )?.usage;

describe('a test waiting for its pages', () => {
  it('has no job while its pages are read, and one reading once the last page is read', async () => {
    const user = await createUser(server);
    ai.hold();
    let testId: string;
    try {
      const before = ai.requests.length;
      const ordered = await orderTest(user, [await photo('strona-1.png'), await photo('strona-2.png')]);
      testId = ordered.id;
      await ai.waitForRequests(before + 2);
      expect(ordered.state).toBe('UPLOADING');
      expect(await readingJobs(testId)).toEqual([]);
    } finally {
      ai.release();
    }
    const test = await settledTest(user, testId);
    expect(test).toMatchObject({ state: 'SOLVED', pageCount: 2 });
    expect(await readingJobs(test.id)).toEqual([{ state: 'completed' }]);
  });

  it('fails in Polish, with the use given back, when a page is removed before it was read', async () => {
    const user = await createUser(server);
    ai.hold();
    let testId: string;
    try {
      const before = ai.requests.length;
      const ordered = await orderTest(user, [await photo('strona-1.png')]);
      testId = ordered.id;
      await ai.waitForRequests(before + 1);
      const [page] = await sqlRows<{ id: string }>(
        server,
        sql`select unnest(doc_ids)::text as id from test_solvers where id = ${testId}`,
      );
      const removed = await user.client.gql(MATERIALS.remove, { input: { id: page?.id as string } });
      expect(dataOf(removed).deleteUserDoc.success).toBe(true);
    } finally {
      ai.release();
    }
    const test = await settledTest(user, testId);
    expect(test).toMatchObject({ state: 'UPLOAD_FAILED', zadania: [] });
    expect(test.error).toMatch(/usunięto z materiałów/);
    expect(await used(user)).toBe(0);
  });
});
