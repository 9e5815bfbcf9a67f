import { MATERIAL_TEXT_MAX } from '@kreda/shared/limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../testing/accounts.ts';
import { MATERIALS as OPS } from '../../testing/documents.ts';
import { asUserDoc, createUser, createWorkspace, waitForMaterial } from '../../testing/factories.ts';
import { bigPolishText, zipBombDocx } from '../../testing/fixtures/hostile-files.ts';
import { healthDuring } from '../../testing/health-probe.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The hardening issue's findings, end to end: a DOCX that inflates to 100 MB and a 20 MB text
// file must neither hold the request nor stop /api/health from answering.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_MB: '25' });
});
afterAll(async () => {
  await server?.stop();
});

const healthWhile = <T>(label: string, work: () => Promise<T>) => healthDuring(server, label, work);

async function countRows(table: 'user_docs' | 'files' | 'retrieval_chunks', userId: string) {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return Number(row?.n);
}

describe('hostile and huge files', () => {
  it('refuses a zip bomb DOCX at upload with a Polish reason, storing and indexing nothing', async () => {
    const user = await createUser(server);
    const workspaceId = (await createWorkspace(user, { przedmiot: 'biology' })).id;
    const bomb = zipBombDocx(100);
    const rssBefore = process.memoryUsage().rss;
    const response = await healthWhile('zip bomb DOCX upload', () =>
      user.client.upload(
        OPS.create,
        { input: { workspaceId, file: null } },
        { 'variables.input.file': { bytes: bomb, name: 'wypracowanie.docx' } },
      ),
    );
    expect(dataOf(response).createUserDoc).toEqual({
      __typename: 'ExecutionError',
      errorCode: 'FILE_TOO_LARGE',
      message: 'Plik po rozpakowaniu jest za duży (100 MB). Podziel go na mniejsze części.',
    });
    expect(await countRows('user_docs', user.id)).toBe(0);
    expect(await countRows('files', user.id)).toBe(0);
    expect(await countRows('retrieval_chunks', user.id)).toBe(0);
    // The 100 MB of XML were never inflated (the finding: 5 GB).
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a zip bomb whose headers lie about its sizes, reading it off the event loop, storing nothing', async () => {
    const user = await createUser(server);
    const workspaceId = (await createWorkspace(user, { przedmiot: 'biology' })).id;
    const bomb = zipBombDocx(100, { lie: true });
    const response = await healthWhile('zip bomb DOCX with lying headers', () =>
      user.client.upload(
        OPS.create,
        { input: { workspaceId, file: null } },
        { 'variables.input.file': { bytes: bomb, name: 'klamliwy.docx' } },
      ),
    );
    // The central directory passed the checks; the upload's probe reads the file in its worker
    // thread (bounded by memory and clock), finds the inflated sizes wrong and refuses it.
    expect(dataOf(response).createUserDoc).toEqual({
      __typename: 'ExecutionError',
      errorCode: 'INVALID_FILE',
      message: 'Nie udało się odczytać pliku DOCX. Sprawdź, czy nie jest uszkodzony.',
    });
    expect(await countRows('user_docs', user.id)).toBe(0);
    expect(await countRows('files', user.id)).toBe(0);
    expect(await countRows('retrieval_chunks', user.id)).toBe(0);
  });

  it('stores a 20 MB text file, reads it off the event loop and keeps the first 200 000 characters', async () => {
    const user = await createUser(server);
    const workspaceId = (await createWorkspace(user, { przedmiot: 'biology' })).id;
    const text = bigPolishText(20);
    const doc = await healthWhile('20 MB text: upload and extraction', async () => {
      const response = await user.client.upload(
        OPS.create,
        { input: { workspaceId, file: null } },
        { 'variables.input.file': { bytes: text, name: 'notatki.txt' } },
      );
      const created = asUserDoc(dataOf(response).createUserDoc);
      return waitForMaterial(user, created.id, 120_000);
    });
    expect(doc.state).toBe('SOLVED');
    expect(doc.type).toBe('TXT');
    expect(doc.content?.length).toBeLessThanOrEqual(MATERIAL_TEXT_MAX);
    expect(doc.content?.length).toBeGreaterThan(MATERIAL_TEXT_MAX - 200);
    expect(doc.content?.startsWith('Fotosynteza zachodzi w chloroplastach;')).toBe(true);
    // The pupil is told the document was cut, and roughly how long it was.
    expect(doc.truncatedFrom).toBeGreaterThan(19_000_000);
  });
});
