import { expect, test } from '@playwright/test';
import { uniquePhone } from '../support/accounts.ts';
import { waitForCode } from '../support/outbox.ts';

test('sign in by SMS: a code to a new number creates the account, onboarding, then /app', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Zaloguj się kodem SMS' }).click();
  await expect(page).toHaveURL(/\/auth\/sms$/);

  await page.getByLabel('Numer telefonu').fill(phone.typed);
  const since = Date.now();
  await page.getByRole('button', { name: 'Wyślij kod' }).click();

  await expect(page).toHaveURL(`/auth/verify-sms?phone=${encodeURIComponent(phone.e164)}`);
  const formatted = `+48 ${phone.typed}`;
  await expect(page.getByText(formatted)).toBeVisible();
  await page.getByLabel('Kod z SMS-a').fill(await waitForCode(phone.e164, { since }));
  await page.getByRole('button', { name: 'Zaloguj się' }).click();

  // A new SMS account starts at the onboarding questions.
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel('Studia').check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  // A student gives the field of study and its fields; the courses are optional.
  await page.getByLabel('Kierunek studiów').fill('Informatyka');
  await page.getByLabel('Informatyka', { exact: true }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('button', { name: 'Zakończ i przejdź do Kredy' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cześć!');
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Ustawienia konta/ })
      .filter({ hasText: formatted }),
  ).toBeVisible();

  // Settings show the number and offer to set a password (the account has none).
  await page.goto('/app/settings');
  await expect(page.getByRole('main').getByText(formatted)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ustaw hasło' })).toBeVisible();
});
