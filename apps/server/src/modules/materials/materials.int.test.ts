import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { MATERIALS as OPS, SUBSCRIPTIONS, WORKSPACES } from '../../testing/documents.ts';
import {
  asUserDoc,
  createUser,
  createWorkspace,
  type TestUser,
  waitForMaterial,
} from '../../testing/factories.ts';
import { docxWithParagraphs, pdfWithText, pngWithText } from '../../testing/fixtures/documents.ts';
import { dataOf, subscriptionRequest, untilReceived, wsClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { searchPassages } from '../retrieval/service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_MB: '1' });
});
afterAll(async () => {
  await server?.stop();
});

async function userWithWorkspace() {
  const user = await createUser(server);
  const workspaceId = (await createWorkspace(user, { przedmiot: 'biology' })).id;
  return { ...user, user, workspaceId };
}

async function upload(user: TestUser, workspaceId: string, bytes: Uint8Array, name: string) {
  return user.client.upload(
    OPS.create,
    { input: { workspaceId, file: null } },
    { 'variables.input.file': { bytes, name } },
  );
}

/** The material an upload created (fails the test when the upload was refused). */
async function uploaded(user: TestUser, workspaceId: string, bytes: Uint8Array, name: string) {
  return asUserDoc(dataOf(await upload(user, workspaceId, bytes, name)).createUserDoc);
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
    const { user, id: userId, workspaceId } = await userWithWorkspace();
    const pdf = await pdfWithText([
      'Wstęp do biologii komórki.',
      'Fotosynteza zachodzi w chloroplastach liści.',
    ]);
    const { body } = await upload(user, workspaceId, pdf, 'biologia.txt');
    const created = asUserDoc(body.data?.createUserDoc);
    expect(created).toMatchObject({
      __typename: 'UserDoc',
      type: 'PDF',
      state: 'UPLOADING',
      // Judged by content: a PDF named .txt is a PDF, kept under a name that says so.
      name: 'biologia.pdf',
    });
    expect(created.file).toMatchObject({ contentType: 'application/pdf', originalFileName: 'biologia.pdf' });

    const doc = await waitForMaterial(user, created.id);
    expect(doc).toMatchObject({
      state: 'SOLVED',
      pageCount: 2,
      ocrPages: [],
      truncatedFrom: null,
      error: null,
    });
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
    const { user, client, workspaceId } = await userWithWorkspace();
    const docx = await uploaded(
      user,
      workspaceId,
      await docxWithParagraphs(['Mitoza i mejoza.', 'Podział komórki.']),
      'notatki.docx',
    );
    const text = asUserDoc(
      dataOf(
        await client.gql(OPS.create, {
          input: { workspaceId, text: 'Oddychanie komórkowe zachodzi w mitochondriach.' },
        }),
      ).createUserDoc,
    );
    const photo = await uploaded(user, workspaceId, await pngWithText('Żaba oddycha skórą'), 'zdjecie.png');
    expect((await waitForMaterial(user, docx.id)).content).toMatch(/^Mitoza i mejoza.\n+Podział komórki.$/);
    expect(await waitForMaterial(user, text.id)).toMatchObject({
      type: 'TXT',
      name: 'Oddychanie komórkowe zachodzi w mitochondriach.',
      state: 'SOLVED',
    });
    const image = await waitForMaterial(user, photo.id, 60_000);
    expect(image).toMatchObject({ type: 'IMAGE', state: 'SOLVED', ocrPages: [1] });
    expect(image.content?.toLowerCase()).toContain('oddycha');
  }, 90_000);

  it('refuses bad files with a Polish ExecutionError and stores nothing', async () => {
    const { user, client, id: userId, workspaceId } = await userWithWorkspace();
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
      const result = (await upload(user, workspaceId, bytes, name)).body.data?.createUserDoc;
      expect(result).toMatchObject({
        __typename: 'ExecutionError',
        errorCode: code,
        message: expect.stringMatching(/[ąćęłńóśźżA-Za-z]/),
      });
    }
    expect(await countRows('user_docs', userId)).toBe(0);
    expect(await countRows('files', userId)).toBe(0);
    // Far over the limit: refused from the declared length before the body is read.
    const huge = await upload(user, workspaceId, new Uint8Array(3 * 1024 * 1024).fill(65), 'ogromny.txt');
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
    const { user, workspaceId } = await userWithWorkspace();
    const blank = await uploaded(user, workspaceId, await pngWithText(''), 'puste.png');
    const doc = await waitForMaterial(user, blank.id, 60_000);
    expect(doc).toMatchObject({ state: 'SOLVING_FAILED', error: 'Nie znaleziono w pliku żadnego tekstu.' });
  }, 90_000);

  it('refuses another user\u2019s workspace, documents and files everywhere', async () => {
    const { user: owner, workspaceId } = await userWithWorkspace();
    const intruder = await createUser(server);
    const doc = await uploaded(owner, workspaceId, await pdfWithText(['Tajne notatki.']), 'a.pdf');
    await waitForMaterial(owner, doc.id);
    const fileId = doc.file?.id ?? '';

    const intoForeign = (
      await intruder.client.gql(OPS.create, { input: { workspaceId, text: 'podrzucony tekst' } })
    ).body.data?.createUserDoc;
    expect(intoForeign).toMatchObject({ __typename: 'ExecutionError', errorCode: 'NOT_FOUND' });
    for (const { body } of [
      await intruder.client.gql(OPS.get, { input: { id: doc.id } }),
      await intruder.client.gql(OPS.list, { input: { workspaceId } }),
      await intruder.client.gql(OPS.update, { input: { id: doc.id, name: 'moje' } }),
      await intruder.client.gql(OPS.remove, { input: { id: doc.id } }),
      await intruder.client.gql(OPS.fileUrl, { input: { fileId } }),
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
    const link = await owner.client.gql(OPS.fileUrl, { input: { fileId } });
    const url = dataOf(link).getFileUrl.url;
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
    const { user, client, id: userId, workspaceId } = await userWithWorkspace();
    const first = await uploaded(user, workspaceId, await pdfWithText(['Kości i mięśnie.']), 'a.pdf');
    const second = asUserDoc(
      dataOf(await client.gql(OPS.create, { input: { workspaceId, text: 'Układ krwionośny.' } }))
        .createUserDoc,
    );
    await waitForMaterial(user, first.id);
    await waitForMaterial(user, second.id);
    const renamed = await client.gql(OPS.update, { input: { id: first.id, name: '  Szkielet  ' } });
    expect(renamed.body.data?.updatedoc.name).toBe('Szkielet');

    const removed = await client.gql(OPS.remove, { input: { id: first.id } });
    expect(removed.body.data?.deleteUserDoc).toEqual({ success: true, message: 'Pomyślnie usunięto' });
    expect(await countRows('files', userId)).toBe(0);
    const [chunks] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from retrieval_chunks where source_id = ${first.id}`,
    );
    expect(Number(chunks?.n)).toBe(0);

    await client.gql(WORKSPACES.remove, { input: { workspaceId } });
    expect(await countRows('user_docs', userId)).toBe(0);
    const [left] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from retrieval_chunks where user_id = ${userId}`,
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('pushes new and updated documents to the workspace\u2019s subscribers', async () => {
    const { client, workspaceId } = await userWithWorkspace();
    const cookie = client.cookieHeader();
    const ws = wsClient(server, cookie);
    // The states of each material the subscription saw, by id; done once one went the whole way.
    const states = new Map<string, string[]>();
    const whole = new Promise<string[]>((resolve, reject) => {
      ws.subscribe<{ updateUserDoc: { id: string; state: string } }>(
        subscriptionRequest(SUBSCRIPTIONS.updateUserDoc, { input: { workspaceId } }),
        {
          next: (message) => {
            const doc = message.data?.updateUserDoc;
            if (!doc) return;
            const seen = [...(states.get(doc.id) ?? []), doc.state];
            states.set(doc.id, seen);
            if (doc.state === 'SOLVED' && seen[0] === 'SOLVING') resolve(seen);
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    // A material added before the server has subscribed is not seen from its start: add another.
    const seen = await untilReceived(
      whole,
      (n) => client.gql(OPS.create, { input: { workspaceId, text: `Tkanka nabłonkowa ${n + 1}.` } }),
      { everyMs: 2_000 },
    );
    await ws.dispose();
    expect(seen).toEqual(['SOLVING', 'SOLVED']);
  });
});
