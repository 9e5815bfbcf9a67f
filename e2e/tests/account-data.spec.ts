import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { createAccount, gql, horizontalOverflow, signInWithForm, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { waitForCode } from '../support/outbox.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Accounts a parent can trust (issue 12), on a 360 px phone: move the account to another address,
// download a copy of everything, then delete the account for good.
test.skip(({ isMobile }) => !isMobile, 'phone journey');

const MATERIAL =
  'Twierdzenie Pitagorasa: suma kwadratów przyprostokątnych równa się kwadratowi przeciwprostokątnej.';

test('change the e-mail, download my data and delete the account on a phone', async ({ page }) => {
  // Three flows in one journey (each needs the previous one's account).
  test.setTimeout(90_000);
  const { password } = await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Geometria');
  const material = await gql(
    page.request,
    'mutation ($i: CreateUserDocInput!) { createUserDoc(createUserDocInput: $i) { __typename } }',
    { i: { workspaceId, text: MATERIAL, name: 'Pitagoras' } },
  );
  expect(material.errors).toBeUndefined();

  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ustawienia konta', { timeout: 15_000 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // A new address, proven by the code mailed to it.
  const next = uniqueEmail('nowy');
  await page.getByRole('button', { name: 'Zmień adres e-mail' }).click();
  await expect(page.getByLabel('Nowy adres e-mail')).toBeFocused();
  await page.getByLabel('Nowy adres e-mail').fill(next);
  await page.getByLabel('Hasło do konta').fill(password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Wysłaliśmy kod na adres ${next}` })).toBeVisible();
  await expect(page.getByLabel('Kod z e-maila')).toBeFocused();
  await page.getByLabel('Kod z e-maila').fill(await waitForCode(next, { since }));
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText('Adres e-mail został zmieniony.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dane kontaktowe' }).getByText(next)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // A copy of everything: the new address and the material's text are in it.
  const data = page.getByRole('region', { name: 'Twoje dane' });
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Pobierz moje dane' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kreda-moje-dane-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));
  expect(json('profil.json').email).toBe(next);
  expect(JSON.stringify(json('materialy.json'))).toContain('Twierdzenie Pitagorasa');
  await expect(page).toHaveURL(/\/app\/settings$/);

  // The deletion: last on the page, behind a labelled dialog that Esc closes.
  const danger = page.getByRole('region', { name: 'Usuń konto' });
  await danger.getByRole('button', { name: 'Usuń konto' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Usunąć konto na zawsze?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(danger.getByRole('button', { name: 'Usuń konto' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await dialog.getByLabel('Hasło do konta').fill(password);
  await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Konto zostało usunięte razem ze wszystkimi danymi.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();

  // Gone for good: the old session opens nothing and the address no longer signs in.
  await page.goto('/app');
  await expect(page).toHaveURL('/auth/sign-in?redirect=%2Fapp');
  await signInWithForm(page, next, password);
  await expect(page.getByText('Nieprawidłowy e-mail lub hasło.')).toBeVisible();
});
