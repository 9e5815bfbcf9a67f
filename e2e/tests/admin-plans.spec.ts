import { expect, test } from '@playwright/test';
import { horizontalOverflow } from '../support/accounts.ts';
import { createAdmin } from '../support/admin.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectNoSmallTapTargets } from '../support/tap-targets.ts';

// /admin/plans (issue 31): an admin reads every plan with its prices and limits (the free plan and,
// with payments on, the seeded "Plus"), adds a plan, which starts hidden, and finds it in the list.

test('an admin reads the plans with their limits and adds a hidden plan', async ({ page }, testInfo) => {
  await createAdmin(page.request, `plans-${testInfo.project.name}`);
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plany i limity' })).toBeVisible();
  const plans = page.getByRole('list', { name: 'Plany' });
  await expect(plans).toContainText('Darmowy');
  await expect(plans).toContainText('Plus');
  await expect(page.getByRole('list', { name: 'Limity planu Plus' })).toContainText('Wiadomości w czacie');
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const name = `Rodzinny ${testInfo.project.name}`;
  await page.getByRole('button', { name: 'Dodaj plan' }).click();
  await page.getByLabel('Nazwa planu').fill(name);
  await page.getByLabel('Cena za miesiąc (zł)').fill('49,99');
  await page.getByLabel('Cena za 3 miesiące (zł)').fill('129,99');
  await page.getByLabel('Cena za 12 miesięcy (zł)').fill('449');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Utwórz plan' }).click();
  await expect(page.getByText(`Utworzono plan „${name}”.`)).toBeVisible();
  await expect(plans).toContainText(name);
});
