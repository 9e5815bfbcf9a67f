import { expect, test } from '@playwright/test';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectNoSmallTapTargets } from '../support/tap-targets.ts';

// Plans and billing (issue 30): a pupil chooses the seeded "Plus" plan for three months, agrees to
// start at once, pays on the (local) Stripe page, comes back to "Plan i płatności", which waits for
// the webhook before it says the plan is active, and sees the plan and its invoice. Payments are on
// in every journey through e2e/support/fake-stripe-server.ts.

test('a pupil buys a plan, pays on Stripe, and sees it active with its invoice', async ({ page }) => {
  await createAccount(page.request);
  await page.goto('/app/chooseplan');
  await expect(page.getByRole('heading', { level: 1, name: 'Wybierz plan' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
  expect(await horizontalOverflow(page)).toBe(0);

  await page.getByRole('group', { name: 'Okres płatności' }).getByText('3 miesiące').click();
  await expect(page.getByRole('radio', { name: '3 miesiące' })).toBeChecked();
  const plus = page.getByRole('article', { name: 'Plus' });
  await expect(plus).toContainText('79,99');
  // Without the consent nothing is ordered; with it, Stripe's page opens.
  await plus.getByRole('button', { name: 'Darmowy okres próbny' }).click();
  await expect(page.getByText(/Zaznacz zgodę na rozpoczęcie usługi od razu/).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /Chcę, aby usługa zaczęła działać od razu/ }).check();
  await plus.getByRole('button', { name: 'Darmowy okres próbny' }).click();

  await expect(page.getByRole('heading', { name: 'Płatność testowa (Stripe)' })).toBeVisible();
  await expect(page.getByText('Kreda – Plus (3 miesiące)')).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać 79,99 zł' }).click();

  await expect(page).toHaveURL(/\/app\/settings\/billing\?checkout=/);
  await expect(page.getByText('Gotowe! Płatność potwierdzona: Plan Plus (3 miesiące).')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Plus/ })).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Faktury' });
  await expect(invoices).toContainText('79,99');
  await expect(invoices).toContainText('Opłacona');
  await expect(invoices.getByRole('link', { name: /Pobierz PDF faktury/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
  // What a paid plan gives, compared limit by limit.
  await page.goto('/app/fullaccess');
  await expect(page.getByRole('heading', { level: 1, name: 'Co daje pełny dostęp' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
  expect(await horizontalOverflow(page)).toBe(0);
});
