import { expect, test } from '@playwright/test';

test('the landing page presents Kreda in Polish and leads to sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Kreda/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wszystko, czego potrzebujesz do nauki');
  await expect(page.getByRole('link', { name: 'Załóż darmowe konto' }).first()).toHaveAttribute(
    'href',
    '/auth/sign-up',
  );
  // The page fits a 360 px phone: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the terms and the privacy policy open from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin' }).click();
  await expect(page).toHaveURL(/\/regulamin$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Regulamin');
  await expect(page).toHaveTitle('Regulamin – Kreda');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Polityka prywatności' }).click();
  await expect(page).toHaveURL(/\/polityka-prywatnosci$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Polityka prywatności');
  await expect(page.getByText('ul. Stawki 2, 00-193 Warszawa').first()).toBeVisible();
});

test('the locale cookie is pl-PL for a year, lax, on the whole site', async ({ page, context }) => {
  await page.goto('/');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value)
    .toBe('pl-PL');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);
});

test('a keyboard user can skip straight to the content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Przejdź do treści' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#tresc$/);
});
