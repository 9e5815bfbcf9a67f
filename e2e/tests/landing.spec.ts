import { expect, test } from '@playwright/test';
import { TEST_OPERATOR_ENV } from '../../apps/server/src/testing/operator-env.ts';
import { NOT_BUILT } from '../../apps/web/src/testing/not-built.ts';
import { USAGE_ACTIONS } from '../../packages/shared/src/enums.ts';
import { USAGE_ACTION_LABELS } from '../../packages/shared/src/labels.ts';
import { ENABLED_TOOLS, usageActionsOf } from '../../packages/shared/src/tools.ts';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';

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
  // The product's own screens (taken by screenshots.spec.ts) load once scrolled to.
  const screens = page.getByRole('region', { name: 'Jak to działa' }).getByRole('img');
  await expect(screens).toHaveCount(3);
  for (const shot of await screens.all()) {
    await shot.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(360);
  }
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

// Nothing promised that is not there: at 360 px, every page that describes Kreda names only the
// tools of the one list (packages/shared/src/tools.ts), and no placeholder is left in the terms.
test('the landing page, the terms and the usage page show only tools that exist, and no placeholders', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'telefon', 'a journey on a 360 px phone');
  // Six pages and a sign-up.
  test.slow();
  expect(page.viewportSize()?.width).toBe(360);
  const pageText = async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ');

  await page.goto('/');
  const tools = page.getByRole('region', { name: 'Co możesz robić w Kredzie' });
  await expect(tools.getByRole('heading', { level: 3 })).toHaveText(ENABLED_TOOLS.map((tool) => tool.name));
  expect(await pageText()).not.toMatch(NOT_BUILT);
  expect(await pageText()).not.toContain('[');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  for (const path of ['/regulamin', '/polityka-prywatnosci']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Spis treści' })).toBeVisible();
    const text = await pageText();
    // The operator the server is configured with (production refuses to start without it).
    expect(text).toContain(
      `${TEST_OPERATOR_ENV.OPERATOR_NAME}, ${TEST_OPERATOR_ENV.OPERATOR_ADDRESS}, KRS ${TEST_OPERATOR_ENV.OPERATOR_KRS}, NIP ${TEST_OPERATOR_ENV.OPERATOR_NIP}`,
    );
    await expect(page.getByRole('note', { name: 'Przykładowe dane operatora' })).toHaveCount(0);
    expect(text).not.toContain('[');
    expect(text).not.toMatch(NOT_BUILT);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }
  // § 3 of the terms: one service per enabled tool.
  await page.goto('/regulamin');
  await expect(page.locator('li[data-tool]')).toHaveCount(ENABLED_TOOLS.length);

  await createAccount(page.request);
  await page.goto('/workspace/usage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limity i wykorzystanie');
  await expect(page.getByRole('heading', { level: 2, name: 'Plan: Darmowy' })).toBeVisible();
  const usage = page.getByRole('region', { name: 'Wykorzystanie' });
  const enabled = usageActionsOf(ENABLED_TOOLS);
  await expect(usage.getByRole('heading', { level: 3 })).toHaveText(
    USAGE_ACTIONS.filter((action) => enabled.has(action)).map((action) => USAGE_ACTION_LABELS[action]),
  );
  expect(await pageText()).not.toMatch(NOT_BUILT);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/workspace/about');
  const contents = page.getByRole('region', { name: 'Co jest w przestrzeni' });
  await expect(contents.locator('li[data-tool] strong')).toHaveText(
    ENABLED_TOOLS.filter((tool) => tool.inWorkspace).map((tool) => tool.name),
  );
  expect(await pageText()).not.toMatch(NOT_BUILT);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
