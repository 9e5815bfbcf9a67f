import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFileUrl } from '../../platform/storage/storage.ts';
import { MATERIALS as OPS } from '../../testing/documents.ts';
import { asUserDoc, createUser, createWorkspace } from '../../testing/factories.ts';
import { pdfWithText } from '../../testing/fixtures/documents.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The "Otwórz plik" link opens in a browser tab: whatever goes wrong, the pupil reads a Polish
// page there, while API clients keep the JSON they always had.

const SESSION_SECRET = 'plik'.repeat(10);
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_MB: '3', SESSION_SECRET });
});
afterAll(async () => {
  await server?.stop();
});

async function ownerWithFile() {
  const user = await createUser(server);
  const workspaceId = (await createWorkspace(user, { przedmiot: 'biology' })).id;
  const created = await user.client.upload(
    OPS.create,
    { input: { workspaceId, file: null } },
    { 'variables.input.file': { bytes: await pdfWithText(['Komórka roślinna.']), name: 'komórka.pdf' } },
  );
  const doc = asUserDoc(dataOf(created).createUserDoc);
  const fileId = doc.file?.id ?? '';
  const link = dataOf(await user.client.gql(OPS.fileUrl, { input: { fileId } })).getFileUrl.url;
  return { user, doc, fileId, link };
}

async function open(path: string, cookie: string | null, accept?: string) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (accept) headers.accept = accept;
  const response = await fetch(`${server.url}${path}`, { headers });
  return { response, text: await response.text() };
}

function expectPolishPage(answer: Awaited<ReturnType<typeof open>>, status: number, title: string) {
  expect(answer.response.status).toBe(status);
  expect(answer.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(answer.response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(answer.text).toContain('<html lang="pl">');
  expect(answer.text).toContain(`<h1>${title}</h1>`);
  expect(answer.text).not.toContain('"error"');
}

describe('file links', () => {
  it('tells the client the upload limit, so it can check a file before sending it', async () => {
    const { body } = await server.gql(OPS.uploadLimit);
    expect(body.data?.getAppConfig.uploadMaxBytes).toBe(3 * 1024 * 1024);
  });

  it('serves the file to its owner from a browser, as before', async () => {
    const { user, link } = await ownerWithFile();
    const answer = await fetch(`${server.url}${link}`, {
      headers: { cookie: user.client.cookieHeader(), accept: BROWSER_ACCEPT },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
  });

  it('answers a browser with a Polish page for an expired, a forged, a missing and a signed-out link', async () => {
    const { user, doc, fileId, link } = await ownerWithFile();
    const cookie = user.client.cookieHeader();

    // Signed by this server for this owner, five minutes ago.
    const expired = signFileUrl(SESSION_SECRET, {
      fileId,
      userId: user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const page = await open(expired, cookie, BROWSER_ACCEPT);
    expectPolishPage(page, 404, 'Link do pliku wygasł');
    expect(page.text).toContain('kliknij „Otwórz plik” jeszcze raz');
    expect(page.response.headers.get('cache-control')).toBe('no-store');

    const forged = link.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    expectPolishPage(await open(forged, cookie, BROWSER_ACCEPT), 404, 'Ten link do pliku nie działa');

    const someoneElse = await createUser(server);
    expectPolishPage(
      await open(link, someoneElse.client.cookieHeader(), BROWSER_ACCEPT),
      404,
      'Ten link do pliku nie działa',
    );

    const signedOut = await open(link, null, BROWSER_ACCEPT);
    expectPolishPage(signedOut, 401, 'Zaloguj się, żeby otworzyć plik');
    expect(signedOut.text).toContain('href="/auth/sign-in"');

    expect(dataOf(await user.client.gql(OPS.remove, { input: { id: doc.id } })).deleteUserDoc.success).toBe(
      true,
    );
    expectPolishPage(await open(link, cookie, BROWSER_ACCEPT), 404, 'Nie ma już tego pliku');
  });

  it('keeps the JSON answers for API clients', async () => {
    const { user, fileId } = await ownerWithFile();
    const expired = signFileUrl(SESSION_SECRET, {
      fileId,
      userId: user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const accept of [undefined, 'application/json', '*/*']) {
      const refused = await open(expired, user.client.cookieHeader(), accept);
      expect(refused.response.status).toBe(404);
      expect(refused.response.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(refused.text)).toEqual({
        error: { code: 'NOT_FOUND', message: 'Nie znaleziono pliku.' },
      });
    }
    const signedOut = await open(expired, null);
    expect(signedOut.response.status).toBe(401);
    expect(JSON.parse(signedOut.text)).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Unauthorized' },
    });
  });
});
