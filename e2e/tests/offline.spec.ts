import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectTapTarget } from '../support/tap-targets.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Losing the connection in the middle of work: the chat message and the quiz answer do not spin,
// they say in Polish that there is no connection, keep what was typed or chosen, and go once more
// by themselves when the connection is back — the chat message exactly once. One sign-up per
// project: the suite stays under the per-IP sign-up limit.

const OFFLINE_BANNER = /Brak połączenia z internetem\. To, co wpiszesz, nie zniknie/;

/** A one-page PDF with a Polish text layer, for a quiz to be made from. */
async function lessonPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'), {
    subset: true,
  });
  const page = doc.addPage([595, 842]);
  [
    'Ułamek zwykły zapisujemy jako licznik nad mianownikiem.',
    'Mianownik mówi, na ile równych części dzielimy całość.',
    'Licznik mówi, ile takich części bierzemy.',
  ].forEach((line, index) => {
    page.drawText(line, { x: 50, y: 760 - index * 24, size: 14, font });
  });
  return Buffer.from(await doc.save());
}

async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
}

async function goOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Połączenie wróciło.' })).toBeVisible();
}

/** The offline screen fits the phone, is axe clean and the banner covers nothing of the page. */
async function checkOfflineScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  const covered = await page.getByRole('main').evaluate((main) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const banner = [...document.querySelectorAll('[role="status"]')].find((node) =>
      node.textContent?.includes('Brak połączenia z internetem.'),
    );
    if (!banner) return true;
    return banner.getBoundingClientRect().bottom > main.getBoundingClientRect().top;
  });
  expect(covered).toBe(false);
}

async function chatOffline(page: Page, context: BrowserContext, workspaceId: string) {
  await page.goto(`/workspace/${workspaceId}/playground`);
  const field = page.getByLabel('Twoja wiadomość');
  await field.fill('Co to jest ułamek?');
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page).toHaveURL(/\?c=/);
  const send = page.getByRole('button', { name: 'Wyślij' });
  // The first answer is written (there, and no longer busy): a new message can go. "Wyślij" alone
  // can be enabled for a moment between the send and the answer's start, and going offline then
  // would leave the answer unfinished and the field locked.
  const answer = page.getByTestId('answer');
  await expect(answer).toHaveCount(1, { timeout: 60_000 });
  await expect(answer).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
  await expect(send).toBeEnabled();
  await expect(field).toBeEnabled();
  const thread = page.getByRole('list', { name: 'Wiadomości' });

  await goOffline(page, context);
  const question = 'Ile to jest jedna druga dodać jedna czwarta?';
  await field.fill(question);
  await send.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Brak połączenia z internetem' });
  await expect(alert).toContainText('wiadomość nie została wysłana. Wyślemy ją sami, gdy połączenie wróci.');
  // No spinner, nothing lost: the composer keeps the text and can send again.
  await expect(field).toHaveValue(question);
  await expect(send).toBeEnabled();
  await expect(send).not.toHaveAttribute('aria-busy', 'true');
  await expect(thread.getByText(question, { exact: true })).toHaveCount(0);
  await expectTapTarget(alert.getByRole('button', { name: 'Nie wysyłaj automatycznie' }));
  await checkOfflineScreen(page);
  // Sent again while still offline: it replaces the waiting send rather than joining it.
  await send.click();
  await expect(alert).toBeVisible();
  await expect(field).toHaveValue(question);

  await goOnline(page, context);
  // It goes by itself, once: in the thread, out of the composer, the note gone.
  await expect(thread.getByText(question, { exact: true })).toHaveCount(1, { timeout: 20_000 });
  await expect(field).toHaveValue('');
  await expect(alert).toHaveCount(0);
  await expect(send).toBeEnabled({ timeout: 60_000 });
  await page.reload();
  await expect(thread.getByText(question, { exact: true })).toHaveCount(1, { timeout: 20_000 });
  await expect(thread.getByText('Co to jest ułamek?', { exact: true })).toHaveCount(1);
}

async function quizOffline(page: Page, context: BrowserContext, workspaceId: string) {
  await page.goto(`/workspace/${workspaceId}/materials`);
  await page.getByLabel('Plik do dodania').setInputFiles({
    name: 'ulamki.pdf',
    mimeType: 'application/pdf',
    buffer: await lessonPdf(),
  });
  const row = page.getByRole('region', { name: 'Twoje materiały' }).getByRole('listitem');
  await expect(row.getByTestId('material-state')).toHaveText('Gotowe', { timeout: 45_000 });
  await page.goto(`/workspace/${workspaceId}/quiz`);
  const form = page.getByRole('form', { name: 'Nowy quiz' });
  await form.getByRole('checkbox', { name: 'ulamki.pdf' }).check();
  await form.getByLabel('Liczba pytań').fill('5');
  await form.getByRole('button', { name: 'Utwórz quiz' }).click();
  const start = page.getByRole('button', { name: 'Rozpocznij quiz' });
  await expect(start).toBeVisible({ timeout: 45_000 });
  await start.click();
  await expect(page.getByTestId('quiz-position')).toHaveText('1 / 5');

  await goOffline(page, context);
  const question = page.getByRole('form', { name: /^Pytanie 1/ });
  const option = question.getByRole('radio', { name: /Materiał nie mówi nic o tym/ });
  await option.check();
  const check = question.getByRole('button', { name: 'Sprawdź odpowiedź' });
  await check.click();
  await expect(question.getByRole('alert')).toHaveText(
    'Brak połączenia z internetem. Twoja odpowiedź zostaje — wyślemy ją, gdy połączenie wróci.',
  );
  // Not "Sprawdzanie…" for ever; the choice stays.
  await expect(check).toHaveText(/^\s*Sprawdź odpowiedź\s*$/);
  await expect(option).toBeChecked();
  await checkOfflineScreen(page);

  await goOnline(page, context);
  const feedback = page.getByTestId('feedback');
  await expect(feedback.getByRole('heading', { name: /^Źle/ })).toBeVisible({ timeout: 20_000 });
  await expect(question.getByRole('alert')).toHaveCount(0);
  // Stored once: a reload resumes at the next question without an answer.
  await page.reload();
  await expect(page.getByTestId('quiz-position')).toHaveText('2 / 5');
}

test('offline, a chat message and a quiz answer say so in Polish, keep what was typed and go once when the connection is back', async ({
  page,
  context,
}) => {
  test.slow();
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Bez zasięgu');
  await chatOffline(page, context, workspaceId);
  await quizOffline(page, context, workspaceId);
});
