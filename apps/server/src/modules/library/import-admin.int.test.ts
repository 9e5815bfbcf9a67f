import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { pdfWithText, pngWithText } from '../../testing/fixtures/documents.ts';
import { dataOf, type SessionClient, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  IMPORT,
  type ImportView,
  newBook,
  sendPdf,
  settledImport,
  startImport,
} from './testing/import-client.ts';
import { plainPdf } from './testing/textbook-pdfs.ts';

/*
 * The import's operations are the admins': refused to a signed-in pupil (FORBIDDEN) and to a
 * guest (UNAUTHENTICATED), changing nothing; and every bad input refused whole, in Polish, with
 * nothing stored (a file that is not a PDF, one over the size limit, a wrong ISBN…).
 */

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
const ADMIN_EMAIL = uniqueEmail('importer');
const guest = () => sessionClient(server);

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL, UPLOAD_MAX_MB: '1' });
  [admin, pupil] = await Promise.all([createUser(server, { email: ADMIN_EMAIL }), createUser(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const counts = async () =>
  (
    await sqlRows<{ books: number; imports: number; chapters: number }>(
      server,
      sql`select (select count(*)::int from library_books) as books,
                 (select count(*)::int from library_imports) as imports,
                 (select count(*)::int from library_chapters) as chapters`,
    )
  )[0];

const BOOK = { title: 'Biologia bez tajemnic', przedmiot: 'biology', poziom: 'SREDNI_JEDEN' };

describe('the import, for admins only', () => {
  it('refuses every operation to a pupil (FORBIDDEN) and a guest (UNAUTHENTICATED), changing nothing', async () => {
    const bookId = await newBook(admin.client);
    const waiting = await settledImport(
      admin.client,
      (await startImport(admin.client, bookId, await plainPdf())).id,
    );
    expect(waiting.state).toBe('NEEDS_TOC');
    const before = await counts();
    const toc = { importId: waiting.id, chapters: [{ name: 'Kąty', page: 3, subchapters: [] }] };
    const attempts = async (client: SessionClient) => [
      await client.gql(IMPORT.create, { input: BOOK }),
      await sendPdf(client, bookId, await plainPdf()),
      await client.gql(IMPORT.one, { id: waiting.id }),
      await client.gql(IMPORT.ofBook, { id: bookId }),
      await client.gql(IMPORT.setToc, { input: toc }),
      await client.gql(IMPORT.retry, { id: waiting.id }),
    ];
    for (const response of await attempts(pupil.client))
      expect(firstError(response.body).code).toBe('FORBIDDEN');
    for (const response of await attempts(guest()))
      expect(firstError(response.body).code).toBe('UNAUTHENTICATED');
    expect(await counts()).toEqual(before);
    expect(
      dataOf<{ podrecznikImport: ImportView }>(await admin.client.gql(IMPORT.one, { id: waiting.id })),
    ).toMatchObject({
      podrecznikImport: { state: 'NEEDS_TOC', attempt: 1 },
    });
  });
});

describe('bad input, refused whole in Polish', () => {
  it('creates a hidden book, and refuses a missing title, a wrong or taken ISBN and a class out of range', async () => {
    const created = dataOf<{ createPodrecznik: { visible: boolean; isbn: string; klasa: number } }>(
      await admin.client.gql(IMPORT.create, {
        input: { ...BOOK, isbn: '978-83-00-00009-8', klasa: 1, authors: ['Anna Nowak'] },
      }),
    ).createPodrecznik;
    expect(created).toMatchObject({ visible: false, isbn: '9788300000098', klasa: 1 });
    const before = await counts();
    for (const [input, field, message] of [
      [{ ...BOOK, title: '   ' }, 'title', /tytuł/],
      [{ ...BOOK, isbn: '978-83-00-00009-1' }, 'isbn', /cyfrą kontrolną/],
      [{ ...BOOK, isbn: '9788300000098' }, 'isbn', /ma już ten numer ISBN/],
      [{ ...BOOK, klasa: 9 }, 'klasa', /od 1 do 8/],
    ] as const) {
      const refused = firstError((await admin.client.gql(IMPORT.create, { input })).body);
      expect(refused.code).toBe('BAD_USER_INPUT');
      expect(refused.fields?.[field]).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('stores nothing for a file that is not a PDF, an empty or too large one, or a missing book', async () => {
    const bookId = await newBook(admin.client);
    const before = await counts();
    const big = await pdfWithText(['Strona z tekstem.']);
    const oversized = new Uint8Array(1024 * 1024 + 10);
    oversized.set(big);
    for (const [id, bytes, message] of [
      [bookId, await pngWithText('Rozdział 1'), /To nie jest plik PDF/],
      [bookId, new TextEncoder().encode('Rozdział 1. Kąty ..... 3'), /To nie jest plik PDF/],
      [bookId, new Uint8Array(0), /pusty/],
      [bookId, oversized, /za duży.*1 MB/],
    ] as const) {
      const refused = firstError((await sendPdf(admin.client, id, bytes, 'podrecznik.pdf')).body);
      expect(refused.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(refused.fields)).toMatch(message);
    }
    const missing = await sendPdf(admin.client, '00000000-0000-4000-8000-000000000000', big);
    expect(firstError(missing.body)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nie znaleziono podręcznika.',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a second import while one waits, and a table or retry for an import in the wrong state', async () => {
    const bookId = await newBook(admin.client);
    const waiting = await settledImport(
      admin.client,
      (await startImport(admin.client, bookId, await plainPdf())).id,
    );
    const before = await counts();
    const second = firstError((await sendPdf(admin.client, bookId, await plainPdf())).body);
    expect(second.fields?.podrecznikId).toMatch(/jest już importowany/);
    const retry = firstError((await admin.client.gql(IMPORT.retry, { id: waiting.id })).body);
    expect(retry.fields?.id).toMatch(/tylko nieudany import/);
    const unknown = await admin.client.gql(IMPORT.one, { id: 'nie-ma-takiego' });
    expect(firstError(unknown.body)).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono importu.' });
    expect(await counts()).toEqual(before);
  });
});
