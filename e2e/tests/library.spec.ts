import { expect, type Page, test } from '@playwright/test';
import { horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectNoSmallTapTargets } from '../support/tap-targets.ts';

// The public library, signed out, on the demo library seeded at a fresh start
// (apps/server/src/modules/library/demo/matematyka-7.md): the textbook catalogue, a textbook's
// table of contents, a subchapter's exercises, one exercise with its solution and an answer check,
// and the search by ISBN.

const TITLE = 'Matematyka 7. Podręcznik demonstracyjny';
const SUBCHAPTER = '1.1. Potęga o wykładniku naturalnym';

/** What the page shows, without KaTeX's MathML copy for screen readers (it keeps the LaTeX source). */
function shownText(page: Page): Promise<string> {
  return page.getByRole('main').evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('.katex-mathml')) text += node.textContent;
    return text;
  });
}

/** The page fits the phone, is axe clean and every target is big enough for a finger. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
}

test('a guest finds the demo textbook, its exercises and checks an answer', async ({ page }) => {
  test.setTimeout(test.info().timeout * 2);
  // 1. The catalogue: a subject and a class, then the textbooks.
  await page.goto('/podrecznikio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podręczniki');
  await expect(page).toHaveTitle('Podręczniki – Kreda');
  await expect(page.getByTestId('exercise-count')).toHaveText(/^\d+ zadań z rozwiązaniami$/);
  await checkScreen(page);
  await page.getByLabel('Przedmiot').selectOption({ label: 'Matematyka' });
  await page.getByLabel('Klasa').selectOption({ label: 'Klasa 7 – szkoła podstawowa' });
  const books = page.getByRole('list', { name: 'Podręczniki' });
  const card = books.getByRole('listitem').filter({ hasText: TITLE });
  await expect(card).toContainText('Demo');
  await expect(card).toContainText('Podręcznik demonstracyjny napisany dla Kredy.');
  await expect(card).toContainText('Zespół Kredy, Marta Wzorcowa, Tomasz Cyrkiel');
  await expect(page).toHaveURL(/\/podrecznikio\?przedmiot=mathematics&poziom=PODSTAWOWY_SIEDEM$/);
  await checkScreen(page);

  // 2. The textbook and its table of contents.
  await card.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(/\/podrecznikio\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const contents = page.getByRole('region', { name: 'Spis treści' });
  await expect(contents.getByRole('heading', { level: 3 }).first()).toHaveText('1. Potęgi i pierwiastki');
  await expect(contents).toContainText(SUBCHAPTER);
  await checkScreen(page);

  // 3. A subchapter's exercises.
  await contents.getByRole('link', { name: `Zadania – ${SUBCHAPTER}` }).click();
  await expect(page).toHaveURL(/\/workspace\/exercise\?ksiazka=[0-9a-f-]{36}&rozdzial=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUBCHAPTER);
  await checkScreen(page);

  // 4. The first exercise, opened inside the page (its heading takes the focus); its address
  // survives a reload.
  await page.getByRole('link', { name: 'Zadanie 1.1.1' }).click();
  await expect(page).toHaveURL(/&zadanie=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zadanie 1.1.1' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zadanie 1.1.1');
  // The question is formatted: maths by KaTeX, never raw LaTeX.
  await expect(page.locator('main .katex').first()).toBeVisible();
  expect(await shownText(page)).not.toMatch(/\$|\\frac/);
  await checkScreen(page);

  // 5. The solution behind its disclosure.
  const show = page.getByRole('button', { name: 'Pokaż rozwiązanie' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  const hide = page.getByRole('button', { name: 'Ukryj rozwiązanie' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 3, name: 'Krok po kroku' })).toBeVisible();
  await expect(page.getByText(/osobno licznik i mianownik/)).toBeVisible();
  await checkScreen(page);

  // 6. A wrong answer, then the right one: the verdicts, read out, the answer kept.
  const field = page.getByLabel('Twoja odpowiedź');
  const verdict = page.getByTestId('answer-verdict');
  await field.fill('9/27');
  await page.getByRole('button', { name: 'Sprawdź', exact: true }).click();
  await expect(verdict).toHaveText(/To nie ta odpowiedź/);
  await expect(field).toHaveValue('9/27');
  await field.fill('8/27');
  await field.press('Enter');
  await expect(verdict).toHaveText(/Dobrze! Twoja odpowiedź zgadza się z rozwiązaniem\./);
  await expect(field).toHaveValue('8/27');
  await checkScreen(page);
});

test('a guest finds a textbook by its ISBN', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Podręczniki' }).click();
  await expect(page).toHaveURL(/\/podrecznikio$/);
  await page.getByLabel('Tytuł albo numer ISBN').fill('978-83-00000-01-2');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  const found = page.getByRole('list', { name: 'Znalezione książki' });
  await expect(found.getByRole('link')).toHaveText([TITLE]);
  await expect(page).toHaveURL(/\/podrecznikio\?szukaj=978-83-00000-01-2$/);
  await checkScreen(page);
  await found.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByText('9788300000012')).toBeVisible();
});
