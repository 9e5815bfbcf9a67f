import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { dataOf, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { demoMathsTextbook, LIBRARY } from './testing/documents.ts';

/*
 * "Sprawdź swoją odpowiedź" on the demo library's exercises, signed out: results by meaning, closed
 * tasks by letter or text, word answers left to the pupil, and the refusals. An admin corrects an
 * exercise's text and solution (`updateZadanie`); nobody else can.
 */

let server: TestServer;
const guest = () => sessionClient(server);

const ADMIN_EMAIL = uniqueEmail('biblioteka-zadania');

let admin: TestUser;
let pupil: TestUser;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  [admin, pupil] = await Promise.all([createUser(server, { email: ADMIN_EMAIL }), createUser(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const mathsBook = () => demoMathsTextbook(guest());

describe('checking an answer to a library exercise', () => {
  const exercisesOfBook = async (id: string) => {
    const book = dataOf(await guest().gql(LIBRARY.book, { input: { id } })).getbookbyid;
    return book.rozdzialy.flatMap((chapter) => chapter.subrozdzialy.flatMap((sub) => sub.exercises));
  };
  const check = async (id: string, answer: string) =>
    dataOf(await guest().gql(LIBRARY.checkAnswer, { input: { id, answer } })).checkZadanieAnswer;

  it('judges a result by meaning and a closed task by its letter or text, signed out', async () => {
    const exercises = await exercisesOfBook((await mathsBook()).id);
    const byNumber = new Map(exercises.map((exercise) => [exercise.exerciseNumber, exercise]));
    // Zadanie 1.1.1: (2/3)^3 = 8/27.
    const first = byNumber.get('1.1.1')?.id ?? '';
    expect(await check(first, '8/27')).toMatchObject({ verdict: 'POPRAWNA' });
    expect(await check(first, '\\frac{8}{27}')).toMatchObject({ verdict: 'POPRAWNA' });
    expect(await check(first, '6/9')).toEqual({
      verdict: 'NIEPOPRAWNA',
      message: 'To nie ta odpowiedź. Spróbuj jeszcze raz albo zajrzyj do rozwiązania.',
    });
    expect((await check(first, 'nie wiem')).verdict).toBe('NIESPRAWDZONA');
    // Zadanie 1.1.3: closed, the answer is C.
    const closed = byNumber.get('1.1.3')?.id ?? '';
    expect((await check(closed, 'c')).verdict).toBe('POPRAWNA');
    expect((await check(closed, '(C)')).verdict).toBe('POPRAWNA');
    expect((await check(closed, '$-3^2$')).verdict).toBe('POPRAWNA');
    expect((await check(closed, 'A')).verdict).toBe('NIEPOPRAWNA');
    expect(await check(closed, 'G')).toEqual({
      verdict: 'NIESPRAWDZONA',
      message: 'Wpisz literę jednej z odpowiedzi (A, B, C, D).',
    });
  });

  it('leaves a word answer to the pupil, and refuses what is missing or empty', async () => {
    const biology = dataOf(await guest().gql(LIBRARY.books, { input: { przedmiot: 'biology' } })).getBooks;
    const open = (await exercisesOfBook(biology.data[0]?.id ?? '')).find(
      (exercise) => !/^[A-F]\./.test(exercise.answer ?? ''),
    );
    expect(await check(open?.id ?? '', 'Bo tak.')).toEqual({
      verdict: 'NIESPRAWDZONA',
      message: 'Odpowiedzi słownej nie sprawdzamy automatycznie: porównaj ją z rozwiązaniem.',
    });
    const empty = await guest().gql(LIBRARY.checkAnswer, { input: { id: open?.id ?? '', answer: '  ' } });
    expect(firstError(empty.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { answer: 'Wpisz swoją odpowiedź.' },
    });
    for (const id of ['00000000-0000-4000-8000-000000000004', 'nie-uuid']) {
      const missing = await guest().gql(LIBRARY.checkAnswer, { input: { id, answer: '1' } });
      expect(firstError(missing.body)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Nie znaleziono rozwiązanego zadania.',
      });
    }
  });
});

describe('an admin correcting a library exercise', () => {
  it('changes its text and solution for everyone; a pupil and a re-solve are refused, changing nothing', async () => {
    const bookId = (await mathsBook()).id;
    const read = async () =>
      dataOf(await guest().gql(LIBRARY.book, { input: { id: bookId } })).getbookbyid.rozdzialy[0]
        ?.subrozdzialy[0]?.exercises[1];
    const exercise = await read();
    if (!exercise) throw new Error('the demo book has no second exercise');
    const change = (user: TestUser, input: Record<string, unknown>) =>
      user.client.gql(LIBRARY.updateExercise, { input: { id: exercise.id, ...input } });

    // A pupil cannot reach it to change it: the library's task is nobody's own.
    expect(firstError((await change(pupil, { question: 'Cudze.' })).body)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nie znaleziono zadania.',
    });
    // An admin: no re-solve on request, no empty solution.
    expect(firstError((await change(admin, { solve: true })).body).code).toBe('BAD_USER_INPUT');
    expect(firstError((await change(admin, { answer: '  ' })).body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { answer: 'Odpowiedź nie może być pusta.' },
    });
    expect(await read()).toEqual(exercise);

    const fixed = dataOf(
      await change(admin, {
        question: 'Oblicz $(-1{,}5)^3$.',
        answer: '$-3{,}375$',
        explanation: 'Trzy razy $-1{,}5$.',
      }),
    ).updateZadanie;
    expect(fixed).toMatchObject({ question: 'Oblicz $(-1{,}5)^3$.', answer: '$-3{,}375$', state: 'SOLVED' });
    expect(await read()).toMatchObject({ question: 'Oblicz $(-1{,}5)^3$.', answer: '$-3{,}375$' });
    expect(
      dataOf(await guest().gql(LIBRARY.checkAnswer, { input: { id: exercise.id, answer: '-3,375' } }))
        .checkZadanieAnswer.verdict,
    ).toBe('POPRAWNA');
  });
});

describe('an admin reading the exercises of a hidden book', () => {
  it('lists them, while to a pupil and a guest the subchapter is missing', async () => {
    const bookId = (await mathsBook()).id;
    const book = dataOf(await guest().gql(LIBRARY.book, { input: { id: bookId } })).getbookbyid;
    const subchapterId = book.rozdzialy[0]?.subrozdzialy[0]?.id ?? '';
    const page = (client: TestUser['client']) =>
      client.gql(LIBRARY.exercises, { input: { relationId: subchapterId } });
    const published = dataOf(await page(guest())).getPaginatedZadanieByRelationId;
    expect(published.total).toBeGreaterThan(0);

    dataOf(await admin.client.gql(LIBRARY.updateBook, { input: { id: bookId, visible: false } }));
    try {
      expect(dataOf(await page(admin.client)).getPaginatedZadanieByRelationId).toEqual(published);
      // To anyone else the hidden subchapter answers exactly like a made-up one.
      const madeUp = '0d9e8f7a-0000-4000-8000-000000000000';
      for (const client of [pupil.client, guest()]) {
        const refused = firstError((await page(client)).body);
        const missing = firstError(
          (await client.gql(LIBRARY.exercises, { input: { relationId: madeUp } })).body,
        );
        expect(refused).toEqual(missing);
        expect(['NOT_FOUND', 'UNAUTHENTICATED']).toContain(refused.code);
      }
    } finally {
      dataOf(await admin.client.gql(LIBRARY.updateBook, { input: { id: bookId, visible: true } }));
    }
  });
});
