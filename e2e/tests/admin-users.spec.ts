import { expect, type Page, test } from '@playwright/test';
import { createAccount, horizontalOverflow, signInWithForm } from '../support/accounts.ts';
import { createAdmin } from '../support/admin.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { secondBrowser } from '../support/browsers.ts';
import { expectNoSmallTapTargets } from '../support/tap-targets.ts';

// /admin/users and /admin/users/:id (issue 31): an admin finds a pupil by search, opens their
// page, grants the "Plus" plan and gifts extra chat messages (the limit grows by the gift), then
// blocks sign-in: the pupil's own browser is signed out at once and the sign-in page says, in
// Polish, that the account is blocked. Unblocked, the pupil signs in again, and the list finds
// them among the accounts with a subscription.

const BLOCKED = 'To konto zostało zablokowane przez administratora.';

/**
 * The screen fits the phone, is axe clean and every target is big enough for a finger. Toasts go
 * first: an earlier one waits behind the newest, transparent and scaled down, where no finger can
 * reach it, yet the tap-target check would measure it.
 */
async function checkScreen(page: Page) {
  await expect(page.getByRole('button', { name: 'Zamknij powiadomienie' })).toHaveCount(0, {
    timeout: 15_000,
  });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
}

test('an admin finds a pupil, grants a plan and a gift, blocks and unblocks their sign-in', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // The pupil, signed in in a browser of their own.
  const pupil = await secondBrowser(browser, testInfo.project.use as Record<string, unknown>);
  try {
    const { email, password } = await createAccount(pupil.page.request);
    await pupil.page.goto('/app');
    await expect(pupil.page).toHaveURL(/\/app$/);

    await createAdmin(page.request, `users-${testInfo.project.name}`);

    // 1. The list: found by a part of the address, the filters in the address.
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
    const local = email.split('@')[0] ?? email;
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill(local);
    await expect(page).toHaveURL(/szukaj=/);
    await expect(page.getByRole('status').filter({ hasText: 'Znaleziono 1 użytkownika.' })).toBeVisible();
    await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Darmowy' });
    await expect(page).toHaveURL(/plan=darmowy/);
    await page.getByLabel('Rola', { exact: true }).selectOption({ label: 'Użytkownik bezpłatny' });
    await expect(page).toHaveURL(/rola=USER_FREE/);
    await expect(page.getByRole('link', { name: email })).toBeVisible();
    await checkScreen(page);

    // 2. The pupil's page: every section, in Polish.
    await page.getByRole('link', { name: email }).click();
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
    for (const name of [
      'Profil',
      'Plan i subskrypcje',
      'Dodatkowe limity',
      'Wykorzystanie limitów',
      'Wywołania AI',
      'Przestrzenie',
      'Rola',
      'Blokada',
    ])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('Brak subskrypcji: konto korzysta z planu darmowego.')).toBeVisible();
    await expect(page.getByText('Brak wywołań AI w ostatnich 30 dniach.')).toBeVisible();
    await expect(page.getByText('Przestrzenie na liście ucznia: 0.')).toBeVisible();
    await checkScreen(page);

    // 3. "Plus" for a month: the subscription appears and the chat limit becomes Plus's.
    const limits = page.getByRole('list', { name: 'Limity w bieżących okresach' });
    await expect(limits).toContainText('Wiadomości w czacie: 0 / 30 dziennie');
    await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Plus' });
    await page.getByLabel('Na jak długo').selectOption({ label: '1 miesiąc' });
    await page.getByRole('button', { name: 'Przyznaj plan' }).click();
    await expect(page.getByText('Przyznano plan „Plus”.')).toBeVisible();
    const subscriptions = page.getByRole('list', { name: 'Subskrypcje' });
    await expect(subscriptions).toContainText('Plus · obowiązuje');
    await expect(subscriptions).toContainText('przyznana przez administratora');
    await expect(limits).toContainText('Wiadomości w czacie: 0 / 300 dziennie');

    // 4. A gift of 25 chat messages adds to the plan's limit.
    const gift = page.getByRole('form', { name: 'Podaruj limit' });
    await gift.getByLabel('Liczba dodatkowych użyć').fill('25');
    await gift.getByLabel('Nazwa widoczna dla ucznia').fill('Prezent: 25 wiadomości');
    await gift.getByRole('button', { name: 'Podaruj limit' }).click();
    await expect(page.getByText('Podarowano 25 × Wiadomości w czacie.')).toBeVisible();
    await expect(limits).toContainText('Wiadomości w czacie: 0 / 325 dziennie');

    // 5. Blocked: the dialog says the sessions end; the pupil's browser is signed out at once.
    await page.getByRole('button', { name: 'Zablokuj logowanie' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Zablokować logowanie?' });
    await expect(dialog).toContainText('od razu wylogowany na wszystkich urządzeniach');
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Zablokuj logowanie' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Zablokowano logowanie.')).toBeVisible();
    await expect(page.getByText(/^Logowanie zablokowane od /)).toBeVisible();

    await pupil.page.goto('/app');
    await expect(pupil.page).toHaveURL(/\/auth\/sign-in/);
    await signInWithForm(pupil.page, email, password);
    await expect(pupil.page.getByText(BLOCKED)).toBeVisible();
    await expect(pupil.page).toHaveURL(/\/auth\/sign-in/);

    // 6. Unblocked: the pupil signs in again.
    await page.getByRole('button', { name: 'Odblokuj' }).click();
    await page
      .getByRole('alertdialog', { name: 'Odblokować logowanie?' })
      .getByRole('button', { name: 'Odblokuj' })
      .click();
    await expect(page.getByText('Odblokowano logowanie.')).toBeVisible();
    await expect(page.getByText('Konto może się logować.')).toBeVisible();
    await signInWithForm(pupil.page, email, password);
    await expect(pupil.page).toHaveURL(/\/app/);

    // 7. Back on the list, the pupil is now among the accounts with a subscription.
    await page.goto(`/admin/users?szukaj=${encodeURIComponent(local)}&plan=subskrypcja`);
    await expect(page.getByRole('status').filter({ hasText: 'Znaleziono 1 użytkownika.' })).toBeVisible();
    await expect(page.getByRole('link', { name: email })).toBeVisible();
    await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('subskrypcja');
  } finally {
    await pupil.context.close();
  }
});
