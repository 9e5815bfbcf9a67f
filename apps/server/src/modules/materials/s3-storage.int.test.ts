import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { type FakeS3, startFakeS3 } from '../../testing/fakes/fake-s3.ts';
import { pdfWithText } from '../../testing/fixtures/documents.ts';
import type { SessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The same materials API as materials.int.test.ts, with S3_BUCKET set: the bytes must go to the
// bucket (the real AWS SDK against a local S3 that checks signatures), never to DATA_DIR/files.
let s3: FakeS3;
let server: TestServer;
let topicId: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  server = await startTestServer({ ...s3.env(), S3_PREFIX: 'kreda' });
  const { body } = await server.gql<{ getbyprzedmiotandpoziom: { id: string }[] }>(
    '{ getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: { przedmiot: biology, poziom: SREDNI_JEDEN }) { id } }',
  );
  topicId = body.data?.getbyprzedmiotandpoziom[0]?.id ?? '';
});
afterAll(async () => {
  await server?.stop();
  await s3?.stop();
});

const DOC = 'id state content error file { id contentType originalFileName }';
const OPS = {
  createWorkspace: `mutation C($input: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $input) { id } }`,
  create: `mutation U($input: CreateUserDocInput!) { createUserDoc(createUserDocInput: $input) { __typename ... on UserDoc { ${DOC} } ... on ExecutionError { errorCode message } } }`,
  get: `query G($input: GetUserDocByIdInput!) { getUserDocById(getUserDocByIdInput: $input) { ${DOC} } }`,
  remove: `mutation D($input: DeleteUserDocInput!) { deleteUserDoc(deleteUserDocInput: $input) { success message } }`,
  fileUrl: `mutation F($input: GetFileUrlInput!) { getFileUrl(getFileUrlInput: $input) { url expiresAt } }`,
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

describe('materials with S3 storage', () => {
  it('keeps an upload in the bucket, extracts it from there, serves it back and deletes it', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const pdf = await pdfWithText(['Fotosynteza zachodzi w chloroplastach liści.']);
    const created = (await upload(client, workspaceId, pdf, 'biologia.pdf')).body.data?.createUserDoc;
    expect(created).toMatchObject({ __typename: 'UserDoc', file: { contentType: 'application/pdf' } });

    const key = `kreda/${userId}/${created.file.id}`;
    const object = s3.objects.get(key);
    expect(object?.contentType).toBe('application/pdf');
    expect(Buffer.compare(object?.body ?? Buffer.alloc(0), Buffer.from(pdf))).toBe(0);
    expect(existsSync(path.join(server.config.dataDir, 'files'))).toBe(false);

    const doc = await solved(client, created.id);
    expect(doc).toMatchObject({ state: 'SOLVED', error: null });
    expect(doc.content).toContain('chloroplastach');

    const link = (await client.gql(OPS.fileUrl, { input: { fileId: created.file.id } })).body.data
      ?.getFileUrl;
    const download = await fetch(`${server.url}${link.url}`, { headers: { cookie: client.cookieHeader() } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(pdf))).toBe(0);

    const removed = await client.gql(OPS.remove, { input: { id: created.id } });
    expect(removed.body.data?.deleteUserDoc).toEqual({ success: true, message: 'Pomyślnie usunięto' });
    expect(s3.objects.has(key)).toBe(false);
    expect(await countRows('files', userId)).toBe(0);
    const gone = await fetch(`${server.url}${link.url}`, { headers: { cookie: client.cookieHeader() } });
    expect(gone.status).toBe(404);
  });

  it('refuses an upload while the bucket fails, stores nothing, and takes it once S3 is back', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const text = new TextEncoder().encode('Mitochondria to centrale energetyczne komórki.');
    s3.failWith(500);
    let refused: Awaited<ReturnType<typeof upload>>;
    try {
      refused = await upload(client, workspaceId, text, 'notatki.txt');
    } finally {
      s3.failWith(null);
    }
    expect(firstError(refused.body)).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
    });
    expect(JSON.stringify(refused.body)).not.toMatch(/InternalError|S3|127\.0\.0\.1/);
    expect(await countRows('files', userId)).toBe(0);
    expect(await countRows('user_docs', userId)).toBe(0);

    const created = (await upload(client, workspaceId, text, 'notatki.txt')).body.data?.createUserDoc;
    expect(s3.objects.get(`kreda/${userId}/${created.file.id}`)?.body.toString('utf8')).toBe(
      'Mitochondria to centrale energetyczne komórki.',
    );
    expect(await solved(client, created.id)).toMatchObject({
      state: 'SOLVED',
      content: 'Mitochondria to centrale energetyczne komórki.',
    });
  });
});
