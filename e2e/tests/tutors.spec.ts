import { expect, type Page, test } from '@playwright/test';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// The AI tutors' pages, reached by address (the tool joins the navigation with its sessions). The
// server's AI is the local fake of support/fake-openai-server.ts, whose tutor side is the module's
// scripted model: a plan of three topics ("Podstawy tematu", "Etap 2 nauki", "Etap 3 nauki") and
// each topic's content with a formula and three exercises, a topic arriving a moment after it is
// asked for, so the page shows the plan being written and its topics becoming ready.

/** The screen fits the phone and is axe clean. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

test('order a tutor for a curriculum topic, watch its plan being written, read a topic and delete the tutor', async ({
  page,
}) => {
  // A plan and three topics written by background jobs, and axe on four screens.
  test.setTimeout(60_000);
  await createAccount(page.request);

  // No tutor yet: the list says what a tutor is.
  await page.goto('/app/aitutor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Korepetytorzy');
  await expect(page).toHaveTitle('Korepetytorzy – Kreda');
  const empty = page.getByRole('region', { name: 'Nie masz jeszcze korepetytora' });
  await expect(empty).toContainText('plan nauki');
  await checkScreen(page);
  await empty.getByRole('link', { name: 'Nowy korepetytor' }).click();

  // What to learn: a topic of the pupil's class (the class comes from onboarding).
  await expect(page).toHaveURL(/\/app\/1aitutor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nowy korepetytor');
  await expect(page.getByLabel('Klasa')).toHaveValue('SREDNI_DWA');
  await page.getByLabel('Przedmiot').selectOption({ label: 'Matematyka' });
  const topic = page.getByLabel('Temat z podstawy programowej');
  await expect(topic.locator('option')).not.toHaveCount(1);
  await topic.selectOption({ index: 1 });
  await page.getByRole('radio', { name: /Dokładny/ }).check();
  await page.getByLabel('Uwaga dla korepetytora (opcjonalnie)').fill('mam sprawdzian w piątek');
  await expect(page.getByText('23 / 500 znaków')).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Zamów korepetytora' }).click();

  // The tutor's page: the plan appears, then its topics become ready, live.
  await expect(page).toHaveURL(/\/app\/aitutor\/[0-9a-f-]{36}$/);
  const plan = page.getByRole('region', { name: 'Plan nauki' });
  await expect(page.getByText('Dokładny', { exact: true })).toBeVisible();
  await expect(page.getByText('mam sprawdzian w piątek')).toBeVisible();
  const topics = plan.getByRole('article');
  await expect(topics).toHaveCount(3, { timeout: 20_000 });
  await expect(topics.first().getByRole('heading')).toHaveText('1. Podstawy tematu');
  const status = page.getByRole('region', { name: 'Stan korepetytora' });
  await expect(status.getByText('Gotowy', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(plan.getByRole('button', { name: 'Pokaż treść' })).toHaveCount(3);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // A ready topic opens: its content with formulas and its exercises' questions.
  const first = topics.first();
  await first.getByRole('button', { name: 'Pokaż treść' }).click();
  await expect(first.getByRole('button', { name: 'Ukryj treść' })).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByRole('heading', { name: 'Podstawy tematu', exact: true })).toBeVisible();
  await expect(first.locator('.katex').first()).toBeVisible();
  const exercises = first.getByRole('region', { name: 'Zadania do przećwiczenia' });
  await expect(exercises.getByRole('listitem')).toHaveCount(3);
  await expect(exercises).toContainText('Rozwiążesz je z korepetytorem w sesji.');
  await checkScreen(page);

  // Back on the list the tutor is ready; it is deleted after a confirmation.
  await page.getByRole('link', { name: 'Wszyscy korepetytorzy' }).click();
  await expect(page).toHaveURL(/\/app\/aitutor$/);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Gotowy · 3 tematy');
  await expect(card.getByRole('progressbar', { name: 'Postęp nauki' })).toBeVisible();
  await checkScreen(page);
  await card.getByRole('button', { name: `Usuń korepetytora „${name}”` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Usunąć korepetytora „${name}”?`);
  await dialog.getByRole('button', { name: 'Usuń korepetytora' }).click();
  await expect(page.getByText('Korepetytor został usunięty.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nie masz jeszcze korepetytora' })).toBeVisible();
});

test('the old address /app/aitutor/sdf leads to the tutors’ list', async ({ page }) => {
  await createAccount(page.request);
  await page.goto('/app/aitutor/sdf');
  await expect(page).toHaveURL(/\/app\/aitutor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Korepetytorzy');
});
