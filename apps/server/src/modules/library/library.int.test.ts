import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { REFERENCE } from '../../testing/documents.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { dataOf, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { TESTS } from '../testsolver/testing/documents.ts';
import { demoMathsTextbook, LIBRARY } from './testing/documents.ts';

/*
 * The public library on the seeded demo books: reads signed out (catalogue, table of contents,
 * exercise catalogue, search, counts, a chapter's exercises with solutions), nothing unpublished or
 * deleted shown to anyone but an admin, and the admin's changes — refused to everyone else and,
 * when wrong, refused whole with a Polish message and nothing changed.
 */

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
const ADMIN_EMAIL = uniqueEmail('bibliotekarz');
const guest = () => sessionClient(server);

const mathsBook = () => demoMathsTextbook(guest());

const bookRow = async (id: string) =>
  (
    await sqlRows<{ title: string; visible: boolean; isbn: string | null }>(
      server,
      sql`select title, visible, isbn from library_books where id = ${id}`,
    )
  )[0];

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  [admin, pupil] = await Promise.all([createUser(server, { email: ADMIN_EMAIL }), createUser(server)]);
});
afterAll(async () => {
  await server?.stop();
});

describe('the catalogue, signed out', () => {
  it('lists the published textbooks of a subject and level, labelled demo, with their exercise counts', async () => {
    const book = await mathsBook();
    expect(book).toMatchObject({
      przedmiot: 'mathematics',
      poziom: 'PODSTAWOWY_SIEDEM',
      klasa: 7,
      visible: true,
      demo: true,
      isbn: '9788300000012',
    });
    expect(book.title).toMatch(/demonstracyjny/);
    expect(book.exerciseCount).toBeGreaterThan(5);
    const none = dataOf(
      await guest().gql(LIBRARY.textbooks, { input: { przedmiot: 'chemistry', poziom: 'STUDIA' } }),
    );
    expect(none.getpodrecznikbyprzedmiotandpoziom).toEqual([]);
  });

  it('shows a textbook with its table of contents: chapters, subchapters, pages, counts', async () => {
    const book = await mathsBook();
    const view = dataOf(await guest().gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById;
    expect(view?.podrecznik.title).toBe(book.title);
    const chapters = view?.chapters ?? [];
    expect(chapters.length).toBeGreaterThanOrEqual(2);
    const [first] = chapters;
    expect(first).toMatchObject({ toc_id: '1', number: '1', deleted: false });
    expect(first?.raw_name).toBe(`1. ${first?.name}`);
    expect(first?.subchapters[0]).toMatchObject({ toc_id: '1.1', page: 1 });
    expect(first?.exerciseCount).toBe(first?.subchapters.reduce((n, sub) => n + sub.exerciseCount, 0));
    expect(chapters.reduce((n, chapter) => n + chapter.exerciseCount, 0)).toBe(book.exerciseCount);
    // Pages grow through the book.
    const pages = chapters.flatMap((chapter) => chapter.subchapters.map((sub) => sub.page ?? 0));
    expect([...pages].sort((a, b) => a - b)).toEqual(pages);
  });

  it('pages the exercise catalogue and counts its solved exercises', async () => {
    const all = dataOf(await guest().gql(LIBRARY.books, { input: {} })).getBooks;
    expect(all.total).toBeGreaterThanOrEqual(2);
    const first = dataOf(await guest().gql(LIBRARY.books, { input: { page: 1, limit: 1 } })).getBooks;
    const second = dataOf(await guest().gql(LIBRARY.books, { input: { page: 2, limit: 1 } })).getBooks;
    expect(first).toMatchObject({ total: all.total, page: 1, limit: 1 });
    expect(first.data).toHaveLength(1);
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    const biology = dataOf(await guest().gql(LIBRARY.books, { input: { przedmiot: 'biology' } })).getBooks;
    expect(biology.data.every((book) => book.przedmiot === 'biology')).toBe(true);

    const total = dataOf(await guest().gql(LIBRARY.count, {})).getcount;
    expect(total).toBe(all.data.reduce((n, book) => n + book.exerciseCount, 0));
    const maths = dataOf(await guest().gql(LIBRARY.count, { input: { przedmiot: 'mathematics' } })).getcount;
    expect(maths).toBe((await mathsBook()).exerciseCount);

    const wrong = await guest().gql(LIBRARY.books, { input: { page: 0, limit: 51 } });
    expect(firstError(wrong.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { page: 'Strona: liczba całkowita od 1.', limit: 'Książek na stronę: od 1 do 50.' },
    });
  });

  it('opens a book down to its exercises, and a chapter’s exercises with their solutions', async () => {
    const { id } = await mathsBook();
    const book = dataOf(await guest().gql(LIBRARY.book, { input: { id } })).getbookbyid;
    const sub = book?.rozdzialy[0]?.subrozdzialy[0];
    expect(sub?.exercises.length).toBe(sub?.exerciseCount);
    const exercise = sub?.exercises[0];
    expect(exercise).toMatchObject({ title: `Zadanie ${exercise?.exerciseNumber}`, pageNumber: 1 });
    expect(exercise?.question.length).toBeGreaterThan(3);
    expect(exercise?.answer).toBeTruthy();

    const page = dataOf(
      await guest().gql(LIBRARY.exercises, { input: { relationId: sub?.id ?? '', limit: 2 } }),
    ).getPaginatedZadanieByRelationId;
    expect(page.total).toBe(sub?.exerciseCount);
    expect(page.data).toHaveLength(Math.min(2, page.total));
    expect(page.data[0]).toMatchObject({ id: exercise?.id, state: 'SOLVED', answer: exercise?.answer });
    expect(page.data[0]?.explanation?.length).toBeGreaterThan(5);
  });

  it('finds books by a piece of the title in any case, or by ISBN with hyphens', async () => {
    const book = await mathsBook();
    const byTitle = dataOf(await guest().gql(LIBRARY.search, { input: { title: 'MATEMATYKA 7' } }));
    expect(byTitle.getBooksByTitle.map((found) => found.id)).toContain(book.id);
    const byIsbn = dataOf(await guest().gql(LIBRARY.search, { input: { title: '978-83-00000-01-2' } }));
    expect(byIsbn.getBooksByTitle.map((found) => found.id)).toEqual([book.id]);
    // LIKE's wildcards are taken literally.
    const wildcard = dataOf(await guest().gql(LIBRARY.search, { input: { title: '%%' } }));
    expect(wildcard.getBooksByTitle).toEqual([]);
    const short = await guest().gql(LIBRARY.search, { input: { title: ' a ' } });
    expect(firstError(short.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { title: 'Wpisz od 2 do 200 znaków tytułu albo numer ISBN.' },
    });
  });

  it('does not let a pupil change a library exercise', async () => {
    const { id } = await mathsBook();
    const book = dataOf(await guest().gql(LIBRARY.book, { input: { id } })).getbookbyid;
    const exercise = book?.rozdzialy[0]?.subrozdzialy[0]?.exercises[0];
    const attempt = await pupil.client.gql(TESTS.update, {
      input: { id: exercise?.id, question: 'Zmienione' },
    });
    expect(firstError(attempt.body).code).toBe('NOT_FOUND');
    const after = dataOf(await guest().gql(LIBRARY.book, { input: { id } })).getbookbyid;
    expect(after?.rozdzialy[0]?.subrozdzialy[0]?.exercises[0]?.question).toBe(exercise?.question);
  });
});

describe('admins', () => {
  it('refuse every change to pupils (FORBIDDEN) and guests (UNAUTHENTICATED), changing nothing', async () => {
    const book = await mathsBook();
    const input = { id: book.id, title: 'Przejęty podręcznik', visible: false };
    expect(firstError((await pupil.client.gql(LIBRARY.updateBook, { input })).body).code).toBe('FORBIDDEN');
    expect(firstError((await guest().gql(LIBRARY.updateBook, { input })).body).code).toBe('UNAUTHENTICATED');
    const [topic] = dataOf(
      await guest().gql(REFERENCE.topics, {
        input: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' },
      }),
    ).getbyprzedmiotandpoziom;
    const topicInput = { id: topic?.id ?? '', podrecznikId: book.id };
    expect(firstError((await pupil.client.gql(LIBRARY.updateTopic, { input: topicInput })).body).code).toBe(
      'FORBIDDEN',
    );
    expect(await bookRow(book.id)).toMatchObject({ title: book.title, visible: true });
  });

  it('refuse a wrong change whole, with a Polish message', async () => {
    const book = await mathsBook();
    const view = dataOf(await guest().gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById;
    const badIsbn = await admin.client.gql(LIBRARY.updateBook, {
      input: { id: book.id, title: 'Nowy tytuł', isbn: '978-83-00000-01-3' },
    });
    expect(firstError(badIsbn.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { isbn: 'Podaj 13-cyfrowy numer ISBN (z kreskami albo bez) z poprawną cyfrą kontrolną.' },
    });
    // A chapter of another book: nothing of the change is kept, the title included.
    const biology = dataOf(await guest().gql(LIBRARY.books, { input: { przedmiot: 'biology' } })).getBooks;
    const other = dataOf(
      await guest().gql(LIBRARY.textbook, { input: { id: biology.data[0]?.id ?? '' } }),
    ).getPodrBookById;
    const foreign = await admin.client.gql(LIBRARY.updateBook, {
      input: {
        id: book.id,
        title: 'Nowy tytuł',
        chapters: [
          { id: view?.chapters[0]?.id ?? '', name: 'Zmieniony' },
          { id: other?.chapters[0]?.id ?? '', name: 'Cudzy' },
        ],
      },
    });
    expect(firstError(foreign.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { chapters: 'Każdy rozdział zmieniaj raz i tylko w tym podręczniku.' },
    });
    expect(await bookRow(book.id)).toMatchObject({ title: book.title, isbn: '9788300000012' });
    const again = dataOf(await guest().gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById;
    expect(again?.chapters[0]?.name).toBe(view?.chapters[0]?.name);
    const missing = await admin.client.gql(LIBRARY.updateBook, {
      input: { id: '00000000-0000-4000-8000-000000000001', title: 'X' },
    });
    expect(firstError(missing.body)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nie znaleziono podręcznika.',
    });
  });

  it('hide a chapter and a book from everyone else, and see them themselves', async () => {
    const book = await mathsBook();
    const view = dataOf(await guest().gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById;
    const sub = view?.chapters[0]?.subchapters[0];
    const countBefore = dataOf(await guest().gql(LIBRARY.count, {})).getcount;

    dataOf(
      await admin.client.gql(LIBRARY.updateBook, {
        input: { id: book.id, chapters: [{ id: sub?.id ?? '', deleted: true, name: 'Potęgi (stare)' }] },
      }),
    );
    const shown = dataOf(await guest().gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById;
    expect(shown?.chapters[0]?.subchapters.map((entry) => entry.id)).not.toContain(sub?.id);
    expect(dataOf(await guest().gql(LIBRARY.count, {})).getcount).toBe(
      countBefore - (sub?.exerciseCount ?? 0),
    );
    const hiddenTasks = await guest().gql(LIBRARY.exercises, { input: { relationId: sub?.id ?? '' } });
    expect(firstError(hiddenTasks.body).code).toBe('UNAUTHENTICATED');
    const asPupil = await pupil.client.gql(LIBRARY.exercises, { input: { relationId: sub?.id ?? '' } });
    expect(firstError(asPupil.body).code).toBe('NOT_FOUND');
    const adminView = dataOf(
      await admin.client.gql(LIBRARY.textbook, { input: { id: book.id } }),
    ).getPodrBookById;
    expect(adminView?.chapters[0]?.subchapters[0]).toMatchObject({
      id: sub?.id,
      deleted: true,
      name: 'Potęgi (stare)',
    });

    const otherSub = view?.chapters[1]?.subchapters[0];
    const tasks = dataOf(
      await guest().gql(LIBRARY.exercises, { input: { relationId: otherSub?.id ?? '' } }),
    ).getPaginatedZadanieByRelationId;
    const hidden = dataOf(
      await admin.client.gql(LIBRARY.updateBook, { input: { id: book.id, visible: false } }),
    ).updatepodrecznik;
    expect(hidden.visible).toBe(false);
    for (const hiddenBook of [
      await guest().gql(LIBRARY.textbook, { input: { id: book.id } }),
      await pupil.client.gql(LIBRARY.book, { input: { id: book.id } }),
    ])
      expect(firstError(hiddenBook.body)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Nie znaleziono podręcznika.',
      });
    const list = dataOf(
      await pupil.client.gql(LIBRARY.textbooks, {
        input: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' },
      }),
    ).getpodrecznikbyprzedmiotandpoziom;
    expect(list.map((entry) => entry.id)).not.toContain(book.id);
    const hiddenCheck = await guest().gql(LIBRARY.checkAnswer, {
      input: { id: tasks.data[0]?.id ?? '', answer: '1' },
    });
    expect(firstError(hiddenCheck.body).code).toBe('NOT_FOUND');
    const found = dataOf(await guest().gql(LIBRARY.search, { input: { title: '9788300000012' } }));
    expect(found.getBooksByTitle).toEqual([]);
    expect(
      dataOf(await admin.client.gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById
        ?.podrecznik,
    ).toMatchObject({ visible: false });

    // Published again, with the chapter back.
    dataOf(
      await admin.client.gql(LIBRARY.updateBook, {
        input: { id: book.id, visible: true, chapters: [{ id: sub?.id ?? '', deleted: false }] },
      }),
    );
    expect(dataOf(await guest().gql(LIBRARY.count, {})).getcount).toBe(countBefore);
  });

  it('hide what is under a deleted chapter too', async () => {
    const book = await mathsBook();
    const view = dataOf(await guest().gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById;
    const chapter = view.chapters[1];
    const sub = chapter?.subchapters[0];
    const countBefore = dataOf(await guest().gql(LIBRARY.count, {})).getcount;
    dataOf(
      await admin.client.gql(LIBRARY.updateBook, {
        input: { id: book.id, chapters: [{ id: chapter?.id ?? '', deleted: true }] },
      }),
    );
    try {
      expect(dataOf(await guest().gql(LIBRARY.count, {})).getcount).toBe(
        countBefore - (chapter?.exerciseCount ?? 0),
      );
      expect((await mathsBook()).exerciseCount).toBe(book.exerciseCount - (chapter?.exerciseCount ?? 0));
      const tasks = await guest().gql(LIBRARY.exercises, { input: { relationId: sub?.id ?? '' } });
      expect(firstError(tasks.body).code).toBe('UNAUTHENTICATED');
      const shown = dataOf(await guest().gql(LIBRARY.book, { input: { id: book.id } })).getbookbyid;
      expect(shown.rozdzialy.map((entry) => entry.id)).not.toContain(chapter?.id);
    } finally {
      dataOf(
        await admin.client.gql(LIBRARY.updateBook, {
          input: { id: book.id, chapters: [{ id: chapter?.id ?? '', deleted: false }] },
        }),
      );
    }
    expect(dataOf(await guest().gql(LIBRARY.count, {})).getcount).toBe(countBefore);
  });

  it('link a curriculum topic to a textbook, which pupils then see', async () => {
    const book = await mathsBook();
    const [topic] = dataOf(
      await guest().gql(REFERENCE.topics, {
        input: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' },
      }),
    ).getbyprzedmiotandpoziom;
    const unknown = await admin.client.gql(LIBRARY.updateTopic, {
      input: {
        id: topic?.id ?? '',
        podrecznikId: '00000000-0000-4000-8000-000000000002',
        zadanieId: topic?.id,
      },
    });
    expect(firstError(unknown.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        podrecznikId: 'Nie ma takiego podręcznika w bibliotece.',
        zadanieId: 'Nie ma takiego zadania w bibliotece.',
      },
    });
    const linked = dataOf(
      await admin.client.gql(LIBRARY.updateTopic, {
        input: { id: topic?.id ?? '', podrecznikId: book.id, content: 'Potęgi i pierwiastki w 7 klasie.' },
      }),
    ).updatetemat;
    expect(linked).toMatchObject({
      podrecznikId: book.id,
      content: 'Potęgi i pierwiastki w 7 klasie.',
      visible: true,
    });
    const rows = await sqlRows<{ podrecznik_id: string }>(
      server,
      sql`select podrecznik_id from tematy where id = ${topic?.id}`,
    );
    expect(rows[0]?.podrecznik_id).toBe(book.id);
    const missing = await admin.client.gql(LIBRARY.updateTopic, {
      input: { id: '00000000-0000-4000-8000-000000000003', visible: false },
    });
    expect(firstError(missing.body)).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono tematu.' });
  });
});
