import { expect, test } from '@playwright/test';
import { horizontalOverflow, PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { waitForCode } from '../support/outbox.ts';

test('sign up, confirm the e-mail with the code, answer onboarding and land on /app', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page).toHaveTitle('Załóż konto – Kreda');

  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Załóż konto' }).click();

  await expect(page).toHaveURL(`/auth/verify?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Potwierdź adres e-mail');
  await expect(page.getByText(email)).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Wyślij ponownie za 0:5\d|Wyślij ponownie za 1:00/ }),
  ).toBeDisabled();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByLabel('Kod z e-maila').fill(await waitForCode(email, { since }));
  await page.getByRole('button', { name: 'Potwierdź' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Krok 1 z 3')).toBeVisible();
  await page.getByLabel('Klasa 3 – liceum/technikum').check();
  await page.getByLabel('Liceum', { exact: true }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('Krok 2 z 3')).toBeVisible();
  await page.getByLabel('Matematyka').check();
  await page.getByLabel('Fizyka').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  // The matura level of each subject chosen.
  await expect(page.getByText('Krok 3 z 3')).toBeVisible();
  await page.getByRole('group', { name: 'Matematyka' }).getByLabel('podstawowa').check();
  await page.getByRole('group', { name: 'Fizyka' }).getByLabel('rozszerzona').check();
  await page.getByRole('button', { name: 'Zakończ i przejdź do Kredy' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cześć!');
  // Signed in as this account (the header's menu names it); the home asks for a name, not the address.
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Ustawienia konta/ })
      .filter({ hasText: email }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Twoje imię' })).toBeVisible();
  await expect(page).toHaveTitle('Start – Kreda');
  await expect(page.getByText('Klasa 3 – liceum/technikum')).toBeVisible();
  await expect(page.getByText('Matura podstawowa, Matura rozszerzona')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Onboarding is done: its page and the sign-up page now lead back to the app.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/auth/sign-up');
  await expect(page).toHaveURL(/\/app$/);
});
