import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf, type SessionClient, sessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { fillAccount } from '../../testing/user-traces.ts';

/*
 * "Pobierz moje dane": a ZIP of everything the user has (JSON per module plus the uploaded
 * files), reachable only with the link and the session of the same user, once per link, a few
 * links an hour.
 */

let server: TestServer;
let ai: FakeOpenAi;
let pupil: TestUser;
let other: TestUser;
let filled: Awaited<ReturnType<typeof fillAccount>>;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer({ ...fakeAiEnv(ai), CHAT_MESSAGES_PER_MINUTE: '1000' });
  [pupil, other] = [await createUser(server), await createUser(server)];
  filled = await fillAccount(pupil, 'MOJE', ai);
  await fillAccount(other, 'CUDZE', ai);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

async function download(client: SessionClient | null, url: string) {
  return fetch(`${server.url}${url}`, { headers: client ? { cookie: client.cookieHeader() } : {} });
}

const decoder = new TextDecoder();

describe('requestDataExport and GET /api/account/export', () => {
  it("zips the user's rows and files as JSON, and nothing of another user", async () => {
    const link = dataOf(await pupil.client.gql(ACCOUNTS.requestDataExport)).requestDataExport;
    expect(link.url).toMatch(/^\/api\/account\/export\?id=[0-9a-f]{32}&expires=\d+&signature=[0-9a-f]{64}$/);
    const response = await download(pupil.client, link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kreda-moje-dane-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');

    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profil.json',
        'sesje.json',
        'uzycie.json',
        'przestrzenie.json',
        'materialy.json',
        'notatki.json',
        'rozmowy.json',
        'zestawy-materialow.json',
        'wlasne-tematy.json',
        'quizy.json',
        'rozprawki.json',
        'sprawdziany.json',
        'bazy-slowek.json',
      ]),
    );
    // The README says what every file holds, in the words of the module that wrote it, and what
    // the codes in the files mean.
    const readme = decoder.decode(files['README.txt']);
    for (const name of names.filter((n) => n.endsWith('.json')))
      expect(readme, name).toMatch(
        new RegExp(`^  ${name.replace('.', '\\.')} +– (?!dane narzędzia Kredy)\\S`, 'm'),
      );
    expect(readme).toContain('  pliki/');
    expect(readme).toContain('  SOLVED – gotowy');
    expect(readme).toContain('  NIE_WIEM – Nie wiem');
    const json = (name: string) => JSON.parse(decoder.decode(files[name]));
    expect(json('profil.json')).toMatchObject({ id: pupil.id, email: pupil.email, hasPassword: true });
    expect(json('profil.json')).not.toHaveProperty('passwordHash');
    const materials = json('materialy.json');
    expect(materials.materials.map((m: { text: string | null }) => m.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Fotosynteza MOJE'),
        expect.stringContaining('Plik ucznia MOJE'),
      ]),
    );
    // Every upload (a material, a chat attachment, a test's PDF) is in the archive, byte for byte.
    expect(materials.files).toHaveLength(3);
    for (const file of materials.files as { path: string; originalFileName: string }[]) {
      expect(names).toContain(file.path);
      const bytes = files[file.path] as Uint8Array;
      if (file.originalFileName.endsWith('.pdf')) expect(decoder.decode(bytes.slice(0, 5))).toBe('%PDF-');
      else expect(decoder.decode(bytes)).toContain('MOJE');
    }
    expect((materials.files as { originalFileName: string }[]).map((f) => f.originalFileName)).toContain(
      'test-MOJE.pdf',
    );
    expect(json('notatki.json')).toEqual([
      expect.objectContaining({ name: 'Notatka MOJE', content: 'Treść MOJE.' }),
    ]);
    const [conversation] = json('rozmowy.json');
    expect(conversation.id).toBe(filled.conversation.id);
    expect(conversation.messages[0]).toMatchObject({ message: expect.stringContaining('Pytanie MOJE') });
    expect(conversation.messages[0].answers[0].content).not.toBe('');
    expect(json('uzycie.json').aiCalls.length).toBeGreaterThan(0);
    const essays = json('rozprawki.json');
    expect(essays.rozprawki[0]).toMatchObject({
      id: filled.essay?.essay.id,
      temat: expect.stringContaining('MOJE'),
    });
    expect(essays.czesci.length).toBeGreaterThan(0);
    expect(essays.wersje_czesci[0]).toMatchObject({ instruction: 'Dodaj przykład MOJE.' });
    const tests = json('sprawdziany.json');
    expect(tests.sprawdziany[0]).toMatchObject({
      id: filled.test?.id,
      title: 'Sprawdzian MOJE',
      state: 'SOLVED',
    });
    expect(tests.zadania[0]).toMatchObject({ numberExercise: '1', question: 'Oblicz 2 + 3.', answer: '5' });
    expect(essays.oceny[0]).toMatchObject({ id: filled.essay?.review.id, grading: expect.anything() });
    const words = json('bazy-slowek.json');
    expect(words.bazy[0]).toMatchObject({ id: filled.words?.id, name: 'Słówka MOJE', languageCode: 'en' });
    expect(words.slowa.map((w: { translation: string }) => w.translation)).toContain('pies MOJE');
    expect(words.powtorki).toHaveLength(2);
    expect(words.sesje.map((x: { type: string }) => x.type).sort()).toEqual(['EXERCISE', 'WORD']);
    expect(words.cwiczenia.find((c: { answer: string | null }) => c.answer)).toMatchObject({
      isCorrect: true,
    });
    expect(words.parametryFsrs[0]).toMatchObject({ reviewCount: 2 });
    expect(json('sesje.json').length).toBeGreaterThan(0);

    // Nothing of the other pupil, anywhere in the archive; no secrets either.
    const everything = names.map((name) => decoder.decode(files[name])).join('\n');
    expect(everything).not.toContain('CUDZE');
    expect(everything).not.toContain(other.id);
    expect(everything).not.toContain(other.email);
    expect(everything).not.toMatch(/\$argon2id\$/);
  }, 60_000);

  it('opens only with the session of the user the link was made for', async () => {
    const link = dataOf(await pupil.client.gql(ACCOUNTS.requestDataExport)).requestDataExport;
    const guest = await download(null, link.url);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Unauthorized' } });
    // A browser that opened the link gets a Polish page, not JSON.
    const page = await fetch(`${server.url}${link.url}`, {
      headers: { accept: 'text/html', cookie: other.client.cookieHeader() },
    });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Link do kopii danych wygasł. Poproś o nowy w ustawieniach konta.');
    const foreign = await download(other.client, link.url);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Link do kopii danych wygasł. Poproś o nowy w ustawieniach konta.',
      },
    });
    const forged = await download(
      pupil.client,
      link.url.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`),
    );
    expect(forged.status).toBe(404);
    const expired = await download(
      pupil.client,
      link.url.replace(/expires=\d+/, `expires=${Date.now() - 1000}`),
    );
    expect(expired.status).toBe(404);
    const unsigned = await download(pupil.client, '/api/account/export');
    expect(unsigned.status).toBe(404);
    const guestLink = await sessionClient(server).gql(ACCOUNTS.requestDataExport);
    expect(firstError(guestLink.body).code).toBe('UNAUTHENTICATED');
  });

  it('opens once: the first download uses the link up, a second is refused in Polish', async () => {
    const user = await createUser(server);
    const link = dataOf(await user.client.gql(ACCOUNTS.requestDataExport)).requestDataExport;
    // A refused try (no session, another user's session) does not use the link up.
    expect((await download(null, link.url)).status).toBe(401);
    expect((await download(other.client, link.url)).status).toBe(404);
    const first = await download(user.client, link.url);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const used = 'Ten link do kopii danych został już użyty. Poproś o nowy w ustawieniach konta.';
    const second = await download(user.client, link.url);
    expect(second.status).toBe(410);
    expect(await second.json()).toEqual({ error: { code: 'GONE', message: used } });
    const page = await fetch(`${server.url}${link.url}`, {
      headers: { accept: 'text/html', cookie: user.client.cookieHeader() },
    });
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(used);
    // Two downloads racing for one link: exactly one gets the archive.
    const racing = dataOf(await user.client.gql(ACCOUNTS.requestDataExport)).requestDataExport;
    const statuses = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await download(user.client, racing.url);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.sort()).toEqual([200, 410, 410]);
    // Links asked for one after another are each their own.
    const fresh = dataOf(await user.client.gql(ACCOUNTS.requestDataExport)).requestDataExport;
    expect(fresh.url).not.toBe(racing.url);
    expect((await download(user.client, fresh.url)).status).toBe(200);
  });

  it('allows a few archives an hour, then says in Polish when to try again', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 5; i++)
      expect((await user.client.gql(ACCOUNTS.requestDataExport)).body.errors).toBeUndefined();
    const limited = await user.client.gql(ACCOUNTS.requestDataExport);
    expect(firstError(limited.body)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(firstError(limited.body).message).toMatch(
      /^Kopię danych można pobrać kilka razy na godzinę\. Spróbuj ponownie za \d+ minut/,
    );
    // Another user's limit is their own.
    expect((await other.client.gql(ACCOUNTS.requestDataExport)).body.errors).toBeUndefined();
  });
});
