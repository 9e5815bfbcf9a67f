import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { MATERIALS as OPS } from '../../testing/documents.ts';
import {
  asUserDoc,
  createUser,
  createWorkspace,
  type TestUser,
  waitForMaterial,
} from '../../testing/factories.ts';
import { type FakeS3, startFakeS3 } from '../../testing/fakes/fake-s3.ts';
import { pdfWithText } from '../../testing/fixtures/documents.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The same materials API as materials.int.test.ts, with S3_BUCKET set: the bytes must go to the
// bucket (the real AWS SDK against a local S3 that checks signatures), never to DATA_DIR/files.
let s3: FakeS3;
let server: TestServer;
beforeAll(async () => {
  s3 = await startFakeS3();
  server = await startTestServer({ ...s3.env(), S3_PREFIX: 'kreda' });
});
afterAll(async () => {
  await server?.stop();
  await s3?.stop();
});

async function upload(user: TestUser, workspaceId: string, bytes: Uint8Array, name: string) {
  return user.client.upload(
    OPS.create,
    { input: { workspaceId, file: null } },
    { 'variables.input.file': { bytes, name } },
  );
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
    const user = await createUser(server);
    const { client, id: userId } = user;
    const workspaceId = (await createWorkspace(user, { przedmiot: 'biology' })).id;
    const pdf = await pdfWithText(['Fotosynteza zachodzi w chloroplastach liści.']);
    const created = asUserDoc(
      (await upload(user, workspaceId, pdf, 'biologia.pdf')).body.data?.createUserDoc,
    );
    expect(created).toMatchObject({ __typename: 'UserDoc', file: { contentType: 'application/pdf' } });
    const fileId = created.file?.id ?? '';

    const key = `kreda/${userId}/${fileId}`;
    const object = s3.objects.get(key);
    expect(object?.contentType).toBe('application/pdf');
    expect(Buffer.compare(object?.body ?? Buffer.alloc(0), Buffer.from(pdf))).toBe(0);
    expect(existsSync(path.join(server.config.dataDir, 'files'))).toBe(false);

    const doc = await waitForMaterial(user, created.id);
    expect(doc).toMatchObject({ state: 'SOLVED', error: null });
    expect(doc.content).toContain('chloroplastach');

    const link = dataOf(await client.gql(OPS.fileUrl, { input: { fileId } })).getFileUrl;
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
    const user = await createUser(server);
    const userId = user.id;
    const workspaceId = (await createWorkspace(user, { przedmiot: 'biology' })).id;
    const text = new TextEncoder().encode('Mitochondria to centrale energetyczne komórki.');
    s3.failWith(500);
    let refused: Awaited<ReturnType<typeof upload>>;
    try {
      refused = await upload(user, workspaceId, text, 'notatki.txt');
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

    const created = asUserDoc(
      (await upload(user, workspaceId, text, 'notatki.txt')).body.data?.createUserDoc,
    );
    expect(s3.objects.get(`kreda/${userId}/${created.file?.id}`)?.body.toString('utf8')).toBe(
      'Mitochondria to centrale energetyczne komórki.',
    );
    expect(await waitForMaterial(user, created.id)).toMatchObject({
      state: 'SOLVED',
      content: 'Mitochondria to centrale energetyczne komórki.',
    });
  });
});
