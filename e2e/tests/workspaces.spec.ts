import { expect, test } from '@playwright/test';
import { createAccount, gql, horizontalOverflow } from '../support/accounts.ts';

// One sign-up per project (two in all): the suite stays under the per-IP sign-up limit.

const TOPICS =
  'query ($i: GetbyprzedmiotandpoziomInput!) { getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $i) { id temat } }';

test('create a workspace in the dialog, rename it, find it in the list and delete it', async ({
  page,
}, testInfo) => {
  // page.request shares the browser's cookies: the browser is signed in as this new account.
  await createAccount(page.request);
  const topics = await gql(page.request, TOPICS, { i: { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' } });
  const [firstTopic] = (topics.data?.getbyprzedmiotandpoziom ?? []) as { id: string; temat: string }[];
  if (!firstTopic) throw new Error('the seeded curriculum has no mathematics topics for SREDNI_JEDEN');

  await page.goto('/app');
  // The same item is in the side column (komputer) and the bottom bar (telefon); only one is shown.
  await page
    .getByRole('navigation', { name: 'Narzędzia' })
    .getByRole('link', { name: 'Przestrzenie' })
    .click();
  await expect(page).toHaveURL(/\/workspace$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twoje przestrzenie');
  const empty = page.getByRole('region', { name: 'Nie masz jeszcze żadnej przestrzeni' });
  await expect(empty).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The dialog: Esc closes it and gives the focus back to the button that opened it.
  const newButton = empty.getByRole('button', { name: 'Nowa przestrzeń' });
  await newButton.click();
  const dialog = page.getByRole('dialog', { name: 'Nowa przestrzeń' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Przedmiot')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newButton).toBeFocused();

  await newButton.click();
  await expect(dialog).toBeVisible();
  if (testInfo.project.name === 'telefon') {
    // On a phone the dialog is a full-screen sheet.
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(360);
    expect(box?.height).toBe(740);
  }
  await dialog.getByLabel('Przedmiot').selectOption({ label: 'Matematyka' });
  await dialog.getByLabel('Klasa').selectOption({ label: 'Klasa 1 – liceum/technikum' });
  const topicGroup = dialog.getByRole('group', { name: 'Temat' });
  await topicGroup.getByRole('radio').first().check();
  await expect(dialog.getByLabel('Nazwa przestrzeni (opcjonalnie)')).toHaveAttribute(
    'placeholder',
    firstTopic.temat,
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Utwórz przestrzeń' }).click();

  await expect(page).toHaveURL(/\/workspace\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Utworzono przestrzeń')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTopic.temat);
  await expect(page.getByRole('region', { name: 'Zakres tematu' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Klasa 1 – liceum/technikum')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Zmień nazwę' }).click();
  await page.getByLabel('Nazwa przestrzeni').fill('Moja matematyka');
  await page.getByRole('button', { name: 'Zapisz nazwę' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moja matematyka');
  await expect(page).toHaveTitle('Moja matematyka – Kreda');

  await page.getByRole('banner').getByRole('link', { name: 'Wszystkie przestrzenie' }).click();
  await expect(page).toHaveURL(/\/workspace$/);
  const card = page.getByRole('article').filter({ hasText: 'Moja matematyka' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Matematyka · Klasa 1 – liceum/technikum')).toBeVisible();
  await expect(card.getByText(firstTopic.temat, { exact: true })).toBeVisible();
  await expect(card.getByText(/^Dzisiaj, \d\d:\d\d$/)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await card.getByRole('link', { name: 'Moja matematyka' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moja matematyka');
  await page.getByRole('button', { name: 'Usuń przestrzeń' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usunąć przestrzeń „Moja matematyka”?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Tego nie da się cofnąć.')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Usuń przestrzeń' }).click();

  await expect(page).toHaveURL(/\/workspace$/);
  await expect(page.getByText('Pomyślnie usunięto')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nie masz jeszcze żadnej przestrzeni' })).toBeVisible();
});

test('every pupil can start: university topics, search without Polish letters, and an own topic', async ({
  page,
}) => {
  await createAccount(page.request);
  await page.goto('/workspace?nowa=1');
  const dialog = page.getByRole('dialog', { name: 'Nowa przestrzeń' });
  await dialog.getByLabel('Przedmiot').selectOption({ label: 'Matematyka' });
  await dialog.getByLabel('Klasa').selectOption({ label: 'Studia' });
  const topics = dialog.getByRole('group', { name: 'Temat' });
  // University courses are listed like school topics, and found through their subtopics.
  await expect(topics.getByText(/^Tematy z podstawy programowej: \d+\./)).toBeVisible();
  expect(await topics.getByRole('radio').count()).toBeGreaterThanOrEqual(13);
  await topics.getByLabel('Szukaj tematu').fill('calki');
  await expect(topics.getByText(/^Pasujące tematy: [1-9]\d* z \d+\./)).toBeVisible();

  // Nothing fits: the search becomes the pupil's own topic.
  await topics.getByLabel('Szukaj tematu').fill('Teoria kategorii');
  await topics.getByRole('button', { name: 'Użyj „Teoria kategorii” jako własnego tematu' }).click();
  await expect(topics.getByLabel('Nazwa własnego tematu')).toHaveValue('Teoria kategorii');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Utwórz przestrzeń' }).click();

  await expect(page).toHaveURL(/\/workspace\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teoria kategorii');
});
