import { expect, test } from '@playwright/test';
import { createAccount, signInWithForm } from '../support/accounts.ts';

test('a guest opening /app/settings signs in and comes back to settings', async ({ page, request }) => {
  const { email, password } = await createAccount(request);
  await page.goto('/app/settings');
  await expect(page).toHaveURL('/auth/sign-in?redirect=%2Fapp%2Fsettings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zaloguj się');

  await signInWithForm(page, email, 'to nie jest to haslo');
  await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy e-mail lub hasło.');
  await expect(page).toHaveURL('/auth/sign-in?redirect=%2Fapp%2Fsettings');

  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ustawienia konta');
  await expect(page.getByRole('main').getByText(email)).toBeVisible();

  // Signed in, the sign-in page leads back into the app.
  await page.goto('/auth/sign-in');
  await expect(page).toHaveURL(/\/app$/);

  // "Wyloguj" in settings ends the session: the signed-in pages send to sign-in again.
  await page.goto('/app/settings');
  await page.getByRole('main').getByRole('button', { name: 'Wyloguj', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app/settings');
  await expect(page).toHaveURL('/auth/sign-in?redirect=%2Fapp%2Fsettings');

  // A redirect to another site is ignored.
  await page.goto('/auth/sign-in?redirect=%2F%2Fevil.example%2Fapp');
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/app$/);
});

test('a user who has not confirmed the e-mail is kept on the verification page', async ({ page }) => {
  await createAccount(page.request, { until: 'PENDING_VERIFICATION' });
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await page.goto('/auth/sign-in');
  await expect(page).toHaveURL(/\/auth\/verify$/);
});
