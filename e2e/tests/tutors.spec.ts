import { expect, type Page, test } from '@playwright/test';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// The AI tutors: the list and the order form (from the tools' navigation), a tutor's plan, its
// sessions and their quizzes. The server's AI is the local fake of support/fake-openai-server.ts, whose tutor side is the module's
// scripted model: a plan of three topics ("Podstawy tematu", "Etap 2 nauki", "Etap 3 nauki") and
// each topic's content with a formula and three exercises, a topic arriving a moment after it is
// asked for, so the page shows the plan being written and its topics becoming ready; in a session
// it greets and asks, explains plainly on "Wyjaśnij wprost" and otherwise hints with a question.

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

/** Orders a tutor for the first maths topic of the pupil's class and waits for its plan. */
async function orderReadyTutor(page: Page) {
  await page.goto('/app/1aitutor');
  await page.getByLabel('Przedmiot').selectOption({ label: 'Matematyka' });
  const topic = page.getByLabel('Temat z podstawy programowej');
  await expect(topic.locator('option')).not.toHaveCount(1);
  await topic.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Zamów korepetytora' }).click();
  await expect(page).toHaveURL(/\/app\/aitutor\/[0-9a-f-]{36}$/);
  const status = page.getByRole('region', { name: 'Stan korepetytora' });
  await expect(status.getByText('Gotowy', { exact: true })).toBeVisible({ timeout: 30_000 });
  return page.url();
}

test('learn a topic in a session: the tutor asks first, explains plainly when asked, and a quiz decides the next session', async ({
  page,
}) => {
  // A plan, a session answered live, a quiz written and solved, and axe on five screens.
  test.setTimeout(90_000);
  await createAccount(page.request);

  // The tutors are a tool of the app's navigation.
  await page.goto('/app');
  await page.getByRole('link', { name: 'Korepetytor AI' }).first().click();
  await expect(page).toHaveURL(/\/app\/aitutor$/);
  const tutorUrl = await orderReadyTutor(page);

  // The first topic's session: the tutor opens it, before the pupil writes anything.
  const first = page.getByRole('region', { name: 'Plan nauki' }).getByRole('article').first();
  await first.getByRole('button', { name: 'Zacznij naukę' }).click();
  await expect(page).toHaveURL(/\/app\/aitutor\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  const sessionUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podstawy tematu');
  await expect(page.getByText('Temat 1 z 3 · Sesja 1')).toBeVisible();
  const thread = page.getByRole('list', { name: 'Wiadomości' });
  await expect(thread.getByText('Początek sesji')).toBeVisible();
  await expect(thread.getByText('Dzień dobry! Od czego zaczniemy?')).toBeVisible({ timeout: 20_000 });
  await checkScreen(page);

  // The pupil tries; the tutor hints and asks back instead of giving the result.
  await page.getByLabel('Twoja wiadomość').fill('Chyba dodaję liczniki?');
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(thread.getByText(/Podpowiedź: spójrz najpierw na mianowniki/)).toBeVisible({
    timeout: 20_000,
  });
  // "Wyjaśnij wprost": a plain explanation, with its formula.
  await page.getByRole('button', { name: 'Wyjaśnij wprost' }).click();
  await expect(thread.getByText(/Dobrze, wprost/)).toBeVisible({ timeout: 20_000 });
  await expect(thread.locator('.katex').first()).toBeVisible();
  await checkScreen(page);

  // The session ends with its quiz: ordered, written, then solved on the quiz's page.
  await page.getByRole('button', { name: 'Zakończ sesję i zrób quiz' }).click();
  const solve = page.getByRole('link', { name: 'Rozwiąż quiz' });
  await expect(solve).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Wyjaśnij wprost' })).toHaveCount(0);
  await checkScreen(page);
  await solve.click();
  await page.getByRole('button', { name: 'Rozpocznij quiz' }).click({ timeout: 30_000 });
  await expect(page.getByRole('form', { name: /^Pytanie 1 z/ })).toBeVisible();
  await page.getByRole('button', { name: 'Zakończ quiz' }).click();
  await page
    .getByRole('alertdialog', { name: 'Zakończyć quiz?' })
    .getByRole('button', { name: 'Zakończ quiz' })
    .click();
  await expect(page.getByRole('heading', { name: 'Twój wynik' })).toBeVisible();

  // Back in the session: the score, and a next session that repeats what went wrong.
  await page.goto(sessionUrl);
  await expect(page.getByRole('heading', { level: 2, name: 'Wynik quizu: 0%' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/Następna sesja zacznie od pytań, które poszły źle/)).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Następna sesja' }).click();
  await expect(page.getByText('Temat 1 z 3 · Sesja 2')).toBeVisible({ timeout: 20_000 });
  expect(page.url()).not.toBe(sessionUrl);

  // The tutor's quizzes list the score; the plan shows both sessions by the display rule.
  await page.goto(`${tutorUrl}/tests`);
  const quizzes = page.getByRole('list', { name: 'Quizy z sesji' });
  await expect(quizzes.getByRole('listitem')).toHaveCount(1);
  await expect(quizzes).toContainText('Wynik: 0% – do powtórki');
  await checkScreen(page);
  await page.goto(tutorUrl);
  const sessions = page.getByRole('list', { name: 'Sesje tematu Podstawy tematu' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('Zakończona – zobacz wyniki · 0%');
  await expect(sessions.getByRole('listitem').last()).toContainText('W trakcie');

  // "Moje postępy" counts the practised topic.
  await page.goto('/app/postepy');
  await expect(page.getByRole('region', { name: 'Korepetycje AI: opanowane tematy' })).toContainText(
    'Matematyka: opanowane 0 z 1',
  );
  await checkScreen(page);
});
