import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { docxWithParagraphs, pdfWithText, pngWithText } from '../../testing/fixtures/documents.ts';
import { type SessionClient, wsClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { searchPassages } from '../retrieval/service.ts';

let server: TestServer;
let topicId: string;
beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_MB: '1' });
  const { body } = await server.gql<{ getbyprzedmiotandpoziom: { id: string }[] }>(
    '{ getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: { przedmiot: biology, poziom: SREDNI_JEDEN }) { id } }',
  );
  topicId = body.data?.getbyprzedmiotandpoziom[0]?.id ?? '';
});
afterAll(async () => {
  await server?.stop();
});

const DOC =
  'id workspaceId type state name content pageCount ocrPages error segments { text page } file { id contentType originalFileName fileUrl }';
const OPS = {
  createWorkspace: `mutation C($input: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $input) { id } }`,
  create: `mutation U($input: CreateUserDocInput!) { createUserDoc(createUserDocInput: $input) { __typename ... on UserDoc { ${DOC} } ... on ExecutionError { errorCode message } } }`,
  get: `query G($input: GetUserDocByIdInput!) { getUserDocById(getUserDocByIdInput: $input) { ${DOC} } }`,
  list: `query L($input: GetUserDocByWorkspaceIdInput!) { getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $input) { id name state } }`,
  rename: `mutation R($input: UpdatedocInput!) { updatedoc(updatedocInput: $input) { id name } }`,
  remove: `mutation D($input: DeleteUserDocInput!) { deleteUserDoc(deleteUserDocInput: $input) { success message } }`,
  fileUrl: `mutation F($input: GetFileUrlInput!) { getFileUrl(getFileUrlInput: $input) { url expiresAt } }`,
  removeWorkspace: `mutation W($input: DeleteWorkspaceInput!) { deleteWorkspace(deleteWorkspaceInput: $input) { success } }`,
};

async function workspaceOf(client: SessionClient): Promise<string> {
  return (await client.gql(OPS.createWorkspace, { input: { tematId: topicId } })).body.data?.createWorkspace
    .id;
}

async function upload(client: SessionClient, workspaceId: string, bytes: Uint8Array, name: string) {
  return client.upload(
    OPS.create,
    { input: { workspaceId, file: null } },
    { 'variables.input.file': { bytes, name } },
  );
}

async function solved(client: SessionClient, id: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = (await client.gql(OPS.get, { input: { id } })).body.data?.getUserDocById;
    if (doc && doc.state !== 'UPLOADING' && doc.state !== 'SOLVING') return doc;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${doc?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function countRows(table: 'user_docs' | 'files', userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return Number(row?.n);
}

describe('materials', () => {
  it('reads a Polish PDF in a job, page by page, and makes it searchable with a citation', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const pdf = await pdfWithText([
      'Wstęp do biologii komórki.',
      'Fotosynteza zachodzi w chloroplastach liści.',
    ]);
    const { body } = await upload(client, workspaceId, pdf, 'biologia.txt');
    const created = body.data?.createUserDoc;
    expect(created).toMatchObject({
      __typename: 'UserDoc',
      type: 'PDF',
      state: 'UPLOADING',
      name: 'biologia.txt',
    });
    expect(created.file).toMatchObject({ contentType: 'application/pdf', originalFileName: 'biologia.txt' });

    const doc = await solved(client, created.id);
    expect(doc).toMatchObject({ state: 'SOLVED', pageCount: 2, ocrPages: [], error: null });
    expect(doc.segments).toEqual([
      { text: 'Wstęp do biologii komórki.', page: 1 },
      { text: 'Fotosynteza zachodzi w chloroplastach liści.', page: 2 },
    ]);
    const passages = await searchPassages(server.database.db, {
      userId,
      question: 'gdzie zachodzi fotosynteza',
      sources: [{ kind: 'USER_DOC', id: doc.id }],
    });
    expect(passages[0]?.text).toContain('chloroplastach');
    expect(passages[0]?.citation.page).toBe(2);
  });

  it('reads DOCX, pasted text and a photo through OCR', async () => {
    const { client } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const docx = (
      await upload(
        client,
        workspaceId,
        await docxWithParagraphs(['Mitoza i mejoza.', 'Podział komórki.']),
        'notatki.docx',
      )
    ).body.data?.createUserDoc;
    const text = (
      await client.gql(OPS.create, {
        input: { workspaceId, text: 'Oddychanie komórkowe zachodzi w mitochondriach.' },
      })
    ).body.data?.createUserDoc;
    const photo = (await upload(client, workspaceId, await pngWithText('Żaba oddycha skórą'), 'zdjecie.png'))
      .body.data?.createUserDoc;
    expect((await solved(client, docx.id)).content).toMatch(/^Mitoza i mejoza.\n+Podział komórki.$/);
    expect(await solved(client, text.id)).toMatchObject({
      type: 'TXT',
      name: 'Oddychanie komórkowe zachodzi w mitochondriach.',
      state: 'SOLVED',
    });
    const image = await solved(client, photo.id, 60_000);
    expect(image).toMatchObject({ type: 'IMAGE', state: 'SOLVED', ocrPages: [1] });
    expect(image.content.toLowerCase()).toContain('oddycha');
  }, 90_000);

  it('refuses bad files with a Polish ExecutionError and stores nothing', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const cases: Array<[Uint8Array, string, string]> = [
      [new Uint8Array(0), 'pusty.pdf', 'INVALID_FILE'],
      [new Uint8Array(1024 * 1024 + 1).fill(65), 'duzy.txt', 'FILE_TOO_LARGE'],
      [
        Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
        'program.pdf',
        'UNSUPPORTED_FILE_TYPE',
      ],
      [new TextEncoder().encode('%PDF-1.7\n to nie jest prawdziwy PDF'), 'zepsuty.pdf', 'INVALID_FILE'],
    ];
    for (const [bytes, name, code] of cases) {
      const result = (await upload(client, workspaceId, bytes, name)).body.data?.createUserDoc;
      expect(result.__typename).toBe('ExecutionError');
      expect(result.errorCode).toBe(code);
      expect(result.message).toMatch(/[ąćęłńóśźżA-Za-z]/);
    }
    expect(await countRows('user_docs', userId)).toBe(0);
    expect(await countRows('files', userId)).toBe(0);
    // Far over the limit: refused from the declared length before the body is read.
    const huge = await upload(client, workspaceId, new Uint8Array(3 * 1024 * 1024).fill(65), 'ogromny.txt');
    expect(firstError(huge.body)).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'Plik jest za duży. Można przesłać najwyżej 1 MB.',
    });
    const both = await client.gql(OPS.create, { input: { workspaceId } });
    expect(firstError(both.body).fields?.file).toBe(
      'Dodaj plik, wklej tekst albo link do filmu (dokładnie jedno).',
    );
  });

  it('ends a file that cannot be read in SOLVING_FAILED with the reason', async () => {
    const { client } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const blank = (await upload(client, workspaceId, await pngWithText(''), 'puste.png')).body.data
      ?.createUserDoc;
    const doc = await solved(client, blank.id, 60_000);
    expect(doc).toMatchObject({ state: 'SOLVING_FAILED', error: 'Nie znaleziono w pliku żadnego tekstu.' });
  }, 90_000);

  it('refuses another user\u2019s workspace, documents and files everywhere', async () => {
    const owner = await verifiedUser(server);
    const intruder = await verifiedUser(server);
    const workspaceId = await workspaceOf(owner.client);
    const doc = (await upload(owner.client, workspaceId, await pdfWithText(['Tajne notatki.']), 'a.pdf')).body
      .data?.createUserDoc;
    await solved(owner.client, doc.id);

    const intoForeign = (
      await intruder.client.gql(OPS.create, { input: { workspaceId, text: 'podrzucony tekst' } })
    ).body.data?.createUserDoc;
    expect(intoForeign).toMatchObject({ __typename: 'ExecutionError', errorCode: 'NOT_FOUND' });
    for (const { body } of [
      await intruder.client.gql(OPS.get, { input: { id: doc.id } }),
      await intruder.client.gql(OPS.list, { input: { workspaceId } }),
      await intruder.client.gql(OPS.rename, { input: { id: doc.id, name: 'moje' } }),
      await intruder.client.gql(OPS.remove, { input: { id: doc.id } }),
      await intruder.client.gql(OPS.fileUrl, { input: { fileId: doc.file.id } }),
    ]) {
      expect(firstError(body).code).toBe('NOT_FOUND');
    }
    const passages = await searchPassages(server.database.db, {
      userId: intruder.id,
      question: 'tajne notatki',
      sources: [{ kind: 'USER_DOC', id: doc.id }],
    });
    expect(passages).toEqual([]);

    // The owner's signed link works only with the owner's session.
    const link = await owner.client.gql(OPS.fileUrl, { input: { fileId: doc.file.id } });
    const url: string = link.body.data?.getFileUrl.url;
    const mine = await fetch(`${server.url}${url}`, { headers: { cookie: owner.client.cookieHeader() } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-security-policy')).toContain('sandbox');
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(
      (await fetch(`${server.url}${url}`, { headers: { cookie: intruder.client.cookieHeader() } })).status,
    ).toBe(404);
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
  });

  it('renames, deletes a document with its file and chunks, and deletes a workspace with its materials', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const first = (await upload(client, workspaceId, await pdfWithText(['Kości i mięśnie.']), 'a.pdf')).body
      .data?.createUserDoc;
    const second = (await client.gql(OPS.create, { input: { workspaceId, text: 'Układ krwionośny.' } })).body
      .data?.createUserDoc;
    await solved(client, first.id);
    await solved(client, second.id);
    const renamed = await client.gql(OPS.rename, { input: { id: first.id, name: '  Szkielet  ' } });
    expect(renamed.body.data?.updatedoc.name).toBe('Szkielet');

    const removed = await client.gql(OPS.remove, { input: { id: first.id } });
    expect(removed.body.data?.deleteUserDoc).toEqual({ success: true, message: 'Pomyślnie usunięto' });
    expect(await countRows('files', userId)).toBe(0);
    const [chunks] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from retrieval_chunks where source_id = ${first.id}`,
    );
    expect(Number(chunks?.n)).toBe(0);

    await client.gql(OPS.removeWorkspace, { input: { workspaceId } });
    expect(await countRows('user_docs', userId)).toBe(0);
    const [left] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from retrieval_chunks where user_id = ${userId}`,
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('pushes new and updated documents to the workspace\u2019s subscribers', async () => {
    const { client } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const cookie = client.cookieHeader();
    const ws = wsClient(server, cookie);
    const states: string[] = [];
    const done = new Promise<void>((resolve, reject) => {
      ws.subscribe<{ updateUserDoc: { state: string } }>(
        {
          query: `subscription { updateUserDoc(updateUserDocInput: { workspaceId: "${workspaceId}" }) { id state } }`,
        },
        {
          next: (message) => {
            const state = message.data?.updateUserDoc.state;
            if (state) states.push(state);
            if (state === 'SOLVED') resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await client.gql(OPS.create, { input: { workspaceId, text: 'Tkanka nabłonkowa.' } });
    await done;
    await ws.dispose();
    expect(states).toEqual(['SOLVING', 'SOLVED']);
  });
});
