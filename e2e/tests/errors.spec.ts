import { expect, test } from '@playwright/test';

test('an unknown route shows the non-fatal 404 page inside the layout', async ({ page }) => {
  const response = await page.goto('/nie-ma-takiej-strony');
  expect(response?.status()).toBe(200);
  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toHaveAttribute('data-status', '404');
  await expect(errorPage).toContainText('Nie ma strony pod adresem: /nie-ma-takiej-strony');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
  // Non-fatal: the site header and footer are still there, and the way home works.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /strona główna|stronę główną/i })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wszystko, czego potrzebujesz do nauki');
});

test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/nie-ma', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'NOT_FOUND', message: 'Nie znaleziono zasobu.' });
});
