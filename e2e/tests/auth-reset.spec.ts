import { expect, test } from '@playwright/test';
import { createAccount, gql, LOGIN } from '../support/accounts.ts';
import { waitForCode } from '../support/outbox.ts';

const NEW_PASSWORD = 'nowe haslo do kredy';

test('reset a forgotten password with the e-mailed code; the old password stops working', async ({
  page,
  request,
}) => {
  // The account is made through the API on its own cookie jar: the browser stays a guest.
  const { email, password } = await createAccount(request);

  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await page.getByLabel('Adres e-mail').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprawdź skrzynkę');
  await expect(page.getByText(/Jeśli istnieje konto z adresem/)).toBeVisible();

  const code = await waitForCode(email, { since, subject: /nowe hasło/ });
  await page.getByRole('link', { name: 'Mam kod — ustaw nowe hasło' }).click();
  await expect(page).toHaveURL(`/auth/reset-password?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('Adres e-mail')).toHaveValue(email);
  await page.getByLabel('Kod z e-maila').fill(code);
  await page.getByLabel('Nowe hasło', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }).click();

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

  const old = await gql(request, LOGIN, { i: { email, password } });
  expect(old.errors?.[0]?.message).toBe('Nieprawidłowy e-mail lub hasło.');
  const fresh = await gql(request, LOGIN, { i: { email, password: NEW_PASSWORD } });
  expect(fresh.errors).toBeUndefined();
});

test('the reset request looks the same for an address without an account', async ({ page }) => {
  await page.goto('/auth/reset');
  await page.getByLabel('Adres e-mail').fill('nikt.taki@example.pl');
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprawdź skrzynkę');
  await expect(page.getByText(/Jeśli istnieje konto z adresem/)).toBeVisible();
});
