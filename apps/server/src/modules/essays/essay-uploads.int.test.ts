import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { pdfWithText } from '../../testing/fixtures/documents.ts';
import { POLISH_ESSAY } from '../../testing/fixtures/essays.ts';
import { unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * An essay's file judged by its content, never by its name: a PDF named .jpg and a PNG named .pdf
 * are kept as what they are, under a name that says so; an image too small to hold any writing is
 * refused before a use is counted.
 */

let server: TestServer;
let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: { text: POLISH_ESSAY } });
  server = await startTestServer(fakeAiEnv(ai, { fast: 'kreda-fast', vision: 'kreda-vision' }));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

const REVIEW = `mutation ($input: ReviewrozprawkaInput!) {
  reviewrozprawka(reviewrozprawkaInput: $input) {
    __typename
    ... on RozprawkaAiReview { id state }
    ... on ExecutionError { errorCode message }
  }
}`;

const order = {
  temat: 'Czy warto poświęcać się dla innych? Rozważ problem na podstawie lektury obowiązkowej.',
  przedmiot: 'polish',
  poziom: 'MAUTURA_PODSTAWOWA',
  file: null,
};

function send(user: TestUser, file: { bytes: Uint8Array; name: string; type: string }) {
  return user.client.upload(REVIEW, unchecked({ input: order }), { 'variables.input.file': file });
}

async function blankPng(width: number, height: number): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
  return new Uint8Array(await image.png().toBuffer());
}

async function stored(user: TestUser) {
  return sqlRows<{ name: string; mime: string; kind: string }>(
    server,
    sql`select f.original_file_name as name, f.content_type as mime, d.type as kind
        from files f join user_docs d on d.file_id = f.id where f.user_id = ${user.id}`,
  );
}

async function count(user: TestUser, table: 'rozprawka_reviews' | 'files' | 'usage_ledger') {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${user.id}`,
  );
  return row?.n ?? -1;
}

describe('the grader’s file', () => {
  it('refuses a 1×1 PNG in Polish before anything is reserved or stored', async () => {
    const user = await createUser(server);
    const { status, body } = await send(user, {
      bytes: await blankPng(1, 1),
      name: 'praca.png',
      type: 'image/png',
    });
    expect(status).toBeLessThan(500);
    expect(firstError(body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        file:
          'Obraz „praca.png” jest za mały (1 × 1 px), by dało się z niego odczytać tekst. ' +
          'Wyślij zdjęcie, które ma co najmniej 100 px na dłuższym boku i 20 px na krótszym.',
      },
    });
    expect(await count(user, 'rozprawka_reviews')).toBe(0);
    expect(await count(user, 'files')).toBe(0);
    expect(await count(user, 'usage_ledger')).toBe(0);
  });

  it('keeps a PDF named .jpg as the PDF it is, under a name that says so', async () => {
    const user = await createUser(server);
    const { body } = await send(user, {
      bytes: await pdfWithText([POLISH_ESSAY]),
      name: 'praca.jpg',
      type: 'image/jpeg',
    });
    expect(body.data?.reviewrozprawka).toMatchObject({ __typename: 'RozprawkaAiReview' });
    expect(await stored(user)).toEqual([{ name: 'praca.pdf', mime: 'application/pdf', kind: 'PDF' }]);
  });

  it('keeps a PNG named .pdf as the photo it is, under a name that says so', async () => {
    const user = await createUser(server);
    const { body } = await send(user, {
      bytes: await blankPng(1200, 1600),
      name: 'praca.pdf',
      type: 'application/pdf',
    });
    expect(body.data?.reviewrozprawka).toMatchObject({ __typename: 'RozprawkaAiReview' });
    expect(await stored(user)).toEqual([{ name: 'praca.png', mime: 'image/png', kind: 'IMAGE' }]);
  });
});
