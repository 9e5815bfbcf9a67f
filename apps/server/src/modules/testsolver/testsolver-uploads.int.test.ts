import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, schemaNameOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { testPdf } from '../../testing/fixtures/tests.ts';
import { unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Pages that are not what they claim: judged by their content, never by their name; an image too
 * small to hold a task is refused before a use is counted; a test with nothing to solve on its
 * pages gives the use back.
 */

let server: TestServer;
let ai: FakeOpenAi;
beforeAll(async () => {
  // A model that sees nothing on any page: the vision reading is empty and no task is cut.
  ai = await startFakeOpenAi({
    apiKey: 'sk-test',
    defaultReply: (request) => {
      if (schemaNameOf(request) === 'zadania_sprawdzianu')
        return { text: JSON.stringify({ przedmiot: 'mathematics', zadania: [] }) };
      if (/Przepisujesz stronę sprawdzianu/.test(promptOf(request).system)) return { text: 'BRAK TEKSTU' };
      return { text: 'Nic tu nie ma.' };
    },
  });
  server = await startTestServer(fakeAiEnv(ai, { fast: 'kreda-fast', vision: 'kreda-vision' }));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

const SOLVE = `mutation ($input: SprawdziansolutionInput!) {
  sprawdziansolution(sprawdziansolutionInput: $input) {
    __typename
    ... on TestSolver { id state }
    ... on ExecutionError { errorCode message }
  }
}`;
const TEST = `query ($input: GetTestSolverByIdInput!) {
  getTestSolverById(getTestSolverByIdInput: $input) { id state error userDocs { type } }
}`;

type Page = { bytes: Uint8Array; name: string; type: string };

function send(user: TestUser, pages: Page[]) {
  return user.client.upload(
    SOLVE,
    unchecked({ input: { files: pages.map(() => null) } }),
    Object.fromEntries(pages.map((page, i) => [`variables.input.files.${i}`, page])),
  );
}

async function blankPng(width: number, height: number): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
  return new Uint8Array(await image.png().toBuffer());
}

async function count(user: TestUser, table: 'test_solvers' | 'files' | 'usage_ledger'): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${user.id}`,
  );
  return row?.n ?? -1;
}

async function storedNames(user: TestUser): Promise<string[]> {
  const rows = await sqlRows<{ name: string; type: string }>(
    server,
    sql`select original_file_name as name, content_type as type from files where user_id = ${user.id}`,
  );
  return rows.map((r) => `${r.name} ${r.type}`);
}

async function settled(user: TestUser, id: string) {
  for (let i = 0; i < 600; i++) {
    const test = (await user.client.gql(TEST, unchecked({ input: { id } }))).body.data?.getTestSolverById as {
      state: string;
      error: string | null;
      userDocs: { type: string }[];
    };
    if (!['UPLOADING', 'SOLVING'].includes(test.state)) return test;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`test ${id} did not settle`);
}

describe('pages too small to hold a task', () => {
  it('refuses a 1×1 PNG and a 64×64 icon in Polish, before anything is reserved or stored', async () => {
    const user = await createUser(server);
    for (const [width, height] of [
      [1, 1],
      [64, 64],
      [2000, 10],
    ] as const) {
      const { status, body } = await send(user, [
        { bytes: await blankPng(width, height), name: 'strona.png', type: 'image/png' },
      ]);
      expect(status).toBeLessThan(500);
      const error = firstError(body);
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.fields?.files).toBe(
        `Obraz „strona.png” jest za mały (${width} × ${height} px), by dało się z niego odczytać tekst. ` +
          'Wyślij zdjęcie, które ma co najmniej 100 px na dłuższym boku i 20 px na krótszym.',
      );
    }
    expect(await count(user, 'test_solvers')).toBe(0);
    expect(await count(user, 'files')).toBe(0);
    expect(await count(user, 'usage_ledger')).toBe(0);
  });

  it('gives the use back when a page big enough holds no task', async () => {
    const user = await createUser(server);
    const { body } = await send(user, [
      { bytes: await blankPng(1200, 1600), name: 'strona.png', type: 'image/png' },
    ]);
    const ordered = body.data?.sprawdziansolution as { __typename: string; id: string };
    expect(ordered.__typename).toBe('TestSolver');
    const test = await settled(user, ordered.id);
    expect(test.state).toMatch(/FAILED$/);
    expect(test.error).toMatch(/^Na przesłanych stronach nie znaleziono zadań|^Nie udało się odczytać stron/);
    const ledger = await sqlRows<{ state: string }>(
      server,
      sql`select state from usage_ledger where user_id = ${user.id}`,
    );
    expect(ledger.map((r) => r.state)).toEqual(['released']);
  });
});

describe('pages named for another kind', () => {
  it('keeps a PDF named .jpg as the PDF it is, under a name that says so', async () => {
    const user = await createUser(server);
    const { body } = await send(user, [
      { bytes: await testPdf(), name: 'sprawdzian.jpg', type: 'image/jpeg' },
    ]);
    const ordered = body.data?.sprawdziansolution as { __typename: string; id: string };
    expect(ordered.__typename).toBe('TestSolver');
    expect(await storedNames(user)).toEqual(['sprawdzian.pdf application/pdf']);
    const test = await settled(user, ordered.id);
    expect(test.userDocs.map((d) => d.type)).toEqual(['PDF']);
  });

  it('keeps a PNG named .pdf as the photo it is, under a name that says so', async () => {
    const user = await createUser(server);
    const { body } = await send(user, [
      { bytes: await blankPng(1200, 1600), name: 'strona.pdf', type: 'application/pdf' },
    ]);
    const ordered = body.data?.sprawdziansolution as { __typename: string; id: string };
    expect(ordered.__typename).toBe('TestSolver');
    expect(await storedNames(user)).toEqual(['strona.png image/png']);
    const test = await settled(user, ordered.id);
    expect(test.userDocs.map((d) => d.type)).toEqual(['IMAGE']);
  });
});
