import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, createWorkspace, type TestUser } from '../../testing/factories.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { typedBase, WORDBASES } from './testing/documents.ts';

/*
 * A set's words a page at a time (`WordBase.wordPage`), as the set's page reads a big set: in the
 * set's order, searched over the whole set by word or translation in any case, bad bounds refused
 * in Polish, and nobody else's set readable.
 */

let server: TestServer;
let user: TestUser;
let baseId: string;
const WORDS = 120;

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server);
  const workspace = await createWorkspace(user, { przedmiot: 'english', poziom: 'SREDNI_JEDEN' });
  const words = Array.from({ length: WORDS }, (_, i) => ({
    word: `word ${i + 1}`,
    translation: `słowo ${i + 1}`,
  }));
  words[6] = { word: 'Turtle', translation: 'Żółw błotny' };
  words[7] = { word: '100% sure', translation: 'na pewno' };
  baseId = (await typedBase(user, workspace, { words })).id;
});
afterAll(async () => {
  await server?.stop();
});

const read = async (variables: { page?: number; limit?: number; search?: string }, reader = user) =>
  reader.client.gql(WORDBASES.wordPage, { input: { id: baseId }, ...variables });
const pageOf = async (variables: { page?: number; limit?: number; search?: string }) =>
  dataOf(await read(variables)).getWordBaseById.wordPage;

describe('the words of a set, a page at a time', () => {
  it('gives 50 words in the set’s order by default, any page and size up to 100, and the count', async () => {
    const first = await pageOf({});
    expect(first).toMatchObject({ total: WORDS, page: 1, limit: 50 });
    expect(first.data.map((w) => w.order)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(first.data[0]).toMatchObject({ word: 'word 1', translation: 'słowo 1', state: 'NEW' });

    const last = await pageOf({ page: 2, limit: 100 });
    expect(last.data.map((w) => w.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 101));
    expect(await pageOf({ page: 7, limit: 20 })).toMatchObject({ total: WORDS, page: 7, data: [] });
  });

  it('searches the whole set by word or translation, in any case, Polish letters too', async () => {
    const found = await pageOf({ search: '  słowo 11 ' });
    expect(found.total).toBe(11);
    expect(found.data.map((w) => w.word)).toEqual([
      'word 11',
      ...Array.from({ length: 10 }, (_, i) => `word ${110 + i}`),
    ]);
    expect((await pageOf({ search: 'ŻÓŁW' })).data.map((w) => w.word)).toEqual(['Turtle']);
    expect((await pageOf({ search: 'tURTLE' })).data.map((w) => w.translation)).toEqual(['Żółw błotny']);
    // % and _ are letters to look for, not patterns.
    expect((await pageOf({ search: '0%' })).data.map((w) => w.word)).toEqual(['100% sure']);
    expect((await pageOf({ search: 'word_1' })).total).toBe(0);
    expect(await pageOf({ search: 'nic takiego' })).toMatchObject({ total: 0, data: [] });
    // An empty search is no search.
    expect((await pageOf({ search: '   ' })).total).toBe(WORDS);
  });

  it('follows a removed word: the pages close up and the count drops', async () => {
    const before = await pageOf({ page: 1, limit: 3 });
    const removed = before.data[1]?.id as string;
    dataOf(await user.client.gql(WORDBASES.upsert, { input: { id: baseId, removeWordIds: [removed] } }));
    const after = await pageOf({ page: 1, limit: 3 });
    expect(after.total).toBe(WORDS - 1);
    expect(after.data.map((w) => w.id)).not.toContain(removed);
    expect(after.data[1]?.order).toBe(3);
  });

  it('refuses a bad page, page size or search in Polish, and changes nothing', async () => {
    const count = async () =>
      (
        await sqlRows<{ n: number }>(
          server,
          sql`select count(*)::int as n from words where word_base_id = ${baseId}`,
        )
      )[0]?.n;
    const stored = await count();
    const cases = [
      [{ page: 0 }, { page: 'Strona: liczba całkowita od 1.' }],
      [{ limit: 0 }, { limit: 'Słów na stronę: od 1 do 100.' }],
      [
        { page: -1, limit: 101 },
        { page: 'Strona: liczba całkowita od 1.', limit: 'Słów na stronę: od 1 do 100.' },
      ],
      [{ search: 'a'.repeat(101) }, { search: 'Szukany tekst: najwyżej 100 znaków.' }],
    ] as const;
    for (const [variables, fields] of cases) {
      const response = await read(variables);
      expect(response.body.data ?? null, JSON.stringify(variables)).toBeNull();
      expect(firstError(response.body)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Nieprawidłowe dane.',
        fields,
      });
    }
    expect(await count()).toBe(stored);
  });

  it('reads no other pupil’s set: the page of a foreign set is "not found"', async () => {
    const stranger = await createUser(server);
    const response = await read({ search: 'word' }, stranger);
    expect(response.body.data ?? null).toBeNull();
    expect(firstError(response.body)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nie znaleziono bazy słówek.',
    });
    expect(JSON.stringify(response.body)).not.toContain('słowo');
  });
});
