import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { CONVERSATIONS, MATERIALS, USAGE } from '../../testing/documents.ts';
import { createUser, createWorkspace, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { testPdf } from '../../testing/fixtures/tests.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { sendTest, solvedTest, TESTS } from './testing/documents.ts';
import { createTestSolverModel } from './testing/fake-model.ts';

/*
 * The test solver end to end: pages read (a PDF's text layer locally, photos by the vision
 * model), tasks cut verbatim batch by batch, each solved by its own job in parallel and checked
 * (options, recomputed values, a second pass), failures that stay with their task, edits and
 * retries, the solutions kept as a material, and a chat about one task.
 */

let server: TestServer;
let ai: FakeOpenAi;
const model = createTestSolverModel();
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: model.reply });
  server = await startTestServer({
    ...fakeAiEnv(ai, { fast: 'kreda-fast', vision: 'kreda-vision' }),
    TEST_SOLVER_CONCURRENCY: '4',
  });
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});
beforeEach(() => {
  model.set({});
  ai.script();
});

const pdf = async () => ({ bytes: await testPdf(), name: 'sprawdzian.pdf', type: 'application/pdf' });
const used = async (user: TestUser) =>
  dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.usage.find(
    (u) => u.action === 'TEST_SOLVER',
  )?.usage;
const byNumber = <T extends { numberExercise: string }>(tasks: T[], n: string) =>
  tasks.find((t) => t.numberExercise === n) as T;

describe('solving a test', () => {
  it('cuts eight tasks verbatim from a digital PDF and solves each in parallel, checking the values', async () => {
    const user = await createUser(server);
    const maxBefore = ai.maxInFlight;
    model.set({ delays: { '3': 300, '4': 300, '5': 300, '6': 300 } });
    const test = await solvedTest(user, [await pdf()], { title: 'Ułamki – sprawdzian' });
    expect(test).toMatchObject({
      state: 'SOLVED',
      title: 'Ułamki – sprawdzian',
      przedmiot: 'mathematics',
      pageCount: 2,
    });
    expect(test.zadania.map((t) => t.numberExercise)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(test.zadania.map((t) => t.type)).toEqual([
      'ZAMKNIETE',
      'ZAMKNIETE',
      'OBLICZENIOWE',
      'OBLICZENIOWE',
      'OBLICZENIOWE',
      'OBLICZENIOWE',
      'OTWARTE',
      'OTWARTE',
    ]);
    expect(test.zadania.every((t) => t.state === 'SOLVED')).toBe(true);
    expect([test.taskCount, test.solvedCount, test.failedCount]).toEqual([8, 8, 0]);
    const [first, , third, fourth, fifth] = test.zadania;
    expect(first).toMatchObject({
      question: 'Ile to jest trzy czwarte z 20?',
      points: 1,
      pages: [1],
      answer: 'A. 12',
    });
    expect(first?.zadanieOdpowiedzi).toEqual([
      { key: 'A', value: '12' },
      { key: 'B', value: '15' },
      { key: 'C', value: '16' },
      { key: 'D', value: '18' },
    ]);
    // The shared passage stays with the tasks it belongs to.
    expect(fifth?.question).toMatch(/^Przeczytaj tekst i wykonaj zadania 5-7\.\nAnia kupiła/);
    expect(byNumber(test.zadania, '8').question).not.toMatch(/Ania/);
    // Values are recomputed from the task's data by the maths library.
    expect(third).toMatchObject({ answer: '17', check: 'ZGODNE', points: 2 });
    expect(fourth).toMatchObject({ answer: '20', check: 'ZGODNE' });
    expect(byNumber(test.zadania, '7')).toMatchObject({ check: 'NIESPRAWDZONE', checkMessage: null });
    // Solved at once, not one after another.
    expect(ai.maxInFlight).toBeGreaterThanOrEqual(Math.max(2, maxBefore));
    // The pages are a material of kind SPRAWDZIAN, the solutions one of kind ROZWIAZANE_ZADANIA.
    expect(test.userDocs).toEqual([expect.objectContaining({ sourceType: 'SPRAWDZIAN', type: 'PDF' })]);
    const solutions = await until(
      async () =>
        dataOf(await user.client.gql(MATERIALS.get, { input: { id: test.solvedDocId as string } }))
          .getUserDocById,
      (doc) => doc.state === 'SOLVED',
      20_000,
      50,
    );
    expect(solutions).toMatchObject({
      sourceType: 'ROZWIAZANE_ZADANIA',
      name: 'Ułamki – sprawdzian – rozwiązania',
    });
    expect(await used(user)).toBe(1);
    // The digital PDF was read from its text layer: no page went to the vision model.
    expect(ai.requests.filter((r) => r.body.model === 'kreda-vision')).toEqual([]);
  });

  it('says "sprawdź ten wynik" when a value disagrees with its recomputation or with a second pass', async () => {
    const user = await createUser(server);
    model.set({
      wrongValue: { '3': '18' },
      noRecompute: ['4', '6'],
      secondPass: { '3 * 4 + 2 * 2.5': '99' },
    });
    const test = await solvedTest(user, [await pdf()]);
    expect(byNumber(test.zadania, '3')).toMatchObject({ answer: '18', check: 'NIEZGODNE' });
    expect(byNumber(test.zadania, '3').checkMessage).toMatch(
      /^Sprawdź ten wynik: przeliczenie z danych zadania/,
    );
    expect(byNumber(test.zadania, '4')).toMatchObject({
      check: 'ZGODNE',
      checkMessage: 'Druga, niezależna próba dała ten sam wynik.',
    });
    expect(byNumber(test.zadania, '6')).toMatchObject({
      check: 'NIEZGODNE',
      checkMessage: 'Sprawdź ten wynik: druga, niezależna próba dała 99.',
    });
    // The second pass is the fast model at temperature 0.
    const second = ai.requests.filter(
      (r) => r.body.response_format?.json_schema?.name === 'sprawdzenie_wyniku',
    );
    expect(second.length).toBe(2);
    expect(second.every((r) => r.body.model === 'kreda-fast' && r.body.temperature === 0)).toBe(true);
  });

  it('keeps a failing task failed with a Polish message and a retry, and the test solved with the rest', async () => {
    const user = await createUser(server);
    model.set({ failing: ['2'], wrongOption: { '1': 'always' } });
    const test = await solvedTest(user, [await pdf()]);
    expect(test.state).toBe('SOLVED');
    expect(byNumber(test.zadania, '2')).toMatchObject({
      state: 'FAILED',
      error: 'Nie udało się rozwiązać tego zadania. Spróbuj ponownie.',
    });
    expect(byNumber(test.zadania, '1')).toMatchObject({ state: 'FAILED' });
    expect(byNumber(test.zadania, '1').error).toMatch(/nie wskazało żadnej z podanych odpowiedzi/);
    expect([test.solvedCount, test.failedCount]).toEqual([6, 2]);

    model.set({});
    const retried = dataOf(
      await user.client.gql(TESTS.update, { input: { id: byNumber(test.zadania, '2').id, solve: true } }),
    ).updateZadanie;
    expect(retried.state).toBe('PENDING');
    const again = await until(
      async () => dataOf(await user.client.gql(TESTS.test, { input: { id: test.id } })).getTestSolverById,
      (t) => t.state === 'SOLVED' && byNumber(t.zadania, '2').state === 'SOLVED',
      30_000,
      50,
    );
    expect(byNumber(again.zadania, '2').answer).toMatch(/^A\. /);
    // The solutions material was written again with the new task.
    const material = await until(
      async () =>
        dataOf(await user.client.gql(MATERIALS.get, { input: { id: again.solvedDocId as string } }))
          .getUserDocById,
      (doc) => doc.state === 'SOLVED' && (doc.content ?? '').includes('## Zadanie 2'),
      20_000,
      50,
    );
    expect(material.content).toContain('## Zadanie 2');
    expect(await used(user)).toBe(1);
  }, 60_000);

  it('corrects a task the extraction got wrong and solves it again; refuses a bad correction', async () => {
    const user = await createUser(server);
    const test = await solvedTest(user, [await pdf()]);
    const task = byNumber(test.zadania, '3');
    const edited = dataOf(
      await user.client.gql(TESTS.update, {
        input: { id: task.id, question: 'Oblicz 10 + 20 : 5.', solve: true },
      }),
    ).updateZadanie;
    expect(edited).toMatchObject({ question: 'Oblicz 10 + 20 : 5.', state: 'PENDING' });
    const solved = await until(
      async () => dataOf(await user.client.gql(TESTS.test, { input: { id: test.id } })).getTestSolverById,
      (t) => byNumber(t.zadania, '3').state === 'SOLVED' && t.state === 'SOLVED',
      30_000,
      50,
    );
    expect(byNumber(solved.zadania, '3')).toMatchObject({ answer: '14', check: 'ZGODNE' });
    const cases: [Record<string, unknown>, string][] = [
      [{ question: '   ' }, 'question'],
      [
        {
          zadanieOdpowiedzi: [
            { key: 'A', value: 'x' },
            { key: 'a', value: 'y' },
          ],
        },
        'zadanieOdpowiedzi',
      ],
      [{ numberExercise: 'x'.repeat(41) }, 'numberExercise'],
      [
        {
          zadanieOdpowiedzi: Array.from({ length: 11 }, (_, i) => ({
            key: String.fromCharCode(65 + i),
            value: 'v',
          })),
        },
        'zadanieOdpowiedzi',
      ],
    ];
    for (const [change, field] of cases) {
      const error = firstError(
        (await user.client.gql(TESTS.update, unchecked({ input: { id: task.id, ...change } }))).body,
      );
      expect(error.code, field).toBe('BAD_USER_INPUT');
      expect(error.fields?.[field], field).toBeTruthy();
    }
    const after = dataOf(await user.client.gql(TESTS.test, { input: { id: test.id } })).getTestSolverById;
    expect(byNumber(after.zadania, '3').question).toBe('Oblicz 10 + 20 : 5.');
  }, 60_000);

  it('follows the pupil’s instruction: only tasks 3–5 are solved, the others wait, skipped, to be solved', async () => {
    const user = await createUser(server);
    const before = ai.requests.length;
    const test = await solvedTest(user, [await pdf()], {
      polecenie: 'Rozwiąż tylko zadania 3-5, wyjaśnij jak dla klasy 7.',
    });
    expect(test.zadania.map((t) => t.state)).toEqual([
      'SKIPPED',
      'SKIPPED',
      'SOLVED',
      'SOLVED',
      'SOLVED',
      'SKIPPED',
      'SKIPPED',
      'SKIPPED',
    ]);
    expect(test.state).toBe('SOLVED');
    const solve = ai.requests
      .slice(before)
      .find((r) => r.body.response_format?.json_schema?.name === 'rozwiazanie_zadania');
    expect(promptOf(solve as never).system).toContain('wyjaśnij jak dla klasy 7');
  });
});

describe('around a solved test', () => {
  let user: TestUser;
  let test: Awaited<ReturnType<typeof solvedTest>>;
  beforeAll(async () => {
    user = await createUser(server);
    model.set({});
    test = await solvedTest(user, [await pdf()]);
  });

  it('pages its tasks', async () => {
    const page = dataOf(
      await user.client.gql(TESTS.tasks, { input: { relationId: test.id, page: 2, limit: 3 } }),
    ).getPaginatedZadanieByRelationId;
    expect(page).toMatchObject({ total: 8, page: 2, limit: 3 });
    expect(page.data.map((t) => t.numberExercise)).toEqual(['4', '5', '6']);
    for (const bad of [{ page: 0 }, { limit: 101 }, { limit: 0 }]) {
      const error = firstError(
        (await user.client.gql(TESTS.tasks, { input: { relationId: test.id, ...bad } })).body,
      );
      expect(error.code).toBe('BAD_USER_INPUT');
    }
  });

  it('opens a chat about one task that knows its text and solution', async () => {
    const task = byNumber(test.zadania, '3');
    const before = ai.requests.length;
    const conversation = dataOf(
      await user.client.gql(CONVERSATIONS.startIntent, {
        input: {
          workspaceId: test.workspaceId,
          message: 'Wyjaśnij mi zadanie 3 krok po kroku.',
          intent: { conversationType: 'ZADANIE' },
          zadanieId: task.id,
        },
      }),
    ).startconversationintent;
    expect(conversation.action).toBe('ZADANIE');
    const read = await until(
      async () =>
        dataOf(await user.client.gql(TESTS.chat, { input: { id: conversation.id } }))
          .getConversationWorkspaceById,
      (c) => c.userMessages[0]?.botResponses[0]?.isFetching === false,
      20_000,
      50,
    );
    expect(read.userMessages[0]?.zadanieCall).toMatchObject({ id: task.id, numberExercise: '3' });
    expect(read.userMessages[0]?.botResponses[0]?.zadanie).toMatchObject({ id: task.id });
    const answer = ai.requests.slice(before).find((r) => r.body.stream);
    const system = promptOf(answer as never).system;
    expect(system).toContain('Rozmowa dotyczy tego zadania ze sprawdzianu ucznia');
    expect(system).toContain('Oblicz 12 + 30 : 6.');
    expect(system).toContain('Odpowiedź: 17');
  });

  it('deletes the test with its tasks and its materials', async () => {
    const doomed = await solvedTest(user, [await pdf()]);
    const ids = [...doomed.userDocs.map((d) => d.id), doomed.solvedDocId as string];
    dataOf(await user.client.gql(TESTS.delete, { input: { id: doomed.id } }));
    const left = await sqlRows<{ n: number }>(
      server,
      sql`select (select count(*) from zadania where owner_id = ${doomed.id})::int
             + (select count(*) from user_docs where id in ${ids})::int as n`,
    );
    expect(left[0]?.n).toBe(0);
    const gone = firstError((await user.client.gql(TESTS.test, { input: { id: doomed.id } })).body);
    expect(gone).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono sprawdzianu.' });
  });

  it('finds nothing and changes nothing for another pupil, on every operation', async () => {
    const stranger = await createUser(server);
    const elsewhere = await createWorkspace(stranger);
    const task = test.zadania[0]?.id as string;
    const attempts: [string, { toString(): string }, Record<string, unknown>][] = [
      ['getTestSolverById', TESTS.test, { id: test.id }],
      ['getTestSolverByWorkspaceId', TESTS.tests, { workspaceId: test.workspaceId }],
      ['getPaginatedZadanieByRelationId', TESTS.tasks, { relationId: test.id }],
      ['updateZadanie', TESTS.update, { id: task, question: 'Cudze.', solve: true }],
      ['deleteTestSolver', TESTS.delete, { id: test.id }],
      [
        'startconversationintent',
        CONVERSATIONS.startIntent,
        {
          workspaceId: elsewhere.id,
          message: 'Hej',
          intent: { conversationType: 'ZADANIE' },
          zadanieId: task,
        },
      ],
    ];
    for (const [name, query, input] of attempts) {
      const error = firstError((await stranger.client.gql(String(query), { input })).body);
      expect(error.code, name).toBe('NOT_FOUND');
    }
    const foreign = firstError(await sendTest(stranger, [await pdf()], { workspaceId: test.workspaceId }));
    expect(foreign.code).toBe('NOT_FOUND');
    expect(dataOf(await stranger.client.gql(TESTS.tests, {})).getTestSolverByWorkspaceId).toEqual([]);
    const mine = dataOf(await user.client.gql(TESTS.test, { input: { id: test.id } })).getTestSolverById;
    expect(mine).toEqual(test);
    const guest = await server.gql(String(TESTS.test), { input: { id: test.id } });
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
  });
});
