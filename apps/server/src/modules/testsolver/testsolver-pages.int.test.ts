import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { USAGE } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { pdfWithText } from '../../testing/fixtures/documents.ts';
import { longTestPdf, testPdf, testPhoto } from '../../testing/fixtures/tests.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { sendTest, solvedTest } from './testing/documents.ts';
import { createTestSolverModel } from './testing/fake-model.ts';

/*
 * How the test solver reads pages: photos by the vision model in the pupil's order, a long PDF in
 * batches, a cut-off reply's whole tasks kept, a test with no tasks failed with the use back, and
 * bad pages refused before anything is stored.
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
const _byNumber = <T extends { numberExercise: string }>(tasks: T[], n: string) =>
  tasks.find((t) => t.numberExercise === n) as T;

describe('reading pages', () => {
  it('reads photographed pages with the vision model, in the pupil’s order', async () => {
    const user = await createUser(server);
    model.set({ pageText: 'Zadanie 1. (0-1)\nOblicz 2 + 3.' });
    const photo = await testPhoto();
    const test = await solvedTest(user, [
      { bytes: photo, name: 'strona-1.png', type: 'image/png' },
      { bytes: photo, name: 'strona-2.png', type: 'image/png' },
    ]);
    expect(test.state).toBe('SOLVED');
    expect(test.pageCount).toBe(2);
    expect(test.userDocs.map((d) => [d.type, d.sourceType])).toEqual([
      ['IMAGE', 'SPRAWDZIAN'],
      ['IMAGE', 'SPRAWDZIAN'],
    ]);
    expect(test.zadania.map((t) => t.pages)).toEqual([[1], [2]]);
    expect(ai.requests.filter((r) => r.body.model === 'kreda-vision')).toHaveLength(2);
  });

  it('reads a long test in batches of pages, never silently cut', async () => {
    const user = await createUser(server);
    const before = ai.requests.length;
    const test = await solvedTest(user, [
      { bytes: await longTestPdf(10), name: 'dlugi.pdf', type: 'application/pdf' },
    ]);
    expect(test.zadania.map((t) => t.numberExercise)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
    const cuts = ai.requests
      .slice(before)
      .filter((r) => r.body.response_format?.json_schema?.name === 'zadania_sprawdzianu');
    expect(cuts.map((r) => /stron (\d+(?:–\d+)?)/.exec(promptOf(r as never).system)?.[1])).toEqual([
      '1–4',
      '5–8',
      '9–10',
    ]);
  }, 60_000);

  it('keeps the whole tasks of a reply cut off twice and says which pages were read in part', async () => {
    const user = await createUser(server);
    model.set({ truncated: true });
    const test = await solvedTest(user, [await pdf()]);
    expect(test.state).toBe('SOLVED');
    expect(test.zadania.length).toBeGreaterThan(0);
    expect(test.zadania.length).toBeLessThan(8);
    expect(test.notice).toMatch(/^Strony 1, 2 odczytano tylko częściowo/);
  });

  it('fails a test with no tasks in Polish and gives the use back', async () => {
    const user = await createUser(server);
    model.set({ noTasks: true });
    const test = await solvedTest(user, [await pdf()]);
    expect(test).toMatchObject({ state: 'SOLVING_FAILED', zadania: [] });
    expect(test.error).toMatch(/nie znaleziono zadań/);
    expect(await used(user)).toBe(0);
  });

  it('refuses bad pages at once, storing nothing', async () => {
    const user = await createUser(server);
    const photo = { bytes: await testPhoto(), name: 'strona.png', type: 'image/png' };
    const cases: [
      string,
      { bytes: Uint8Array; name: string; type?: string }[],
      Record<string, unknown>,
      RegExp,
    ][] = [
      ['no files', [], {}, /Dodaj zdjęcia stron/],
      ['eleven photos', Array.from({ length: 11 }, () => photo), {}, /najwyżej 10/],
      ['a PDF and a photo', [await pdf(), photo], {}, /albo jeden plik PDF/],
      [
        'a text file',
        [{ bytes: new TextEncoder().encode('Zadanie 1. Oblicz 2 + 2.'), name: 'a.txt' }],
        {},
        /albo jeden plik PDF/,
      ],
      ['an empty photo', [{ bytes: new Uint8Array(), name: 'pusta.png', type: 'image/png' }], {}, /pusty/],
      [
        '31 pages',
        [
          {
            bytes: await pdfWithText(Array.from({ length: 31 }, (_, i) => `Strona ${i + 1}`)),
            name: 'gruby.pdf',
          },
        ],
        {},
        /31 stron.*najwyżej 30 stron/,
      ],
      ['a long instruction', [await pdf()], { polecenie: 'p'.repeat(501) }, /500/],
    ];
    for (const [name, files, input, message] of cases) {
      const error = firstError(await sendTest(user, files, input));
      expect(error.code, name).toBe('BAD_USER_INPUT');
      expect(Object.values(error.fields ?? {}).join(' '), name).toMatch(message);
    }
    const left = await sqlRows<{ n: number }>(
      server,
      sql`select (select count(*) from test_solvers where user_id = ${user.id})::int
             + (select count(*) from user_docs where user_id = ${user.id})::int as n`,
    );
    expect(left[0]?.n).toBe(0);
    expect(await used(user)).toBe(0);
  });
});
