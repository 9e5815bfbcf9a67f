import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAccount, gql, horizontalOverflow } from '../support/accounts.ts';
import { expectInThumbView, expectTapTarget } from '../support/tap-targets.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The first hour on a 360 px phone: what a pupil does first must show what just happened.
// These journeys run in the "telefon" project only.
test.skip(({ isMobile }) => !isMobile, 'phone journeys');

const MB = 1024 * 1024;
const POLISH_NOTE = 'Ułamek zwykły to iloraz dwóch liczb. Mianownik mówi, na ile części dzielimy całość.\n';

/** A file material made through the API (a GraphQL multipart request), ready once read. */
async function uploadMaterial(
  request: APIRequestContext,
  workspaceId: string,
  name: string,
): Promise<string> {
  const response = await request.post('/api/graphql', {
    headers: { 'x-kreda-csrf': '1' },
    multipart: {
      operations: JSON.stringify({
        query:
          'mutation ($i: CreateUserDocInput!) { createUserDoc(createUserDocInput: $i) { __typename ... on UserDoc { id } } }',
        variables: { i: { workspaceId, file: null } },
      }),
      map: JSON.stringify({ 0: ['variables.i.file'] }),
      0: { name, mimeType: 'text/plain', buffer: Buffer.from(POLISH_NOTE.repeat(5)) },
    },
  });
  const body = (await response.json()) as { data?: { createUserDoc?: { __typename: string; id: string } } };
  expect(body.data?.createUserDoc?.__typename).toBe('UserDoc');
  const id = body.data?.createUserDoc?.id ?? '';
  await waitUntilRead(request, id);
  return id;
}

/** A pasted-text material, read by the server's job. */
async function addTextMaterial(
  request: APIRequestContext,
  workspaceId: string,
  name: string,
): Promise<string> {
  const created = await gql(
    request,
    'mutation ($i: CreateUserDocInput!) { createUserDoc(createUserDocInput: $i) { __typename ... on UserDoc { id } } }',
    { i: { workspaceId, text: POLISH_NOTE, name } },
  );
  const id = (created.data?.createUserDoc as { id: string } | undefined)?.id ?? '';
  await waitUntilRead(request, id);
  return id;
}

async function waitUntilRead(request: APIRequestContext, id: string) {
  await expect
    .poll(
      async () => {
        const read = await gql(
          request,
          'query ($i: GetUserDocByIdInput!) { getUserDocById(getUserDocByIdInput: $i) { state } }',
          { i: { id } },
        );
        return (read.data?.getUserDocById as { state: string } | undefined)?.state;
      },
      { timeout: 45_000 },
    )
    .toBe('SOLVED');
}

async function materialNames(request: APIRequestContext, workspaceId: string): Promise<string[]> {
  const list = await gql(
    request,
    'query ($i: GetUserDocByWorkspaceIdInput!) { getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $i) { name } }',
    { i: { workspaceId } },
  );
  return ((list.data?.getUserDocByWorkspaceId ?? []) as { name: string }[]).map((doc) => doc.name);
}

/** Uploads sent from the page (multipart POSTs), counted from now on. */
function countUploads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && (request.headers()['content-type'] ?? '').startsWith('multipart/'))
      count += 1;
  });
  return () => count;
}

test('materials on a phone: the limit before picking, refusals before sending, progress and the result under the picker, cancel leaves nothing', async ({
  page,
}) => {
  test.slow();
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Pliki na telefonie');
  await page.goto(`/workspace/${workspaceId}/materials`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Materiały');

  // The kinds and the size limit are said before anything is picked, next to the button.
  const limit = page.getByText('PDF, Word (DOCX), plik tekstowy, zdjęcie lub nagranie — do 25 MB.');
  await expect(limit).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wybierz plik' })).toHaveAccessibleDescription(
    'PDF, Word (DOCX), plik tekstowy, zdjęcie lub nagranie — do 25 MB.',
  );

  // Too large or of an unknown kind: refused at once, in view, and nothing is sent.
  const uploads = countUploads(page);
  await page.getByLabel('Plik do dodania').setInputFiles([
    { name: 'podręcznik.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(26 * MB, 0x20) },
    { name: 'program.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  const tooLarge = page.getByRole('alert').filter({ hasText: 'jest za duży' });
  await expect(tooLarge).toHaveText('Plik „podręcznik.pdf” jest za duży (26 MB). Można dodać plik do 25 MB.');
  await expect(page.getByRole('alert').filter({ hasText: 'program.exe' })).toContainText(
    'Kreda nie odczyta pliku „program.exe”',
  );
  await expectInThumbView(page, tooLarge);
  expect(uploads()).toBe(0);

  // A good file: its progress and then its result appear under the picker, in view.
  await page.getByLabel('Plik do dodania').setInputFiles({
    name: 'ułamki.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(POLISH_NOTE),
  });
  const added = page.getByRole('status').filter({ hasText: 'Dodano „ułamki.txt”' });
  await expect(added).toBeVisible();
  await expectInThumbView(page, added);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(uploads()).toBe(1);
  const openAdded = added.getByRole('link', { name: 'Otwórz materiał' });
  await expectTapTarget(openAdded);
  await expect(
    page.getByRole('region', { name: 'Twoje materiały' }).getByRole('link', { name: 'ułamki.txt' }),
  ).toBeVisible();

  // A slow connection: the upload can be cancelled on its way, and nothing is left behind.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await page.getByLabel('Plik do dodania').setInputFiles({
    name: 'długie notatki.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(POLISH_NOTE.repeat(30_000)),
  });
  const progress = page.getByRole('progressbar', { name: /długie notatki\.txt/ });
  await expect(progress).toBeVisible();
  await expectInThumbView(page, progress);
  const cancel = page.getByRole('button', { name: 'Anuluj wysyłanie „długie notatki.txt”' });
  await expectTapTarget(cancel);
  await cancel.click();
  await expect(
    page.getByText('Anulowano wysyłanie „długie notatki.txt”. Nic nie zostało dodane.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(progress).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // Whatever reached the server made no material (give a late job its time).
  await page.waitForTimeout(2000);
  expect(await materialNames(page.request, workspaceId)).toEqual(['ułamki.txt']);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Twoje materiały' }).getByRole('listitem').filter({ hasText: 'długie' }),
  ).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('"Otwórz plik" keeps a fresh link while the page is open, and a dead link is a Polish page, never JSON', async ({
  page,
}) => {
  test.slow();
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Linki do plików');
  const docId = await uploadMaterial(page.request, workspaceId, 'lekcja.txt');

  // The page's clock runs ahead on demand; the server's does not, so each new link is really new.
  await page.clock.install();
  await page.goto(`/workspace/${workspaceId}/materials/${docId}`);
  const open = page.getByRole('link', { name: /Otwórz plik/ });
  await expect(open).toHaveAttribute('href', /\/api\/files\/.+expires=\d+/);
  const first = (await open.getAttribute('href')) ?? '';
  await page.clock.fastForward('04:10');
  await expect.poll(async () => open.getAttribute('href'), { timeout: 15_000 }).not.toBe(first);
  const fresh = (await open.getAttribute('href')) ?? '';

  // The fresh link opens the file.
  const file = await page.request.get(fresh);
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain('Ułamek zwykły');

  // A link that no longer works (here: a broken signature) is a small Polish page with a 4xx status.
  const broken = fresh.replace(/signature=[0-9a-f]{6}/, 'signature=000000');
  const response = await page.goto(broken);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ten link do pliku nie działa');
  await expect(page.locator('body')).not.toContainText('"error"');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectTapTarget(page.getByRole('link', { name: 'Przejdź do swoich przestrzeni' }));
  await page.getByRole('link', { name: 'Przejdź do swoich przestrzeni' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twoje przestrzenie');
});

test('every section of a missing or someone else’s workspace shows the clean 404 of its overview', async ({
  page,
  request,
}) => {
  test.slow();
  // Someone else's workspace, made with a second account on a separate cookie jar.
  await createAccount(request);
  const topics = await gql(
    request,
    'query ($i: GetbyprzedmiotandpoziomInput!) { getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $i) { id } }',
    { i: { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' } },
  );
  const [topic] = (topics.data?.getbyprzedmiotandpoziom ?? []) as { id: string }[];
  const foreign = await gql(
    request,
    'mutation ($i: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $i) { id } }',
    { i: { tematId: topic?.id, name: 'Cudza przestrzeń' } },
  );
  const foreignId = (foreign.data?.createWorkspace as { id: string } | undefined)?.id ?? '';

  await createAccount(page.request);
  const missingId = '00000000-0000-4000-8000-00000000dead';
  for (const workspaceId of [missingId, foreignId]) {
    for (const section of ['', '/materials', '/ainote', '/ainote/new', '/playground']) {
      await page.goto(`/workspace/${workspaceId}${section}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono przestrzeni.');
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
      // None of the section's tools and no red errors.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Wybierz plik' })).toHaveCount(0);
      await expect(page.getByLabel('Twoja wiadomość')).toHaveCount(0);
      await expect(page).toHaveTitle('Nie znaleziono przestrzeni – Kreda');
    }
  }
  await page.getByRole('link', { name: 'Wróć do listy przestrzeni' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twoje przestrzenie');
});

test('inside a workspace on a phone: 40 px tap targets, the account menu and signing out', async ({
  page,
}) => {
  test.slow();
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Palcem po ekranie');
  await addTextMaterial(page.request, workspaceId, 'Ułamki – lekcja');

  await page.goto(`/workspace/${workspaceId}/materials`);
  const banner = page.getByRole('banner');
  await expectTapTarget(banner.getByRole('link', { name: 'Kreda' }));
  await expectTapTarget(banner.getByRole('link', { name: 'Wszystkie przestrzenie' }));
  await expectTapTarget(banner.getByRole('link', { name: /^Ustawienia konta/ }));
  await expectTapTarget(banner.getByRole('button', { name: 'Wyloguj' }));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // A material's title link in the list.
  const row = page.getByRole('region', { name: 'Twoje materiały' }).getByRole('listitem').first();
  await expectTapTarget(row.getByRole('link', { name: 'Ułamki – lekcja' }));
  await expectTapTarget(row.getByRole('button', { name: 'Usuń materiał „Ułamki – lekcja”' }));

  // The chat's materials: the whole row is the checkbox's target, the box included. A material
  // already read is ticked at first (no choice made yet in this workspace).
  await page.goto(`/workspace/${workspaceId}/playground`);
  const checkbox = page.getByLabel('Ułamki – lekcja');
  await expect(checkbox).toBeEnabled();
  await expect(checkbox).toBeChecked();
  const rowOfCheckbox = page.locator('li').filter({ has: checkbox });
  await expectTapTarget(rowOfCheckbox);
  const box = await checkbox.boundingBox();
  if (!box) throw new Error('the checkbox is not on screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(checkbox).not.toBeChecked();
  const rowBox = await rowOfCheckbox.boundingBox();
  if (!rowBox) throw new Error('the row is not on screen');
  await page.touchscreen.tap(rowBox.x + rowBox.width - 4, rowBox.y + rowBox.height - 4);
  await expect(checkbox).toBeChecked();

  // A toast's close button.
  await page.goto(`/workspace/${workspaceId}/materials`);
  await page.getByRole('button', { name: 'Usuń materiał „Ułamki – lekcja”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń materiał' }).click();
  const close = page.getByRole('button', { name: 'Zamknij powiadomienie' });
  await expect(close).toBeVisible();
  await expectTapTarget(close);
  await close.click();
  await expect(close).toHaveCount(0);

  // Settings and signing out are in reach without leaving the workspace.
  await page.getByRole('banner').getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/workspace/${workspaceId}`);
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
});

test('words on a phone: one message per refused field, "(R)" explained, note help for pupils, "e-mail" unbroken', async ({
  page,
}) => {
  test.slow();
  // A password the server refuses: its message under the field, no generic alert above it.
  await page.goto('/auth/sign-up');
  await page.getByLabel('Adres e-mail').fill(`slowa.${Date.now()}@example.pl`);
  await page.getByLabel('Hasło', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByLabel('Hasło', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Nieprawidłowe dane.')).toHaveCount(0);

  // "e-mail" in a heading stays on one line at 360 px.
  await page.goto(`/auth/verify?email=${encodeURIComponent('bardzo.dlugi.adres@example.pl')}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Potwierdź adres e-mail');
  const lines = await heading
    .locator('span.whitespace-nowrap', { hasText: 'e-mail' })
    .evaluate((span) => span.getClientRects().length);
  expect(lines).toBe(1);

  // "(R)" on a topic's scope is explained: the abbreviation and a legend.
  await createAccount(page.request);
  const topics = await gql(
    page.request,
    'query ($i: GetbyprzedmiotandpoziomInput!) { getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $i) { id podTematy } }',
    { i: { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' } },
  );
  const extended = (
    (topics.data?.getbyprzedmiotandpoziom ?? []) as { id: string; podTematy: string[] }[]
  ).find((topic) => topic.podTematy.some((subtopic) => subtopic.endsWith('(R)')));
  if (!extended) throw new Error('the seeded curriculum has no "(R)" subtopic for SREDNI_JEDEN');
  const created = await gql(
    page.request,
    'mutation ($i: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $i) { id } }',
    { i: { tematId: extended.id } },
  );
  const workspaceId = (created.data?.createWorkspace as { id: string } | undefined)?.id ?? '';
  await page.goto(`/workspace/${workspaceId}`);
  const scope = page.getByRole('region', { name: 'Zakres tematu' });
  await expect(scope.locator('abbr[title="zakres rozszerzony"]').first()).toHaveText('(R)');
  await expect(scope.getByText(/zakres rozszerzony: dla uczących się/)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The note editor's help speaks to pupils.
  await page.goto(`/workspace/${workspaceId}/ainote/new`);
  const help = page.getByText(/Pisz zwyczajnie albo formatuj/);
  await expect(help).toBeVisible();
  await expect(help).toContainText('Wzory wpisuj między znakami dolara');
  await expect(help).not.toContainText(/Markdown|LaTeX/);
});

test('a page opened by its address starts at the top, not where the previous page was left', async ({
  page,
}) => {
  test.slow();
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Przewijanie');

  await page.goto(`/workspace/${workspaceId}/materials`);
  await expect(page.getByRole('button', { name: 'Wybierz plik' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  // Typed into the address bar: a full load of another long page.
  await page.goto(`/workspace/${workspaceId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Przewijanie');
  await expect(page.getByRole('region', { name: 'Zakres tematu' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // And the same address again, typed after scrolling it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.goto(`/workspace/${workspaceId}/materials`);
  await expect(page.getByRole('button', { name: 'Wybierz plik' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
