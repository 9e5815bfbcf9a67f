import { expect, test } from '@playwright/test';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { backgroundOf, expectScheme } from '../support/color-scheme.ts';
import { expectNoSmallTapTargets } from '../support/tap-targets.ts';

// Dark mode: the system's scheme by default, a switch in the settings remembered on the device and
// applied before the first paint. Axe in the dark on every page the suite visits is a11y.spec.ts.

test.use({ colorScheme: 'light' });

test('a scheme chosen in the settings applies at once, stays on this device and wins over the system', async ({
  page,
}) => {
  await createAccount(page.request);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ustawienia konta');
  await expectScheme(page, 'light');
  const scheme = page.getByRole('group', { name: 'Motyw' });
  await expect(scheme.getByLabel('Systemowy')).toBeChecked();

  await scheme.getByText('Ciemny').click();
  await expect(scheme.getByLabel('Ciemny')).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectScheme(page, 'dark');
  // Form fields and scrollbars follow (color-scheme), and the browser bar takes the dark colour.
  expect(await page.locator('html').evaluate((html) => getComputedStyle(html).colorScheme)).toBe('dark');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#0f1913');
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Before the first paint: with the app's scripts refused the page is still dark, so the inline
  // script in index.html (allowed by the CSP's hash) applied the choice, not the app.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/app/settings');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectScheme(page, 'dark');
  await page.unroute('**/assets/*.js');

  // Other pages, in the dark chosen here while the system asks for light.
  for (const path of ['/app', '/workspace', '/regulamin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectScheme(page, 'dark');
    await expectNoSeriousViolations(page);
    await expectNoSmallTapTargets(page);
  }

  // "Jasny" wins over a dark system; "Systemowy" follows it again.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/app/settings');
  await scheme.getByText('Jasny').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectScheme(page, 'light');
  await page.reload();
  await expectScheme(page, 'light');
  await scheme.getByText('Systemowy').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  await expectScheme(page, 'dark');
  await page.reload();
  await expect(scheme.getByLabel('Systemowy')).toBeChecked();
  await expectScheme(page, 'dark');

  expect(refused).toEqual([]);
});

test('the landing page keeps its chalkboard in the dark, and the dark system scheme needs no choice', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expectScheme(page, 'dark');
  // The hero stays the dark board green with chalk-white text, not an inverted pale band.
  const hero = page.getByRole('region', { name: 'Wszystko, czego potrzebujesz do nauki' });
  expect(await backgroundOf(hero)).toBe('rgb(31, 59, 45)');
  await expect(page.getByRole('link', { name: 'Załóż darmowe konto' }).first()).toHaveCSS(
    'background-color',
    'rgb(242, 212, 92)',
  );
});
