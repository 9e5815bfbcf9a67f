import { expect, type Page, test } from '@playwright/test';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectTapTarget } from '../support/tap-targets.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Issue 27, "Word bases are hidden": the tools are reached from the home and the navigation, a
// language set made from the app's "Słówka" page goes into the pupil's "Języki obce" workspace
// (never into a maths one), and on a phone the bottom bar keeps five labelled places, the rest
// under "Więcej". One sign-up per project.

const SET = 'Angielski – dom';

/** The screen fits the phone and is axe clean. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

/** The navigation drawn for this screen: the bottom bar on a phone, the side column on a computer. */
const toolsNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Narzędzia' }).filter({ visible: true });

test('reach word sets and quizzes from home and the navigation, make a language set outside a subject, use "Więcej"', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(60_000);
  await createAccount(page.request);
  const mathsId = await createWorkspace(page, 'Funkcje');

  // 1. Home: a card for each tool; "Słówka" opens the app's list of sets, empty for now.
  await page.goto('/app');
  const tools = page.getByRole('region', { name: 'Narzędzia' });
  for (const name of ['Czat AI do zadań', 'Słówka', 'Quizy', 'Rozwiązywanie sprawdzianów', 'Rozprawki'])
    await expect(tools.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await tools.getByRole('link', { name: /^Słówka/ }).click();
  await expect(page).toHaveURL(/\/app\/slowka$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Słówka');
  await expect(page.getByRole('heading', { level: 2, name: 'Nie masz jeszcze baz słówek' })).toBeVisible();
  await expect(toolsNav(page).getByRole('link', { name: 'Słówka' })).toHaveAttribute('aria-current', 'page');
  const newSet = page.getByRole('button', { name: 'Nowa baza słówek' }).first();
  await expectTapTarget(newSet);
  await checkScreen(page);

  // 2. "Nowa baza słówek" opens the form in the "Języki obce" workspace; the set is saved there.
  await newSet.click();
  await expect(page).toHaveURL(/\/workspace\/[0-9a-f-]{36}\/wordbase\?nowa=wpisz$/);
  const languagesId = new URL(page.url()).pathname.split('/')[2] ?? '';
  expect(languagesId).not.toBe(mathsId);
  const form = page.getByRole('form', { name: 'Nowa baza słówek' });
  await form.getByLabel('Nazwa bazy').fill(SET);
  await expect(form.getByRole('radio', { name: /^Język obcy/ })).toBeChecked();
  await form.getByLabel('Język', { exact: true }).fill('angiel');
  const english = form.getByRole('radio', { name: 'angielski', exact: true });
  if (isMobile) await english.tap();
  else await english.check();
  await form.getByLabel('Słowa i tłumaczenia').fill('dog – pies\ncat – kot\nhouse – dom');
  await expect(form.getByRole('heading', { level: 3, name: 'Podgląd: 3 słowa' })).toBeVisible();
  await form.getByRole('button', { name: 'Zapisz bazę' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${languagesId}/wordbase/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SET);

  // 3. The set is on the app's list with its workspace, and on the home.
  await page.goto('/app/slowka');
  const sets = page.getByRole('region', { name: 'Twoje bazy (1)' });
  const entry = sets.getByRole('link', { name: new RegExp(SET) });
  await expect(entry).toContainText('Języki obce · angielski · 3 słowa');
  await checkScreen(page);
  await toolsNav(page).getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByRole('region', { name: 'Twoje bazy słówek' }).getByRole('link', { name: new RegExp(SET) }),
  ).toBeVisible();
  await checkScreen(page);

  // 4. The maths workspace holds no English list.
  await page.goto(`/workspace/${mathsId}/wordbase`);
  await expect(page.getByRole('heading', { level: 2, name: 'Nie masz jeszcze baz słówek' })).toBeVisible();
  await page.goto('/app');

  // 5. Quizy: under "Więcej" on a phone (a disclosure, by keyboard too), in the side column on a computer.
  if (isMobile) {
    const bar = toolsNav(page);
    await expect(bar.getByRole('link')).toHaveText(['Start', 'Przestrzenie', 'Czat', 'Słówka']);
    const more = bar.getByRole('button', { name: 'Więcej' });
    for (const place of [...(await bar.getByRole('link').all()), more]) {
      const box = await place.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(64);
      await expectTapTarget(place);
    }
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link')).toHaveText([
      'Quizy',
      'Rozprawki',
      'Sprawdziany',
      'Korepetytor AI',
      'Podręczniki',
    ]);
    await checkScreen(page);
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await more.click();
    await expectTapTarget(menu.getByRole('link', { name: 'Quizy' }));
    await menu.getByRole('link', { name: 'Quizy' }).click();
  } else {
    await expect(toolsNav(page).getByRole('link')).toHaveText([
      'Start',
      'Przestrzenie',
      'Czat',
      'Quizy',
      'Rozprawki',
      'Sprawdziany',
      'Korepetytor AI',
      'Słówka',
      'Podręczniki',
    ]);
    await toolsNav(page).getByRole('link', { name: 'Quizy' }).click();
  }
  await expect(page).toHaveURL(/\/app\/quizy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quizy');
  await expect(page.getByRole('heading', { level: 2, name: 'Nie masz jeszcze quizów' })).toBeVisible();
  const choice = page.getByLabel('Przestrzeń nowego quizu');
  await expect(choice.getByRole('option', { name: 'Funkcje' })).toHaveCount(1);
  await checkScreen(page);
  if (isMobile) {
    // The page lives under "Więcej": its item there is the current one, and the menu closed on the way.
    const more = toolsNav(page).getByRole('button', { name: 'Więcej' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(toolsNav(page).getByRole('link', { name: 'Quizy' })).toHaveAttribute('aria-current', 'page');
    await toolsNav(page).getByRole('link', { name: 'Rozprawki' }).click();
    await expect(page).toHaveURL(/\/app\/solver\/rozprawki$/);
  }

  // 6. A new quiz goes to the chosen workspace's quizzes, where its form is.
  await page.goto('/app/quizy');
  await page.getByLabel('Przestrzeń nowego quizu').selectOption({ label: 'Funkcje' });
  await page.getByRole('button', { name: 'Przejdź do quizów przestrzeni' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${mathsId}/quiz$`));
});
