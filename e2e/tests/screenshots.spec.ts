import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, gql } from '../support/accounts.ts';
import { addTextMaterial, createWorkspace } from '../support/workspaces.ts';

// The landing page shows the product as it is: these screens are taken from the running app by
// this journey, on a 360 px phone, and written to apps/web/public/zrzuty/ (committed; the landing
// serves them). Every run of the suite takes them again, so a change to a screen shows up in the
// working tree as changed pictures, never as a landing page that shows an older product.

const OUT = fileURLToPath(new URL('../../apps/web/public/zrzuty/', import.meta.url));

const LESSON =
  'Ułamek zwykły a/b to iloraz liczby a przez liczbę b. Licznik ułamka mówi, ile części bierzemy, ' +
  'a mianownik ułamka mówi, na ile równych części dzielimy całość. Mianownik nie może być zerem. ' +
  'Ułamki o tym samym mianowniku dodajemy, dodając liczniki.';

/** The phone's screen as the pupil sees it, as a JPEG small enough for the landing page. */
async function shoot(page: Page, name: string): Promise<void> {
  // No caret, no focus ring, no toast half way in: the picture is the page at rest.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(300);
  await page.screenshot({
    path: `${OUT}${name}.jpg`,
    type: 'jpeg',
    quality: 72,
    scale: 'css',
    animations: 'disabled',
  });
}

test('the landing page’s screens are taken from the product on a phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'telefon', 'the landing shows the phone screens');
  test.slow();
  await mkdir(OUT, { recursive: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await createAccount(page.request);
  const named = await gql(
    page.request,
    'mutation ($i: UpdateUserInfoInput!) { updateUserInfo(updateUserInfoInput: $i) { id } }',
    { i: { name: 'Ola' } },
  );
  expect(named.errors).toBeUndefined();
  const workspaceId = await createWorkspace(page, 'Matematyka');
  await addTextMaterial(page, workspaceId, { name: 'Ułamki – lekcja', text: LESSON });

  // The chat: a question about the pupil's own lesson, answered with a formula, a table and a source.
  await page.goto(`/workspace/${workspaceId}/playground`);
  await expect(page.getByLabel('Ułamki – lekcja')).toBeChecked();
  await page.getByLabel('Twoja wiadomość').fill('Co mówi mianownik ułamka?');
  await page.getByRole('button', { name: 'Wyślij' }).click();
  const answer = page.getByTestId('answer').last();
  await expect(answer.locator('.katex').first()).toBeVisible({ timeout: 20_000 });
  await expect(answer.getByRole('link', { name: '[1]', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Wyślij' })).toBeEnabled();
  await answer.scrollIntoViewIfNeeded();
  await shoot(page, 'czat');

  // A quiz made from the same lesson, at its first question.
  await page.goto(`/workspace/${workspaceId}/quiz`);
  const form = page.getByRole('form', { name: 'Nowy quiz' });
  await form.getByRole('checkbox', { name: 'Ułamki – lekcja' }).check();
  await form.getByLabel('Liczba pytań').fill('5');
  await form.getByRole('button', { name: 'Utwórz quiz' }).click();
  await page.getByRole('button', { name: 'Rozpocznij quiz' }).click({ timeout: 45_000 });
  await expect(page.getByRole('form', { name: /^Pytanie 1 z 5/ })).toBeVisible();
  await shoot(page, 'quiz');

  // The home: the greeting, the camera first, the day's goal.
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cześć, Ola!');
  await expect(page.getByText('Zrób zdjęcie zadania', { exact: true })).toBeVisible();
  await shoot(page, 'start');
});
