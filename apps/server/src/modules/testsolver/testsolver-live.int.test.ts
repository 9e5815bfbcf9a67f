import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, fakeAiEnv } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { testPdf } from '../../testing/fixtures/tests.ts';
import { newPlace, type Place, rows, serverHandle, startIn, until } from '../../testing/restartable.ts';
import { collectEvents, dataOf, wsClient } from '../../testing/session-client.ts';
import { orderTest, settledTest, TESTS } from './testing/documents.ts';
import { createTestSolverModel } from './testing/fake-model.ts';

/*
 * What the test page lives on, and a restart in the middle: tasks arrive as they are cut and fill
 * in as they are solved, for their owner only; a server that stops while tasks are being solved
 * finishes every task after the restart, once, with one use counted.
 */

let ai: FakeOpenAi;
const model = createTestSolverModel();
let place: Place;
let s: ReturnType<typeof serverHandle>;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: model.reply });
  place = await newPlace(fakeAiEnv(ai, { fast: 'kreda-fast' }));
  s = serverHandle(place);
  await startIn(place, s);
});
afterAll(async () => {
  await s?.stop();
  await place?.drop();
  await ai?.stop();
});

const pdf = async () => ({ bytes: await testPdf(), name: 'sprawdzian.pdf', type: 'application/pdf' });
type TaskEvent = { updateZadanie: { id: string; numberExercise: string; state: string } };
type TestEvent = { newTestSolver: { id: string; state: string; taskCount: number; solvedCount: number } };

describe('a live test', () => {
  it('sends its owner each task as it is cut and solved, and a stranger nothing', async () => {
    model.set({});
    const user = await createUser(s);
    const stranger = await createUser(s);
    const mine = wsClient(s, user.client.cookieHeader());
    const theirs = wsClient(s, stranger.client.cookieHeader());
    try {
      const ordered = await orderTest(user, [await pdf()]);
      const events = collectEvents<TaskEvent>(
        mine,
        { query: TESTS.taskEvents, variables: { input: { relationId: ordered.id } } },
        (all) =>
          new Set(all.filter((e) => e.updateZadanie.state === 'SOLVED').map((e) => e.updateZadanie.id))
            .size === 8,
      );
      const spying = collectEvents<TaskEvent>(
        theirs,
        { query: TESTS.taskEvents, variables: { input: { relationId: ordered.id } } },
        () => true,
      );
      await events.finished;
      const states = (n: string) =>
        events.events.filter((e) => e.updateZadanie.numberExercise === n).map((e) => e.updateZadanie.state);
      expect(states('3').at(-1)).toBe('SOLVED');
      expect(states('3')).toContain('SOLVING');
      await spying.finished;
      expect(JSON.stringify(spying.errors)).toContain('NOT_FOUND');
      expect(spying.events).toEqual([]);
      const test = await settledTest(user, ordered.id);
      expect(test.state).toBe('SOLVED');
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });

  it('sends its owner the test again as each task ends, so its progress counts up while it is solved', async () => {
    // Tasks ending apart from each other: each one is a step of the progress.
    model.set({
      delays: { '1': 200, '2': 400, '3': 600, '4': 800, '5': 1000, '6': 1200, '7': 1400, '8': 1600 },
    });
    const user = await createUser(s);
    const client = wsClient(s, user.client.cookieHeader());
    try {
      const ordered = await orderTest(user, [await pdf()]);
      const events = collectEvents<TestEvent>(
        client,
        { query: TESTS.testEvents, variables: { input: { id: ordered.id } } },
        (all) => all.some((e) => e.newTestSolver.state === 'SOLVED'),
      );
      await events.finished;
      expect(events.errors).toEqual([]);
      const solving = events.events
        .filter((e) => e.newTestSolver.state === 'SOLVING' && e.newTestSolver.taskCount === 8)
        .map((e) => e.newTestSolver.solvedCount);
      // Between the tasks being cut (none solved) and the end, the count went up task by task.
      expect(solving.filter((n) => n > 0 && n < 8).length).toBeGreaterThanOrEqual(3);
      expect(solving).toEqual([...solving].sort((a, b) => a - b));
      expect(events.events.at(-1)?.newTestSolver).toMatchObject({ state: 'SOLVED', solvedCount: 8 });
    } finally {
      await client.dispose();
    }
  });

  it('finishes every task after a restart in the middle of solving, once, with one use counted', async () => {
    model.set({ delays: { '5': 1500, '6': 1500, '7': 1500, '8': 1500 } });
    const user = await createUser(s);
    const ordered = await orderTest(user, [await pdf()]);
    await until(
      async () => dataOf(await user.client.gql(TESTS.test, { input: { id: ordered.id } })).getTestSolverById,
      (t) => t.solvedCount >= 2 && t.zadania.some((z) => z.state === 'SOLVING'),
      30_000,
      20,
    );
    await s.runtime.stop();
    model.set({});
    await startIn(place, s);
    const test = await settledTest(user, ordered.id, 60_000);
    expect(test.state).toBe('SOLVED');
    expect(test.zadania.map((t) => [t.numberExercise, t.state])).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8'].map((n) => [n, 'SOLVED']),
    );
    const stored = await rows<{ n: number }>(
      s.database,
      sql`select count(*)::int as n from zadania where owner_id = ${ordered.id}`,
    );
    expect(stored[0]?.n).toBe(8);
    const used = await rows<{ used: number }>(
      s.database,
      sql`select used from usage_counters where user_id = ${user.id} and action = 'TEST_SOLVER'`,
    );
    expect(used.map((r) => r.used)).toEqual([1]);
  }, 90_000);
});
