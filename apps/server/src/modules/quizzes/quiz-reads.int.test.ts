import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../testing/accounts.ts';
import { USAGE } from '../../testing/documents.ts';
import { fakeAiEnv } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { countStatements, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { NO_TEXT } from './generation.ts';
import { GENERATE_JOB } from './jobs.ts';
import { QUIZZES } from './testing/documents.ts';
import { quizReply } from './testing/fake-model.ts';
import { orderQuiz, pupilWithMaterial, readyQuiz, settledQuiz } from './testing/helpers.ts';

/*
 * What a pupil waits for before the first question: the order reads its source set once and only
 * probes whether its materials have text; the job reads the passages, once.
 */

let server: TestServer;
let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer(fakeAiEnv(ai));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

const orderOf = (workspaceId: string, sourcesId: string) => ({
  workspaceId,
  sourcesId,
  questionCount: 5,
  detailScale: 'NORMALNY',
  questionTypes: ['ZAMKNIETE'],
});

describe('ordering a quiz from materials', () => {
  it('reads the source set once and the passages once, in the job, from order to questions', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial(server);
    ai.script(quizReply());
    let state = '';
    const counted = async (table: RegExp) =>
      countStatements(
        server,
        async () => {
          state = (await readyQuiz(user, orderOf(workspace.id, sourcesId))).state;
        },
        table,
      );
    // The passages' text is read once, by the job; the order only probes that there is some.
    expect(await counted(/"text".* from "retrieval_chunks"/s)).toBe(1);
    expect(state).toBe('INITIAL_READY');
    ai.script(quizReply());
    expect(await counted(/from "retrieval_chunks"/)).toBe(2);
    expect(state).toBe('INITIAL_READY');
    ai.script(quizReply());
    // The set: once in the order, once in the job.
    expect(await counted(/from "source_sets"/)).toBe(2);
    expect(state).toBe('INITIAL_READY');
  });

  it('goes from the order to the ready questions in at most 26 statements', async () => {
    // The budget of the pupil's wait (bench/README.md, issue 32): every statement is ~1 ms of the
    // embedded database's only thread. Counted: the order, its reply, the job; not counted: the
    // job queue's own. It was 32 before the job read its quiz and flow together, skipped the
    // mistakes of a flow that has asked nothing, the reply skipped a new quiz's questions and
    // attempts, and a source set came with its items in one statement (twice per quiz).
    const { user, workspace, sourcesId } = await pupilWithMaterial(server);
    ai.script(quizReply());
    let quizId = '';
    const statements = await countStatements(server, async () => {
      quizId = (await orderQuiz(user, orderOf(workspace.id, sourcesId))).id;
      await until(
        async () => (await server.runtime.jobs.states(GENERATE_JOB, [quizId])).get(quizId),
        (state) => state === 'completed',
        30_000,
        20,
      );
    });
    expect((await settledQuiz(user, quizId)).state).toBe('INITIAL_READY');
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(26);
  });

  it('refuses materials with no text yet in Polish, orders nothing and uses nothing', async () => {
    const { user, workspace, material, sourcesId } = await pupilWithMaterial(server);
    // As if the material were still being read: it has no passages.
    await server.database.db.execute(sql`delete from retrieval_chunks where source_id = ${material.id}`);
    const requests = ai.requests.length;
    const refused = dataOf(
      await user.client.gql(QUIZZES.generate, unchecked({ input: orderOf(workspace.id, sourcesId) })),
    ).generatequiz;
    expect(refused).toEqual({
      __typename: 'ExecutionError',
      errorCode: 'VALIDATION_FAILED',
      message: NO_TEXT,
    });
    const made = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from quizzes where user_id = ${user.id}`,
    );
    expect(made[0]?.n).toBe(0);
    const usage = dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.usage.find(
      (u) => u.action === 'QUIZ_GENERATION',
    );
    expect(usage?.usage).toBe(0);
    expect(ai.requests.length).toBe(requests);
  });
});
