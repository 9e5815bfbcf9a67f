import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../platform/storage/file-storage.ts';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { dataOf, type SessionClient, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { newBook, settledImport, startImport } from './testing/import-client.ts';
import { outlinePdf } from './testing/textbook-pdfs.ts';

/*
 * The admin's catalogue: every book, hidden ones too, searched and paged by the server; and the
 * deletion of a book with its chapters, exercises, imports, indexed passages and uploaded PDF.
 * Both refused to pupils and guests, changing nothing; bad input refused in Polish.
 */

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
const ADMIN_EMAIL = uniqueEmail('katalog');
const guest = () => sessionClient(server);

const LIST = `query ($input: AdminPodrecznikiInput!) {
  adminPodreczniki(adminPodrecznikiInput: $input) {
    total page limit data { id title isbn visible demo przedmiot poziom }
  }
}`;
const DELETE = `mutation ($id: ID!) { deletePodrecznik(deletePodrecznikInput: { id: $id }) }`;

interface Listed {
  id: string;
  title: string;
  isbn: string | null;
  visible: boolean;
  demo: boolean;
  przedmiot: string;
}
interface ListPage {
  total: number;
  page: number;
  limit: number;
  data: Listed[];
}

const list = async (client: SessionClient, input: Record<string, unknown>) =>
  dataOf<{ adminPodreczniki: ListPage }>(await client.gql(LIST, { input })).adminPodreczniki;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  [admin, pupil] = await Promise.all([createUser(server, { email: ADMIN_EMAIL }), createUser(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const leftOf = async (bookId: string) =>
  (
    await sqlRows<{ books: number; chapters: number; imports: number; tasks: number; chunks: number }>(
      server,
      sql`select
        (select count(*)::int from library_books where id = ${bookId}) as books,
        (select count(*)::int from library_chapters where book_id = ${bookId}) as chapters,
        (select count(*)::int from library_imports where book_id = ${bookId}) as imports,
        (select count(*)::int from zadania where owner_kind = 'library' and owner_id in
          (select id from library_chapters where book_id = ${bookId})) as tasks,
        (select count(*)::int from retrieval_chunks where source_kind = 'LIBRARY_CHAPTER' and source_id in
          (select id from library_chapters where book_id = ${bookId})) as chunks`,
    )
  )[0];

describe('the admin catalogue', () => {
  it('lists hidden books next to published ones, by subject, searched by title or ISBN, paged', async () => {
    const hidden = await newBook(admin.client, 'Trygonometria dla odważnych');
    const all = await list(admin.client, { limit: 50 });
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.data.map((book) => book.id)).toContain(hidden);
    expect(all.data.find((book) => book.id === hidden)).toMatchObject({ visible: false, demo: false });
    expect(all.data.some((book) => book.demo && book.visible)).toBe(true);

    const found = await list(admin.client, { szukaj: 'trygonometria DLA', przedmiot: 'mathematics' });
    expect(found.data.map((book) => book.id)).toEqual([hidden]);
    expect(found.total).toBe(1);
    expect((await list(admin.client, { szukaj: 'trygonometria', przedmiot: 'biology' })).total).toBe(0);
    // Wildcards are taken literally.
    expect((await list(admin.client, { szukaj: '%' })).total).toBe(0);

    const demo = all.data.find((book) => book.demo && book.isbn);
    const isbn = demo?.isbn ?? '';
    const byIsbn = await list(admin.client, { szukaj: `${isbn.slice(0, 3)}-${isbn.slice(3, 9)}` });
    expect(byIsbn.data.map((book) => book.id)).toContain(demo?.id);

    const first = await list(admin.client, { limit: 1, page: 1 });
    const second = await list(admin.client, { limit: 1, page: 2 });
    expect(first).toMatchObject({ total: all.total, page: 1, limit: 1 });
    expect(first.data).toHaveLength(1);
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    expect((await list(admin.client, { page: all.total + 1 })).data).toEqual([]);
  });

  it('refuses a bad page, page size or search in Polish', async () => {
    for (const [input, field] of [
      [{ page: 0 }, 'page'],
      [{ limit: 51 }, 'limit'],
      [{ szukaj: 'x'.repeat(201) }, 'szukaj'],
    ] as const) {
      const error = firstError((await admin.client.gql(LIST, { input })).body);
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      expect(Object.values(error.fields ?? {})[0]).toMatch(/[a-ząęółśżźćń]/);
    }
  });
});

const TOPICS = `query ($input: AdminTematyInput!) {
  adminTematy(adminTematyInput: $input) { id temat visible podrecznikId content }
}`;
const PUBLIC_TOPICS = `query ($input: GetbyprzedmiotandpoziomInput!) {
  getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) { id }
}`;
const UPDATE_TOPIC = `mutation ($input: UpdatetematInput!) {
  updatetemat(updatetematInput: $input) { id visible podrecznikId content }
}`;

describe('the admin topics', () => {
  it('lists the curriculum topics of a subject and level with the hidden ones, which pupils no longer see', async () => {
    const level = { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' };
    type Topic = { id: string; temat: string; visible: boolean; podrecznikId: string | null };
    const topics = dataOf<{ adminTematy: Topic[] }>(
      await admin.client.gql(TOPICS, { input: level }),
    ).adminTematy;
    expect(topics.length).toBeGreaterThan(2);
    const [first, second] = topics;
    const bookId = await newBook(admin.client, 'Matematyka z tematami');
    dataOf(
      await admin.client.gql(UPDATE_TOPIC, {
        input: { id: first?.id, visible: false, podrecznikId: bookId, content: 'Kąty i ich **miary**.' },
      }),
    );
    try {
      const after = dataOf<{ adminTematy: Topic[] }>(
        await admin.client.gql(TOPICS, { input: level }),
      ).adminTematy;
      expect(after.map((topic) => topic.id)).toEqual(topics.map((topic) => topic.id));
      expect(after[0]).toMatchObject({
        visible: false,
        podrecznikId: bookId,
        content: 'Kąty i ich **miary**.',
      });
      const shown = dataOf<{ getbyprzedmiotandpoziom: { id: string }[] }>(
        await pupil.client.gql(PUBLIC_TOPICS, { input: level }),
      ).getbyprzedmiotandpoziom;
      expect(shown.map((topic) => topic.id)).not.toContain(first?.id);
      expect(shown.map((topic) => topic.id)).toContain(second?.id);
    } finally {
      dataOf(
        await admin.client.gql(UPDATE_TOPIC, {
          input: { id: first?.id, visible: true, podrecznikId: null, content: null },
        }),
      );
    }
    expect(firstError((await pupil.client.gql(TOPICS, { input: level })).body).code).toBe('FORBIDDEN');
    expect(firstError((await guest().gql(TOPICS, { input: level })).body).code).toBe('UNAUTHENTICATED');
  });
});

describe('deleting a book', () => {
  it('removes its chapters, exercises, imports, indexed passages and PDF, and nothing else', async () => {
    const bookId = await newBook(admin.client, 'Podręcznik do usunięcia');
    const started = await startImport(admin.client, bookId, await outlinePdf());
    expect((await settledImport(admin.client, started.id)).state).toBe('DONE');
    const [sub] = await sqlRows<{ id: string }>(
      server,
      sql`select id from library_chapters where book_id = ${bookId} and parent_id is not null order by "order" limit 1`,
    );
    await sqlRows(
      server,
      sql`insert into zadania (user_id, workspace_id, owner_kind, owner_id, "order", number_exercise, question, type)
          values ('00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000',
                  'library', ${sub?.id}, 1, '1', 'Oblicz pole kwadratu o boku 3 cm.', 'OBLICZENIOWE')`,
    );
    const [task] = await sqlRows<{ id: string }>(
      server,
      sql`select id from zadania where owner_id = ${sub?.id}`,
    );
    const [topic] = dataOf<{ adminTematy: { id: string }[] }>(
      await admin.client.gql(TOPICS, { input: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' } }),
    ).adminTematy;
    dataOf(
      await admin.client.gql(UPDATE_TOPIC, {
        input: { id: topic?.id, podrecznikId: bookId, zadanieId: task?.id },
      }),
    );
    const [file] = await sqlRows<{ file_key: string }>(
      server,
      sql`select file_key from library_imports where book_id = ${bookId}`,
    );
    const storage = createFileStorage(server.config);
    expect(await storage.get(file?.file_key ?? '')).not.toBeNull();
    const before = await leftOf(bookId);
    expect(before).toMatchObject({ books: 1, imports: 1, tasks: 1 });
    expect(before?.chapters).toBeGreaterThan(1);
    expect(before?.chunks).toBeGreaterThan(0);
    const others = await list(admin.client, { limit: 50 });

    const deleted = dataOf<{ deletePodrecznik: string }>(await admin.client.gql(DELETE, { id: bookId }));
    expect(deleted.deletePodrecznik).toBe(bookId);
    expect(await leftOf(bookId)).toEqual({ books: 0, chapters: 0, imports: 0, tasks: 0, chunks: 0 });
    expect(await storage.get(file?.file_key ?? '')).toBeNull();
    // The curriculum topic forgets the book and its task.
    const [linked] = await sqlRows<{ podrecznik_id: string | null; zadanie_id: string | null }>(
      server,
      sql`select podrecznik_id, zadanie_id from tematy where id = ${topic?.id}`,
    );
    expect(linked).toEqual({ podrecznik_id: null, zadanie_id: null });
    const after = await list(admin.client, { limit: 50 });
    expect(after.total).toBe(others.total - 1);
    expect(after.data.map((book) => book.id)).toEqual(
      others.data.map((book) => book.id).filter((id) => id !== bookId),
    );

    const again = firstError((await admin.client.gql(DELETE, { id: bookId })).body);
    expect(again).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono podręcznika.' });
    expect(firstError((await admin.client.gql(DELETE, { id: 'nie-uuid' })).body).code).toBe('NOT_FOUND');
  });

  it('keeps the demo books (the seed would bring them back) and says how to hide them', async () => {
    const demo = (await list(admin.client, { limit: 50 })).data.find((book) => book.demo);
    const refused = firstError((await admin.client.gql(DELETE, { id: demo?.id })).body);
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(Object.values(refused.fields ?? {})[0]).toContain('LIBRARY_DEMO=false');
    expect((await leftOf(demo?.id ?? ''))?.books).toBe(1);
  });
});

describe('for admins only', () => {
  it('refuses the list and the deletion to a pupil (FORBIDDEN) and a guest (UNAUTHENTICATED), changing nothing', async () => {
    const bookId = await newBook(admin.client, 'Podręcznik nietykalny');
    for (const [client, code] of [
      [pupil.client, 'FORBIDDEN'],
      [guest(), 'UNAUTHENTICATED'],
    ] as const) {
      expect(firstError((await client.gql(LIST, { input: {} })).body).code).toBe(code);
      expect(firstError((await client.gql(DELETE, { id: bookId })).body).code).toBe(code);
    }
    expect((await leftOf(bookId))?.books).toBe(1);
  });
});
