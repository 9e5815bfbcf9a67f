import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { gql, horizontalOverflow } from '../support/accounts.ts';
import { createAdmin } from '../support/admin.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectNoSmallTapTargets } from '../support/tap-targets.ts';

// /admin and /admin/dziennik (issue 31): the admin asks the task solver one question (a real AI
// call to the local fake, priced by the run's AI_PRICES), then reads the dashboard — its numbers,
// the charts drawn by uPlot (loaded on this page only) with their tables, the CSV export saved as
// a file — and finds a plan they just added in the audit log with its values.

const SOLVE =
  'mutation ($i: StartconversationsolverInput!) { startconversationsolver(startconversationsolverInput: $i) { id } }';
const STATS = 'query { getAdminStats { aiToday { calls } } }';
const CREATE_PLAN = 'mutation ($i: CreatePlanInput!) { createPlan(createPlanInput: $i) { id } }';

/** One question to the task solver; resolves once the AI call is counted in today's statistics. */
async function askTheSolver(page: Page): Promise<void> {
  const started = await gql(page.request, SOLVE, { i: { message: 'Ile to jest 12 · 7? Pokaż rachunek.' } });
  expect(started.errors).toBeUndefined();
  await expect
    .poll(
      async () => {
        const read = await gql(page.request, STATS);
        return (read.data?.getAdminStats as { aiToday: { calls: number } } | undefined)?.aiToday.calls ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

/** Today in Warsaw as the charts' tables write a day ("07.03.2026"). */
const todayInWarsaw = () =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replaceAll('/', '.');

test('an admin reads the dashboard with its charts, exports CSV and finds a change in the audit log', async ({
  page,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await createAdmin(page.request, `stats-${project}`);
  await askTheSolver(page);
  const created = await gql(page.request, CREATE_PLAN, {
    i: { name: `Statystyczny ${project}`, price: 9.99, price3m: 27, price12m: 99 },
  });
  expect(created.errors).toBeUndefined();
  const { id: planId } = (created.data?.createPlan ?? { id: '' }) as { id: string };

  // The audit log first: a page without charts never loads uPlot.
  await page.goto('/admin/dziennik');
  await expect(page.getByRole('heading', { level: 1, name: 'Dziennik zmian' })).toBeVisible();
  const target = page.getByRole('link', { name: `Plan ${planId.slice(0, 8)}…` });
  await expect(target).toBeVisible();
  const entry = page.getByRole('listitem').filter({ has: target });
  await expect(entry.getByRole('heading', { level: 2 })).toHaveText('Nowy plan');
  await expect(entry).toContainText(`admin.stats-${project}@example.pl`);
  await entry.getByText('Przed / Po').click();
  await expect(entry.getByText(`Statystyczny ${project}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(requested.filter((url) => /uPlot/i.test(url))).toEqual([]);

  // The dashboard through the admin's navigation.
  await page
    .getByRole('navigation', { name: 'Panel administratora' })
    .getByRole('link', { name: 'Pulpit' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
  const today = page.getByRole('region', { name: 'AI dziś' });
  await expect(today).toContainText(/Wywołania\s*[1-9]/);
  await expect(today).toContainText('$');
  await expect(page.getByRole('region', { name: 'Użytkownicy' })).toContainText(/Łącznie\s*[1-9]/);
  await expect(page.getByRole('region', { name: 'Aktywni' })).toContainText(/Dziś\s*[1-9]/);

  const byAction = page.locator('figure').filter({ hasText: 'Wywołania AI dziennie według akcji' });
  await expect(byAction.locator('canvas').first()).toBeVisible();
  expect(requested.some((url) => /\/assets\/uPlot[.\w-]*\.js$/.test(url))).toBe(true);
  await byAction.getByRole('button', { name: 'Pokaż dane w tabeli' }).click();
  const table = byAction.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('rowheader', { name: todayInWarsaw() })).toBeVisible();
  // The canvas follows its box: never wider than the figure, on a phone too.
  const figureBox = await byAction.boundingBox();
  const canvasBox = await byAction.locator('canvas').first().boundingBox();
  expect(canvasBox?.width ?? 0).toBeLessThanOrEqual((figureBox?.width ?? 0) + 0.5);

  await page.getByRole('group', { name: 'Okres' }).getByText('7 dni').click();
  await expect(page).toHaveURL(/\?okres=7$/);
  await expect(table.getByRole('row')).toHaveCount(8);
  await page.getByRole('group', { name: 'Wykresy pokazują' }).getByText('Koszt').click();
  await expect(page.locator('figure').filter({ hasText: 'Koszt AI dziennie według modelu' })).toContainText(
    '$',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Eksportuj CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kreda-uzycie-ai-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'date,action,model,user_id,calls,tokens_prompt,tokens_output,cost_usd,unpriced_calls',
  );
  await expect(page.getByText(/^Pobrano \d[\d\s]* wiersz/)).toBeVisible();

  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The chart's table, still open with the cost shown, scrolls inside its own region, never the page.
  const costByAction = page.locator('figure').filter({ hasText: 'Koszt AI dziennie według akcji' });
  await expect(costByAction.getByRole('region', { name: /tabela$/ })).toBeVisible();
  await expect(costByAction.getByRole('table')).toContainText('$');
});
