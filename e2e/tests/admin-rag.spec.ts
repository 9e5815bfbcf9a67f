import { expect, test } from '@playwright/test';
import { horizontalOverflow } from '../support/accounts.ts';
import { createAdmin } from '../support/admin.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectNoSmallTapTargets } from '../support/tap-targets.ts';

// /admin/rag on the demo library: an admin filters the index's documents by subject, asks the test
// box a question worded unlike the textbook and sees the ranked passages with their scores, and
// re-indexes a book. (Taking a chapter out of the index is left to the unit and integration tests:
// other journeys make quizzes from the demo chapters.)

test('an admin tests the library index with a question and re-indexes a textbook', async ({
  page,
}, testInfo) => {
  await createAdmin(page.request, `rag-${testInfo.project.name}`);
  await page.goto('/admin/rag');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baza wiedzy (RAG)');
  await page.getByLabel('Przedmiot').selectOption({ label: 'Matematyka' });
  await expect(page).toHaveURL(/\/admin\/rag\?przedmiot=mathematics$/);
  const book = page.getByRole('list', { name: 'Rozdziały: Matematyka 7. Podręcznik demonstracyjny' });
  await expect(book.getByRole('listitem').first()).toContainText('1. Potęgi i pierwiastki');
  await expect(book.getByRole('listitem').first()).toContainText(/\d+ fragment/);
  await expect(page.getByTestId('rag-summary')).toContainText('w indeksie');

  await page.getByLabel('Pytanie', { exact: true }).fill('Ile razy mnożymy podstawę przez siebie?');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  const hits = page.getByRole('list', { name: 'Znalezione fragmenty' });
  await expect(hits.getByRole('listitem').first()).toContainText('Potęgi i pierwiastki');
  await expect(hits.getByRole('listitem').first()).toContainText(/wynik \d\.\d{4}/);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);

  await page
    .getByRole('button', { name: 'Indeksuj ponownie – Matematyka 7. Podręcznik demonstracyjny' })
    .click();
  await expect(page.getByText(/^Zindeksowano ponownie: \d+ fragment/)).toBeVisible();
});
