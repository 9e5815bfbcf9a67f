import { expect, type Locator, type Page, test } from '@playwright/test';
import { POLISH_ESSAY } from '../../apps/server/src/testing/fixtures/essays.ts';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectTapTarget } from '../support/tap-targets.ts';

// One sign-up per project. The server's AI is the local fake of support/fake-openai-server.ts,
// whose essay side is the project's scripted essay model: it writes the plan and each part from
// the request (every argument states a fact about its reading, flagged "Sprawdź w lekturze"),
// a rewrite starts with "Nowa wersja (<instruction>)", and a grading quotes the essay's own words
// as one strength and six located errors (2 spelling, 1 punctuation, 3 language).

const TOPIC = 'Czy warto poświęcać się dla innych?';
const INSTRUCTION = 'Dodaj przykład pomocy Wokulskiego dla Wysockiego.';
const REVIEW_TOPIC =
  'Czy warto poświęcać się dla innych? Rozważ problem na podstawie „Lalki” i innego tekstu.';
const PARTS = [
  'Wstęp',
  'Argument 1',
  'Kontekst do argumentu 1',
  'Argument 2',
  'Kontekst do argumentu 2',
  'Zakończenie',
];

/** The screen fits the phone and is axe clean. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

/** Picks a radio card the way the device does: a tap on the phone, a click on the computer. */
async function choose(radio: Locator, isMobile: boolean) {
  if (isMobile) await radio.tap();
  else await radio.check();
  await expect(radio).toBeChecked();
}

test('write an essay on „Lalka” part by part, rewrite an argument with an instruction, then have an essay graded by the matura criteria', async ({
  page,
  isMobile,
}) => {
  // Two AI jobs (writing and grading) and axe on six screens: about 20 s, near 30 s with both
  // projects running at once.
  test.setTimeout(test.info().timeout * 1.5);
  // page.request shares the browser's cookies: the browser is signed in as this new account.
  await createAccount(page.request);

  // The home's tool leads to the essays; with none yet, the list says what the tool does.
  await page.goto('/app');
  await page
    .getByRole('region', { name: 'Narzędzia' })
    .getByRole('link', { name: /^Rozprawki/ })
    .click();
  await expect(page).toHaveURL(/\/app\/solver\/rozprawki$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rozprawki');
  const essays = page.getByRole('region', { name: 'Rozprawki' });
  await expect(essays).toContainText('Nie masz jeszcze rozprawek.');
  await expect(page.getByRole('region', { name: 'Oceny' })).toContainText('Nie masz jeszcze ocen.');
  const newEssay = page.getByRole('button', { name: 'Nowa rozprawka' });
  const reviewEssay = page.getByRole('button', { name: 'Oceń rozprawkę' });
  await expectTapTarget(newEssay);
  await expectTapTarget(reviewEssay);
  await checkScreen(page);

  // "Nowa rozprawka" opens its form on the page, at its heading.
  await newEssay.click();
  await expect(page).toHaveURL(/\?nowa=rozprawka$/);
  const form = page.getByRole('form', { name: 'Nowa rozprawka' });
  await expect(page.getByRole('heading', { level: 2, name: 'Nowa rozprawka' })).toBeFocused();
  await form.getByLabel('Temat rozprawki').fill(TOPIC);
  await choose(form.getByRole('radio', { name: 'Język polski' }), isMobile);
  await choose(form.getByRole('radio', { name: 'Matura podstawowa' }), isMobile);
  await expect(
    form.getByText('Matura z polskiego – poziom podstawowy. Długość: co najmniej 300 wyrazów.'),
  ).toBeVisible();
  // The readings are searched; the exam sheet's own are marked.
  await form.getByLabel('Szukaj lektury').fill('Lalka');
  const lalkaOption = { name: /^Lalka – Bolesław Prus/ };
  const lalka = form.getByRole('list', { name: 'Lektury do wyboru' }).getByRole('checkbox', lalkaOption);
  await expect(lalka).toBeVisible();
  await expect(lalka).toHaveAccessibleName(/z listy w arkuszu$/);
  // The whole row is the checkbox's label: a large target for a finger.
  await expectTapTarget(form.locator('label').filter({ has: page.getByRole('checkbox', lalkaOption) }));
  await lalka.check();
  await expect(form.getByText('Wybrane: 1 z 4.', { exact: false })).toBeVisible();
  // The full essay with two arguments is what the form starts with.
  await expect(form.getByRole('radio', { name: /^Pełna rozprawka/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: '2 argumenty' })).toBeChecked();
  await expectTapTarget(
    form.locator('label').filter({ has: page.getByRole('radio', { name: '2 argumenty' }) }),
  );
  const write = form.getByRole('button', { name: 'Napisz rozprawkę' });
  await expectTapTarget(write);
  await checkScreen(page);
  await write.click();

  // The essay's page follows the writing live: the progress, then the parts as they land.
  await expect(page).toHaveURL(/\/app\/solver\/rozprawki\/rozprawka\/[0-9a-f-]{36}$/);
  const essayUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TOPIC);
  // (The fake model takes a quarter of a second per part: the writing lasts a few seconds.)
  await expect(page.getByRole('heading', { level: 2, name: 'Kreda pisze rozprawkę' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Gotowe części rozprawki' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^[1-5] z 6 części$/);
  const parts = page.getByRole('list', { name: 'Części rozprawki' }).getByRole('article');
  await expect(parts.first().getByRole('heading', { level: 3 })).toHaveText('Wstęp');

  // Finished: every part in order, the checker's flag, the word count against the exam's minimum.
  await expect(progress).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Gotowa', { exact: true })).toBeVisible();
  await expect(parts.getByRole('heading', { level: 3 })).toHaveText(PARTS);
  const firstArgument = page.getByRole('article', { name: 'Argument 1' });
  await expect(firstArgument).toContainText('Lektura: Lalka – Bolesław Prus');
  await expect(firstArgument.getByText(/^Sprawdź w lekturze:/)).toBeVisible();
  await expect(
    page.getByText(
      /^Liczba wyrazów: \d+ wyrazów \(egzamin: co najmniej 300\)\. Długość zgodna z wymaganiami egzaminu\.$/,
    ),
  ).toBeVisible();
  for (const name of ['Kopiuj całość', 'Pobierz DOCX', 'Oceń tę rozprawkę'])
    await expectTapTarget(page.getByRole('button', { name }));
  await checkScreen(page);

  // "Zmień z instrukcją" on the first argument: the proposal beside the current text.
  // The part's own text comes first in its card (a paragraph keeping the line breaks).
  const partText = firstArgument.locator('p.whitespace-pre-wrap').first();
  const currentText = (await partText.textContent()) ?? '';
  expect(currentText).toMatch(/^W utworze „Lalka” Bolesław Prus /);
  const rewrite = firstArgument.getByRole('button', { name: 'Zmień z instrukcją' });
  await expect(rewrite).toHaveAttribute('data-tour', 'essay-rewrite-form');
  await expectTapTarget(rewrite);
  await rewrite.click();
  await expect(rewrite).toHaveAttribute('aria-expanded', 'true');
  await firstArgument.getByLabel('Co zmienić?').fill(INSTRUCTION);
  const propose = firstArgument.getByRole('button', { name: 'Zaproponuj zmianę' });
  await expectTapTarget(propose);
  await propose.click();
  const proposal = firstArgument.getByRole('region', { name: 'Propozycja zmiany' });
  await expect(proposal.getByRole('heading', { name: 'Propozycja zmiany' })).toBeFocused();
  await expect(proposal).toContainText(`Polecenie: „${INSTRUCTION}”`);
  // The current text and the proposal side by side (stacked on the phone), each with its length.
  const version = (title: RegExp) =>
    proposal.getByRole('heading', { level: 5, name: title }).locator('xpath=..');
  await expect(version(/^Obecna wersja \(\d+ wyrazów\)$/).locator('p')).toHaveText(currentText);
  const proposed = version(/^Propozycja \(\d+ wyrazów\)$/).locator('p');
  // The fake model's rewrite opens with the task it was given, the pupil's instruction in it.
  await expect(proposed).toHaveText(/^Nowa wersja \(.*„Dodaj przy/);
  const proposedText = (await proposed.textContent()) ?? '';
  // The rewrite form stays open above the proposal: both are checked here.
  await checkScreen(page);
  const accept = proposal.getByRole('button', { name: 'Przyjmij' });
  await expectTapTarget(accept);
  await accept.click();

  // Accepted: the part's text is the new version, and the history lists the change.
  await expect(proposal).toHaveCount(0);
  await expect(firstArgument.getByRole('status')).toHaveText('Przyjęto nową wersję.');
  await expect(partText).toHaveText(proposedText);
  await firstArgument.getByRole('button', { name: 'Historia zmian' }).click();
  const history = firstArgument.getByRole('list', { name: 'Historia zmian' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Przyjęta');
  await expect(history.first()).toContainText('obecna wersja');
  await expect(history.first()).toContainText(`Polecenie: „${INSTRUCTION}”`);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Back on the list, the essay is there with its state.
  await page.getByRole('link', { name: 'Wszystkie rozprawki' }).click();
  await expect(page).toHaveURL(/\/app\/solver\/rozprawki$/);
  const row = essays.getByRole('listitem').filter({ hasText: TOPIC });
  await expect(row.getByRole('link', { name: TOPIC })).toHaveAttribute('href', new URL(essayUrl).pathname);
  await expect(row).toContainText('Gotowa');
  await expect(row).toContainText('Matura PP – polski · Pełna rozprawka');
  await expectTapTarget(row.getByRole('link', { name: TOPIC }));

  // "Oceń rozprawkę": the topic, the exam and a pasted essay with its word count.
  await reviewEssay.click();
  await expect(page).toHaveURL(/\?nowa=ocena$/);
  const reviewForm = page.getByRole('form', { name: 'Oceń rozprawkę' });
  await expect(page.getByRole('heading', { level: 2, name: 'Oceń rozprawkę' })).toBeFocused();
  await reviewForm.getByLabel('Temat rozprawki').fill(REVIEW_TOPIC);
  await choose(reviewForm.getByRole('radio', { name: 'Matura podstawowa' }), isMobile);
  await expect(reviewForm.getByRole('radio', { name: /^Tekst/ })).toBeChecked();
  await reviewForm.getByLabel('Tekst rozprawki').fill(POLISH_ESSAY);
  await expect(reviewForm.getByText(/^\d+ wyrazów – Długość zgodna z wymaganiami egzaminu\.$/)).toBeVisible();
  const grade = reviewForm.getByRole('button', { name: 'Oceń rozprawkę' });
  await expectTapTarget(grade);
  await checkScreen(page);
  await grade.click();

  // The review: the total out of 35, a bar per criterion, the highlighted essay and the fixes.
  await expect(page).toHaveURL(/\/app\/solver\/rozprawki\/rozprawka-review\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ocena rozprawki');
  await expect(page.getByTestId('review-topic')).toContainText(REVIEW_TOPIC);
  await expect(page.getByTestId('review-total')).toHaveText(/^\d+ \/ 35 pkt\d+%$/, { timeout: 20_000 });
  await expect(page.getByRole('meter', { name: 'Wynik' })).toHaveAttribute('aria-valuemax', '35');
  await expect(page.getByRole('meter', { name: 'Kompetencje literackie i kulturowe' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+ \/ 16 pkt$/,
  );
  // The matura's four criteria, the third and the fourth in their parts: eight bars.
  await expect(page.getByRole('region', { name: 'Punkty za kryteria' }).getByRole('meter')).toHaveCount(8);
  await expect(page.getByTestId('review-word-count')).toContainText('mieści się w wymaganiach');
  await expect(page.getByTestId('review-marks-summary')).toHaveText('W tekście: 6 błędów, 1 mocna strona.');

  // A highlighted quote opens its comment: by keyboard on the computer, by a tap on the phone.
  const text = page.getByTestId('review-text');
  const quote = text.getByRole('button', { name: /^Błąd ortograficzny: / }).first();
  await expect(quote).toHaveAttribute('aria-expanded', 'false');
  await expect(quote).toHaveAttribute('tabindex', '0');
  if (isMobile) {
    await quote.tap();
  } else {
    await quote.focus();
    await page.keyboard.press('Enter');
  }
  await expect(quote).toHaveAttribute('aria-expanded', 'true');
  const comment = text.getByRole('note');
  await expect(comment).toContainText('Błąd ortograficzny');
  await expect(comment).toContainText('Błąd: ortograficzny.');
  await expect(comment).toContainText('Poprawnie: „poprawnie”');
  await expectTapTarget(comment.getByRole('button', { name: 'Zamknij' }));
  await checkScreen(page);
  if (isMobile) {
    await comment.getByRole('button', { name: 'Zamknij' }).tap();
  } else {
    await page.keyboard.press('Tab');
    await expect(comment.getByRole('button', { name: 'Zamknij' })).toBeFocused();
    await page.keyboard.press('Escape');
  }
  await expect(comment).toHaveCount(0);
  await expect(quote).toBeFocused();

  const improvements = page.getByRole('region', { name: 'Jak poprawić' });
  await expect(improvements.getByRole('article', { name: 'Poprawka 1' })).toContainText('lepsza wersja');
  await expectTapTarget(improvements.getByRole('button', { name: 'Kopiuj poprawkę 1' }));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The list keeps the review with its points.
  await page.getByRole('link', { name: 'Wszystkie rozprawki' }).click();
  const reviewRow = page.getByRole('region', { name: 'Oceny' }).getByRole('listitem');
  await expect(reviewRow).toContainText('Oceniona');
  await expect(reviewRow).toContainText(/\d+\/35 pkt/);
});
