import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createImportModel, LIBRARY_IMPORT_ACTIONS } from './testing/fake-import-model.ts';
import {
  IMPORT,
  type ImportView,
  newBook,
  settledImport,
  startImport,
  storedChapters,
} from './testing/import-client.ts';
import {
  BODY_PAGES,
  brokenPdf,
  contentsPagePdf,
  GEOMETRY_TOC,
  outlinePdf,
  plainPdf,
} from './testing/textbook-pdfs.ts';

/*
 * An admin's textbook PDFs through the import: the outline's table of contents, the contents page
 * read by the (fake) AI and checked, a table entered by hand when neither gives one, and a broken
 * file that fails in Polish leaving the book hidden and without chapters. The imported book stays
 * hidden until the admin publishes it.
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

const TEXTBOOK = `query ($input: GetPodrBookByIdInput!) {
  getPodrBookById(getPodrBookByIdInput: $input) {
    podrecznik { visible }
    chapters { number name page subchapters { number name page } }
  }
}`;

/** The table of contents a finished import must have written: the book's, with each page's text. */
async function expectGeometryBook(bookId: string) {
  const rows = await storedChapters(server, bookId);
  expect(rows.map((row) => [row.toc_id, row.name, row.page])).toEqual(
    GEOMETRY_TOC.flatMap((chapter, i) => [
      [`${i + 1}`, chapter.name, chapter.page],
      ...chapter.subchapters.map((sub, j) => [`${i + 1}.${j + 1}`, sub.name, sub.page]),
    ]),
  );
  const subchapters = rows.filter((row) => !row.parent);
  // Each subchapter holds its own page's text (the pages of this book: one subchapter each).
  subchapters.forEach((row, i) => {
    expect(row.content).toContain((BODY_PAGES[i] ?? '').split('\n').at(-1)?.slice(0, 30));
  });
  expect(subchapters[0]?.content).not.toContain('Suma kątów');
  expect(rows.filter((row) => row.parent).every((row) => row.content === null)).toBe(true);
}

describe('importing a textbook PDF', () => {
  it('takes the table of contents from the outline, reads every page and keeps the book hidden', async () => {
    const bookId = await newBook(admin.client);
    const started = await startImport(admin.client, bookId, await outlinePdf());
    expect(started).toMatchObject({ state: 'QUEUED', attempt: 1, fileName: 'podrecznik.pdf' });
    const done = await settledImport(admin.client, started.id);
    expect(done).toMatchObject({
      state: 'DONE',
      tocSource: 'OUTLINE',
      pageCount: 7,
      pagesRead: 7,
      chapterCount: 2,
      subchapterCount: 5,
      error: null,
    });
    await expectGeometryBook(bookId);
    // Still hidden: signed out it is missing; the admin publishes it with updatepodrecznik.
    const guest = sessionClient(server);
    expect(firstError((await guest.gql(TEXTBOOK, { input: { id: bookId } })).body).code).toBe('NOT_FOUND');
    dataOf(
      await admin.client.gql(
        'mutation ($input: UpdatepodrecznikInput!) { updatepodrecznik(updatepodrecznikInput: $input) { id } }',
        { input: { id: bookId, visible: true } },
      ),
    );
    const shown = dataOf<{ getPodrBookById: { chapters: { name: string }[] } }>(
      await guest.gql(TEXTBOOK, { input: { id: bookId } }),
    );
    expect(shown.getPodrBookById.chapters.map((chapter) => chapter.name)).toEqual(['Kąty', 'Wielokąty']);
    // Its imports, newest first; a second import of a book with chapters is refused.
    const list = dataOf<{ podrecznikImports: ImportView[] }>(
      await admin.client.gql(IMPORT.ofBook, { id: bookId }),
    );
    expect(list.podrecznikImports.map((row) => row.id)).toEqual([started.id]);
  });

  it('without an outline, has the AI read the contents page, and checks its reading', async () => {
    model.set({});
    const bookId = await newBook(admin.client);
    const before = ai.requests.length;
    const done = await settledImport(
      admin.client,
      (await startImport(admin.client, bookId, await contentsPagePdf())).id,
    );
    expect(done).toMatchObject({ state: 'DONE', tocSource: 'AI', chapterCount: 2, subchapterCount: 5 });
    const asked = ai.requests.slice(before).filter((request) => request.action === 'LIBRARY_IMPORT_TOC');
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0]?.body.messages)).toContain('Spis treści');
    await expectGeometryBook(bookId);
  });

  it('waits for a table by hand when the AI reads a page past the end, refuses a wrong one, then finishes', async () => {
    model.set({ lastPage: 99 });
    const bookId = await newBook(admin.client);
    const waiting = await settledImport(
      admin.client,
      (await startImport(admin.client, bookId, await contentsPagePdf())).id,
    );
    expect(waiting.state).toBe('NEEDS_TOC');
    expect(waiting.error).toMatch(/stronę 99, a plik ma strony 1–7/);
    expect(await storedChapters(server, bookId)).toEqual([]);

    const chapters = GEOMETRY_TOC.map(({ name, page, subchapters }) => ({ name, page, subchapters }));
    const backwards = structuredClone(chapters);
    if (backwards[1]?.subchapters[1]) backwards[1].subchapters[1].page = 2;
    for (const [wrong, message] of [
      [backwards, /przed poprzednią/],
      [[{ name: '   ', page: 3, subchapters: [] }], /nazwę rozdziału/],
      [[{ name: 'Kąty', page: 8, subchapters: [] }], /plik ma strony 1–7/],
      [[], /co najmniej jeden rozdział/],
    ] as const) {
      const refused = await admin.client.gql(IMPORT.setToc, {
        input: { importId: waiting.id, chapters: wrong },
      });
      expect(firstError(refused.body).code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(firstError(refused.body).fields)).toMatch(message);
    }
    const resumed = dataOf<{ setPodrecznikToc: ImportView }>(
      await admin.client.gql(IMPORT.setToc, { input: { importId: waiting.id, chapters } }),
    ).setPodrecznikToc;
    expect(resumed).toMatchObject({ state: 'QUEUED', attempt: 2, error: null });
    const done = await settledImport(admin.client, waiting.id);
    expect(done).toMatchObject({ state: 'DONE', tocSource: 'MANUAL', chapterCount: 2, subchapterCount: 5 });
    await expectGeometryBook(bookId);
  });

  it('fails in Polish, with nothing written, when the AI keeps cutting its answer off', async () => {
    model.set({ truncated: true });
    const bookId = await newBook(admin.client);
    const before = ai.requests.length;
    const failed = await settledImport(
      admin.client,
      (await startImport(admin.client, bookId, await contentsPagePdf())).id,
    );
    model.set({});
    expect(failed).toMatchObject({ state: 'FAILED', chapterCount: 0, attempt: 1 });
    expect(failed.error).toMatch(/Import nie powiódł się/);
    // Each of the job's three runs asked (and asked again for a repair) before giving up.
    const asked = ai.requests.slice(before).filter((request) => request.action === 'LIBRARY_IMPORT_TOC');
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(await storedChapters(server, bookId)).toEqual([]);
    // Three runs with the job's backoff between them.
  }, 120_000);

  it('waits for a table by hand when the file has neither an outline nor a contents page', async () => {
    const before = ai.requests.length;
    const bookId = await newBook(admin.client);
    const waiting = await settledImport(
      admin.client,
      (await startImport(admin.client, bookId, await plainPdf())).id,
    );
    expect(waiting).toMatchObject({ state: 'NEEDS_TOC', pagesRead: 7 });
    expect(waiting.error).toMatch(/nie ma zakładek ani strony „Spis treści”/);
    expect(ai.requests.length).toBe(before);
  });

  it('fails a broken PDF in Polish, leaving the book hidden and without chapters; a retry fails the same way', async () => {
    const bookId = await newBook(admin.client);
    const failed = await settledImport(
      admin.client,
      (await startImport(admin.client, bookId, brokenPdf())).id,
    );
    expect(failed).toMatchObject({ state: 'FAILED', chapterCount: 0 });
    expect(failed.error).toMatch(/Nie udało się odczytać pliku PDF/);
    expect(await storedChapters(server, bookId)).toEqual([]);
    const retried = dataOf<{ retryPodrecznikImport: ImportView }>(
      await admin.client.gql(IMPORT.retry, { id: failed.id }),
    ).retryPodrecznikImport;
    expect(retried).toMatchObject({ state: 'QUEUED', attempt: 2 });
    expect(await settledImport(admin.client, failed.id)).toMatchObject({ state: 'FAILED', attempt: 2 });
    const again = await admin.client.gql<{ retryPodrecznikImport: ImportView }>(IMPORT.retry, {
      id: failed.id,
    });
    expect(dataOf(again).retryPodrecznikImport.attempt).toBe(3);
    await settledImport(admin.client, failed.id);
    // Only its failed import is listed; nothing of it was kept.
    const book = await admin.client.gql(
      'query ($id: ID!) { podrecznikImports(podrecznikId: $id) { state } }',
      {
        id: bookId,
      },
    );
    expect(dataOf(book).podrecznikImports).toEqual([{ state: 'FAILED' }]);
  });
});
