import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { until } from '../../testing/restartable.ts';
import {
  collectEvents,
  dataOf,
  sessionClient,
  uniqueEmail,
  untilReceived,
  wsClient,
} from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIBRARY } from './testing/documents.ts';
import { createImportModel, LIBRARY_IMPORT_ACTIONS } from './testing/fake-import-model.ts';
import {
  IMPORT,
  IMPORT_FIELDS,
  type ImportView,
  newBook,
  settledImport,
  startImport,
  storedExercises,
} from './testing/import-client.ts';
import { bookPdf, EXERCISES_BOOK } from './testing/textbook-pdfs.ts';

/*
 * After its chapters, an import cuts each subchapter's exercises (the faithful extraction shared
 * with the test solver, a textbook's prompt: worked examples are not exercises) and solves each
 * one as its own job, through the fake AI. The model's slips — an exercise cut twice, one without
 * its text, a list cut off — are repaired or dropped by code; an exercise that cannot be solved
 * ends FAILED with a Polish reason while the book finishes.
 */

let server: TestServer;
let ai: FakeOpenAi;
let admin: TestUser;
const model = createImportModel();
const ADMIN_EMAIL = uniqueEmail('importer');

beforeAll(async () => {
  ai = await startFakeOpenAi({
    apiKey: 'sk-test',
    defaultReply: (request) =>
      LIBRARY_IMPORT_ACTIONS.has(request.action ?? '') ? model.reply(request) : { text: 'Nic tu nie ma.' },
  });
  server = await startTestServer({ ...fakeAiEnv(ai), ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createUser(server, { email: ADMIN_EMAIL });
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

/** Every exercise of the book, as [subchapter, number]. */
const ALL = [
  ['1.1', '1'],
  ['1.1', '2'],
  ['1.1', '3'],
  ['1.2', '1'],
  ['1.2', '2'],
  ['2.1', '1'],
  ['2.1', '2'],
  ['2.2', '1'],
  ['2.2', '2'],
];

async function importBook() {
  const bookId = await newBook(admin.client, 'Ułamki i procenty');
  const before = ai.requests.length;
  const started = await startImport(admin.client, bookId, await bookPdf(EXERCISES_BOOK));
  const done = await settledImport(admin.client, started.id);
  const asked = (action: string) => ai.requests.slice(before).filter((r) => r.action === action).length;
  return { bookId, done, exercises: await storedExercises(server, bookId), asked };
}

describe("an import's exercises", () => {
  it("cuts each subchapter's exercises, not its worked examples, and solves each one as its own job", async () => {
    model.set({});
    const { bookId, done, exercises, asked } = await importBook();
    expect(done).toMatchObject({
      state: 'DONE',
      tocSource: 'OUTLINE',
      subchapterCount: 4,
      subchaptersRead: 4,
      exercisesFound: 9,
      exercisesSolved: 9,
      exercisesFailed: 0,
      note: null,
      error: null,
    });
    expect(exercises.map((e) => [e.subchapter, e.number_exercise])).toEqual(ALL);
    // A worked example ("Przykład 1. Skróć ułamek 6/8.") is theory, not an exercise.
    expect(exercises.some((e) => e.question.includes('6/8'))).toBe(false);
    const closed = exercises.find((e) => e.subchapter === '1.1' && e.number_exercise === '2');
    expect(closed).toMatchObject({
      type: 'ZAMKNIETE',
      question: 'Który ułamek jest równy 1/2?',
      answer: 'A. 2/3',
    });
    expect(closed?.options).toEqual([
      { key: 'A', value: '2/3' },
      { key: 'B', value: '3/6' },
      { key: 'C', value: '4/6' },
    ]);
    expect(exercises.find((e) => e.question.startsWith('Oblicz 15% z 80'))?.type).toBe('OBLICZENIOWE');
    expect(exercises.every((e) => e.state === 'SOLVED' && e.explanation?.startsWith('Krok 1'))).toBe(true);
    // One extraction per subchapter (each fits one batch), one solution per exercise.
    expect(asked('LIBRARY_IMPORT_EXERCISES')).toBe(4);
    expect(asked('LIBRARY_IMPORT_SOLVE')).toBe(9);
    // Every call recorded with its action (usage statistics), for no user.
    const calls = await sqlRows<{ action: string; n: number }>(
      server,
      sql`select action, count(*)::int as n from ai_calls
          where action like 'LIBRARY_IMPORT_%' and user_id is null group by action order by action`,
    );
    expect(calls.map((c) => c.action)).toEqual(['LIBRARY_IMPORT_EXERCISES', 'LIBRARY_IMPORT_SOLVE']);
    expect(bookId).toBeTruthy();
  });

  it('keeps an exercise cut twice once and drops one without text', async () => {
    model.set({ duplicateExercises: true, emptyExercise: true });
    const { done, exercises } = await importBook();
    expect(exercises.map((e) => [e.subchapter, e.number_exercise])).toEqual(ALL);
    expect(exercises.some((e) => e.number_exercise === '99')).toBe(false);
    expect(done).toMatchObject({ state: 'DONE', exercisesFound: 9, exercisesSolved: 9, note: null });
  });

  it('keeps the whole exercises of a cut-off answer and says which subchapters to check', async () => {
    // Each answer (and its repair) is cut inside its last exercise: the duplicate of the last one.
    model.set({ truncatedExercises: true, duplicateExercises: true });
    const { done, exercises } = await importBook();
    expect(exercises.map((e) => [e.subchapter, e.number_exercise])).toEqual(ALL);
    expect(done).toMatchObject({ state: 'DONE', exercisesFound: 9, exercisesSolved: 9 });
    expect(done.note).toBe(
      'Zadania nie zostały odczytane w całości (sprawdź je i dodaj brakujące) w podrozdziałach: 1.1, 1.2, 2.1, 2.2',
    );
  });

  it('leaves an exercise that cannot be solved unsolved, with a reason, and finishes the book', async () => {
    model.set({ unsolvable: ['2'] });
    const { bookId, done, exercises, asked } = await importBook();
    expect(done).toMatchObject({ state: 'DONE', exercisesFound: 9, exercisesSolved: 5, exercisesFailed: 4 });
    const failed = exercises.filter((e) => e.state === 'FAILED');
    expect(failed.map((e) => [e.subchapter, e.number_exercise])).toEqual(ALL.filter(([, n]) => n === '2'));
    expect(failed.every((e) => e.answer === null)).toBe(true);
    expect(failed[0]?.error).toBe(
      'Nie udało się rozwiązać tego zadania (usługa AI nie odpowiadała). Popraw je ręcznie.',
    );
    // Retried by its job (each run asking once more after an invalid answer) before it failed.
    expect(asked('LIBRARY_IMPORT_SOLVE')).toBeGreaterThanOrEqual(5 + 4 * 3 * 2);

    // Published, the book shows the public its solved exercises only; the admin sees the failed
    // ones to correct them.
    dataOf(await admin.client.gql(LIBRARY.updateBook, { input: { id: bookId, visible: true } }));
    const [sub] = await sqlRows<{ id: string }>(
      server,
      sql`select id from library_chapters where book_id = ${bookId} and toc_id = '1.1'`,
    );
    const relation = { relationId: sub?.id ?? '', page: 1, limit: 20 };
    const guest = sessionClient(server);
    const shown = dataOf(
      await guest.gql(LIBRARY.exercises, { input: relation }),
    ).getPaginatedZadanieByRelationId;
    expect(shown.data.map((e) => e.numberExercise)).toEqual(['1', '3']);
    expect(shown.total).toBe(2);
    const all = dataOf(
      await admin.client.gql(LIBRARY.exercises, { input: relation }),
    ).getPaginatedZadanieByRelationId;
    expect(all.data.map((e) => [e.numberExercise, e.state])).toEqual([
      ['1', 'SOLVED'],
      ['2', 'FAILED'],
      ['3', 'SOLVED'],
    ]);
    const book = dataOf(await guest.gql(LIBRARY.book, { input: { id: bookId } })).getbookbyid;
    const listed = book.rozdzialy.flatMap((c) => c.subrozdzialy.flatMap((s) => s.exercises));
    expect(listed.map((e) => e.exerciseNumber)).not.toContain('2');
    expect(listed).toHaveLength(5);
    expect(book.exerciseCount).toBe(5);
    const failedId = all.data.find((e) => e.state === 'FAILED')?.id ?? '';
    const checked = await guest.gql(LIBRARY.checkAnswer, { input: { id: failedId, answer: '1/2' } });
    expect(firstError(checked.body).code).toBe('NOT_FOUND');
  });
});

describe('a retried import', () => {
  it('sends the exercises its failed run left unsolved again, each solved and counted once', async () => {
    let open = () => {};
    model.set({ solveGate: new Promise<void>((resolve) => (open = resolve)) });
    const bookId = await newBook(admin.client, 'Ułamki ponownie');
    const started = await startImport(admin.client, bookId, await bookPdf(EXERCISES_BOOK));
    const solving = async () => {
      for (let i = 0; i < 300; i++) {
        const row = dataOf<{ podrecznikImport: ImportView }>(
          await admin.client.gql(IMPORT.one, { id: started.id }),
        ).podrecznikImport;
        if (row.state === 'SOLVING') return row;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the import did not reach SOLVING');
    };
    try {
      expect(await solving()).toMatchObject({ exercisesFound: 9, exercisesSolved: 0 });
      // The sweeper gives up on it (its solving jobs taken as lost); the admin retries it.
      await sqlRows(
        server,
        sql`update library_imports set state = 'FAILED', error = 'Import zatrzymał się.' where id = ${started.id}`,
      );
      dataOf(await admin.client.gql(IMPORT.retry, { id: started.id }));
      // The retry's run sends every unsolved exercise again as a new attempt (the old answers then arrive).
      await until(
        () =>
          sqlRows<{ n: number }>(
            server,
            sql`select count(*)::int as n from zadania z join library_chapters c on c.id = z.owner_id
                where c.book_id = ${bookId} and z.attempt = 2`,
          ),
        (rows) => rows[0]?.n === 9,
      );
    } finally {
      open();
    }
    const done = await settledImport(admin.client, started.id);
    expect(done).toMatchObject({
      state: 'DONE',
      attempt: 2,
      exercisesFound: 9,
      exercisesSolved: 9,
      exercisesFailed: 0,
    });
    const exercises = await storedExercises(server, bookId);
    expect(exercises.map((e) => [e.subchapter, e.number_exercise])).toEqual(ALL);
    expect(exercises.every((e) => e.state === 'SOLVED')).toBe(true);
    const attempts = await sqlRows<{ attempt: number }>(
      server,
      sql`select distinct z.attempt from zadania z join library_chapters c on c.id = z.owner_id
          where c.book_id = ${bookId}`,
    );
    expect(attempts).toEqual([{ attempt: 2 }]);
    model.set({});
  });
});

describe("an import's exercises, live", () => {
  it('tells the admin each subchapter read and each exercise solved, then DONE', async () => {
    model.set({});
    const bookId = await newBook(admin.client, 'Ułamki na żywo');
    const socket = wsClient(server, admin.client.cookieHeader());
    try {
      const query = `subscription ($id: ID!) { podrecznikImportChanged(podrecznikId: $id) { ${IMPORT_FIELDS} } }`;
      type Change = { podrecznikImportChanged: ImportView };
      const events = collectEvents<Change>(socket, { query, variables: { id: bookId } }, (all) =>
        all.some((e) => e.podrecznikImportChanged.state === 'DONE'),
      );
      // The AI's first answer (the first subchapter's exercises) waits until the page listens.
      ai.hold();
      const before = ai.requests.length;
      await startImport(admin.client, bookId, await bookPdf(EXERCISES_BOOK));
      await ai.waitForRequests(before + 1);
      await untilReceived(events.finished, async () => ai.release());
      const heard = events.events.map((e) => e.podrecznikImportChanged);
      expect(events.errors).toEqual([]);
      // Each subchapter stored is told (the page reads the row then: the last one may be SOLVING).
      const read = heard.map((e) => e.subchaptersRead);
      expect([...new Set(read)].filter((n) => n > 0)).toEqual([1, 2, 3, 4]);
      expect(heard.some((e) => e.state === 'EXERCISES' && e.subchaptersRead > 0)).toBe(true);
      expect(heard.some((e) => e.exercisesSolved > 0 && e.exercisesSolved < 9)).toBe(true);
      expect(heard.at(-1)).toMatchObject({ state: 'DONE', exercisesFound: 9, exercisesSolved: 9 });
      events.stop();
    } finally {
      ai.release();
      await socket.dispose();
    }
  });
});

describe('an import without AI', () => {
  it('finishes with the chapters and a Polish note that the exercises were skipped', async () => {
    const email = uniqueEmail('importer');
    const plain = await startTestServer({ ADMIN_EMAILS: email });
    try {
      const owner = await createUser(plain, { email });
      const bookId = await newBook(owner.client, 'Ułamki bez AI');
      const started = await startImport(owner.client, bookId, await bookPdf(EXERCISES_BOOK));
      const done = await settledImport(owner.client, started.id);
      expect(done).toMatchObject({
        state: 'DONE',
        subchapterCount: 4,
        subchaptersRead: 0,
        exercisesFound: 0,
      });
      expect(done.note).toMatch(/^AI nie jest skonfigurowane, więc zadań nie wyszukano ani nie rozwiązano\./);
      expect(await storedExercises(plain, bookId)).toEqual([]);
    } finally {
      await plain.stop();
    }
  });
});
