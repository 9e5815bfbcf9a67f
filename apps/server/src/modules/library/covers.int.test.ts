import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { pdfWithText, pngWithText } from '../../testing/fixtures/documents.ts';
import { dataOf, type SessionClient, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { newBook } from './testing/import-client.ts';

/*
 * Covers: an admin's image, checked by content and size, stored once as a small upright WebP
 * under a hashed name; served to anyone for a published book, to admins only for a hidden one,
 * gone with its book. Pupils and guests change nothing.
 */

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
const ADMIN_EMAIL = uniqueEmail('okladki');

const SET = `mutation ($input: SetPodrecznikCoverInput!) {
  setPodrecznikCover(setPodrecznikCoverInput: $input) { id imageUrl }
}`;
const REMOVE = `mutation ($id: ID!) {
  removePodrecznikCover(removePodrecznikCoverInput: { podrecznikId: $id }) { id imageUrl }
}`;
const PUBLISH = `mutation ($id: ID!) {
  updatepodrecznik(updatepodrecznikInput: { id: $id, visible: true }) { id visible }
}`;
const DELETE = `mutation ($id: ID!) { deletePodrecznik(deletePodrecznikInput: { id: $id }) }`;

const send = (client: SessionClient, podrecznikId: string, bytes: Uint8Array, type = 'image/png') =>
  client.upload(
    SET,
    { input: { podrecznikId, file: null } },
    { 'variables.input.file': { bytes, name: 'okladka.png', type } },
  );

async function setCover(podrecznikId: string, bytes: Uint8Array): Promise<string> {
  const set = dataOf(await send(admin.client, podrecznikId, bytes)) as {
    setPodrecznikCover: { imageUrl: string };
  };
  return set.setPodrecznikCover.imageUrl;
}

const fetchCover = (url: string, client?: SessionClient) =>
  fetch(`${server.url}${url}`, { headers: client ? { cookie: client.cookieHeader() } : {} });

const imageUrlOf = async (id: string) =>
  (
    await sqlRows<{ image_url: string | null }>(
      server,
      sql`select image_url from library_books where id = ${id}`,
    )
  )[0]?.image_url;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL, UPLOAD_MAX_MB: '1' });
  [admin, pupil] = await Promise.all([createUser(server, { email: ADMIN_EMAIL }), createUser(server)]);
});
afterAll(async () => {
  await server?.stop();
});

describe('a textbook cover', () => {
  it('is stored as a small WebP, shown to admins while the book is hidden and to everyone once published', async () => {
    const bookId = await newBook(admin.client, 'Okładka w toku');
    // A tall scan: 1200 × 1800 px.
    const scan = await sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#2050a0' } })
      .jpeg()
      .toBuffer();
    const url = await setCover(bookId, new Uint8Array(scan));
    expect(url).toMatch(new RegExp(`^/api/okladki/${bookId}/[0-9a-f]{16}\\.webp$`));

    expect((await fetchCover(url)).status).toBe(404);
    expect((await fetchCover(url, pupil.client)).status).toBe(404);
    const asAdmin = await fetchCover(url, admin.client);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    const stored = await sharp(Buffer.from(await asAdmin.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 453, height: 680 });

    dataOf(await admin.client.gql(PUBLISH, { id: bookId }));
    const shown = await fetchCover(url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/webp');
    expect(shown.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Only the address the book has: another name under it is nothing.
    expect((await fetchCover(url.replace(/[0-9a-f]{16}/, '0'.repeat(16)))).status).toBe(404);
    expect((await fetchCover('/api/okladki/nie-uuid/0000000000000000.webp')).status).toBe(404);
  });

  it('is replaced (the old address then answers 404), removed, and goes with its book', async () => {
    const bookId = await newBook(admin.client, 'Okładka zmienna');
    dataOf(await admin.client.gql(PUBLISH, { id: bookId }));
    const first = await setCover(bookId, await pngWithText('Fizyka 1'));
    const second = await setCover(bookId, await pngWithText('Fizyka 2'));
    expect(second).not.toBe(first);
    expect((await fetchCover(first)).status).toBe(404);
    expect((await fetchCover(second)).status).toBe(200);

    const removed = dataOf<{ removePodrecznikCover: { imageUrl: string | null } }>(
      await admin.client.gql(REMOVE, { id: bookId }),
    );
    expect(removed.removePodrecznikCover.imageUrl).toBeNull();
    expect((await fetchCover(second)).status).toBe(404);

    const third = await setCover(bookId, await pngWithText('Fizyka 3'));
    dataOf(await admin.client.gql(DELETE, { id: bookId }));
    expect((await fetchCover(third)).status).toBe(404);
    const [left] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from library_books where id = ${bookId}`,
    );
    expect(left?.n).toBe(0);
  });

  it('refuses what is not a JPEG, PNG or WebP, an unreadable image, an empty or too large file — in Polish, changing nothing', async () => {
    const bookId = await newBook(admin.client, 'Okładka odrzucona');
    const kept = await setCover(bookId, await pngWithText('Zostaje'));
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(400).fill(7)]);
    const huge = new Uint8Array(1024 * 1024 + 10);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const [bytes, message] of [
      [await pdfWithText(['Nie obraz']), 'Okładka musi być obrazem JPEG, PNG albo WebP.'],
      [new Uint8Array(gif), 'Okładka musi być obrazem JPEG, PNG albo WebP.'],
      [broken, 'Nie udało się odczytać obrazu okładki. Zapisz go ponownie jako JPEG albo PNG.'],
      [new Uint8Array(0), 'Plik jest pusty.'],
      [huge, 'Obraz jest za duży. Można przesłać najwyżej 1 MB.'],
    ] as const) {
      const refused = firstError((await send(admin.client, bookId, bytes)).body);
      expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: message } });
    }
    expect(await imageUrlOf(bookId)).toBe(kept);
    expect((await fetchCover(kept, admin.client)).status).toBe(200);
    expect(
      firstError(
        (await send(admin.client, '00000000-0000-4000-8000-000000000000', await pngWithText('x'))).body,
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono podręcznika.' });
  });

  it('is for admins only: a pupil (FORBIDDEN) and a guest (UNAUTHENTICATED) change nothing', async () => {
    const bookId = await newBook(admin.client, 'Okładka strzeżona');
    const kept = await setCover(bookId, await pngWithText('Strzeżona'));
    for (const [client, code] of [
      [pupil.client, 'FORBIDDEN'],
      [sessionClient(server), 'UNAUTHENTICATED'],
    ] as const) {
      expect(firstError((await send(client, bookId, await pngWithText('Obca'))).body).code).toBe(code);
      expect(firstError((await client.gql(REMOVE, { id: bookId })).body).code).toBe(code);
    }
    expect(await imageUrlOf(bookId)).toBe(kept);
  });
});
