import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The chat shows what just happened, on a 360 px phone as on a computer: the first answer is in
// view above the composer, a reload in the middle of an answer keeps it growing, and an answer
// with a note leads to it after a reload. The fake AI (support/fake-openai-server.ts) streams a
// long answer for about half a minute when the question asks it to go "powoli".

const SLOW_QUESTION = 'Opowiedz mi powoli o ułamkach.';

/** Opens a workspace's chat with no conversation yet. */
async function openChat(page: Page, name: string): Promise<void> {
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, name);
  await page.goto(`/workspace/${workspaceId}/playground`);
  await expect(page.getByRole('region', { name: 'O co chcesz zapytać?' })).toBeVisible({ timeout: 30_000 });
}

async function ask(page: Page, question: string): Promise<Locator> {
  await page.getByLabel('Twoja wiadomość').fill(question);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page).toHaveURL(/\?c=/);
  return page.getByTestId('answer').last();
}

/**
 * Whether a point near the top of `locator` (and, with `bottom`, near its bottom) is on screen and
 * not hidden under the sticky composer, the top bar or the bottom bar; false when it is not there
 * (yet, or any more) rather than waiting for it.
 */
async function uncovered(locator: Locator, { bottom = false } = {}): Promise<boolean> {
  const [seen] = await locator.evaluateAll((elements, atBottom) => {
    return elements.map((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + Math.min(24, box.width / 2);
      const inset = Math.min(12, box.height / 2);
      const points = [box.top + inset, ...(atBottom ? [box.bottom - inset] : [])];
      return points.every((y) => {
        if (y < 0 || y > window.innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return !!hit && element.contains(hit);
      });
    });
  }, bottom);
  return seen ?? false;
}

const textLength = async (answer: Locator) => (await answer.innerText()).length;

test('the first answer of a new conversation streams into view, not under the composer', async ({ page }) => {
  test.slow();
  await openChat(page, 'Czat – pierwsza odpowiedź');
  const answer = await ask(page, SLOW_QUESTION);

  // While it is written, the end of the text (where the cursor blinks) is on screen, above the
  // composer and the bottom bar: at its first words and further on, as the answer grows.
  const cursor = answer.getByTestId('stream-cursor');
  await expect(answer).toContainText('Ułamek', { timeout: 20_000 });
  await expect.poll(() => uncovered(cursor)).toBe(true);
  await expect(answer.getByRole('heading', { name: 'Jak porównywać ułamki' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(cursor).toBeVisible();
  await expect.poll(() => uncovered(cursor)).toBe(true);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Written: its end and its actions can be reached above the composer and the bottom bar.
  await expect(page.getByRole('button', { name: 'Wyślij' })).toBeEnabled({ timeout: 60_000 });
  const copy = answer.getByRole('button', { name: 'Kopiuj odpowiedź' });
  await copy.scrollIntoViewIfNeeded();
  await expect.poll(() => uncovered(copy, { bottom: true })).toBe(true);
});

test('a reload in the middle of an answer keeps it growing live until it ends', async ({ page }) => {
  test.setTimeout(150_000);
  await openChat(page, 'Czat – przeładowanie');
  const answer = await ask(page, SLOW_QUESTION);
  await expect(answer).toContainText('Ułamek', { timeout: 20_000 });

  await page.reload();
  const reloaded = page.getByTestId('answer').last();
  await expect(reloaded.getByTestId('stream-cursor')).toBeVisible({ timeout: 20_000 });
  await expect(reloaded).toContainText('Ułamek');
  const afterReload = await textLength(reloaded);
  // The text keeps growing while the answer is still being written (not all at once at the end).
  await expect
    .poll(
      async () =>
        (await reloaded.getByTestId('stream-cursor').count()) > 0 &&
        (await textLength(reloaded)) > afterReload + 40,
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(reloaded.getByRole('heading', { name: 'Jak dodawać ułamki' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: 'Wyślij' })).toBeEnabled({ timeout: 60_000 });
  await expect(reloaded.getByTestId('stream-cursor')).toHaveCount(0);
  await expect(reloaded).toContainText('Na koniec skracamy wynik, jeśli to możliwe.');
});

test('an answer made into a note leads to it after a reload instead of offering another', async ({
  page,
}) => {
  test.slow();
  await openChat(page, 'Czat – notatka');
  const answer = await ask(page, 'Co to jest ułamek?');
  await expect(page.getByRole('button', { name: 'Wyślij' })).toBeEnabled({ timeout: 60_000 });

  await answer.getByRole('button', { name: 'Zrób notatkę' }).click();
  const open = answer.getByRole('link', { name: 'Otwórz notatkę' });
  await expect(open).toBeFocused({ timeout: 20_000 });
  await expect(answer.getByRole('button', { name: 'Zrób notatkę' })).toHaveCount(0);

  await page.reload();
  const reloaded = page.getByTestId('answer').last();
  await expect(reloaded.getByRole('link', { name: 'Otwórz notatkę' })).toBeVisible({ timeout: 20_000 });
  await expect(reloaded.getByRole('button', { name: 'Zrób notatkę' })).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await reloaded.getByRole('link', { name: 'Otwórz notatkę' }).click();
  await expect(page).toHaveURL(/\/ainote\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ułamki – notatka');
});
