import { expect, test } from '@playwright/test';
import { createAccount, horizontalOverflow, signInWithForm } from '../support/accounts.ts';

test('change the name in settings, see it in the greeting, sign out and lose access', async ({
  page,
  request,
}) => {
  const { email, password } = await createAccount(request);
  await page.goto('/auth/sign-in');
  await signInWithForm(page, email, password);
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

  await page.getByRole('main').getByRole('link', { name: 'Ustawienia konta' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page).toHaveTitle('Ustawienia konta – Kreda');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByLabel('Imię').fill('Zofia');
  await page.getByLabel('Nazwisko').fill('Nałkowska');
  await page.getByRole('group', { name: 'Awatar' }).getByText('Lis').click();
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Zapisano zmiany w profilu.')).toBeVisible();
  // The header names the user (the visible name is hidden on phones, the link name is not).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ustawienia konta: Zofia' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Kreda' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cześć, Zofia!');

  // The first visit to "/" in this browser session leads a signed-in user to /app, once.
  await page.goto('/');
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wszystko, czego potrzebujesz do nauki');
  await page.getByRole('banner').getByRole('link', { name: 'Przejdź do nauki' }).click();
  await expect(page).toHaveURL(/\/app$/);

  await page.getByRole('banner').getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  await page.goto('/app');
  await expect(page).toHaveURL('/auth/sign-in?redirect=%2Fapp');
});
