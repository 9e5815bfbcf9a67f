import { expect, type Page, test } from '@playwright/test';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { createWorkspace, openWorkspaceSection } from '../support/workspaces.ts';

// One sign-up per project (two in all): the suite stays under the per-IP sign-up limit.

/** The rendered preview: beside the text on wide screens, behind the "Podgląd" tab on phones. */
async function showPreview(page: Page) {
  const tab = page.getByRole('tab', { name: 'Podgląd' });
  if (await tab.isVisible()) {
    await tab.click();
    return page.getByRole('tabpanel', { name: 'Podgląd' });
  }
  return page.getByRole('region', { name: 'Podgląd' });
}

/** Back to the text on phones (the preview tab hides it there). */
async function showEditor(page: Page) {
  const tab = page.getByRole('tab', { name: 'Edycja' });
  if (await tab.isVisible()) await tab.click();
}

test('write a note with a formula, see it rendered, save, reload, rename and delete it', async ({ page }) => {
  test.slow();
  // page.request shares the browser's cookies: the browser is signed in as this new account.
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Notatki testowe');

  // The overview counts the notes and leads to them; so does the workspace navigation.
  await page.goto(`/workspace/${workspaceId}`);
  const summary = page.getByRole('region', { name: 'Notatki' });
  await expect(summary.getByText('Nie ma jeszcze notatek.')).toBeVisible();
  await openWorkspaceSection(page, 'Notatki');
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/ainote$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notatki');
  await expect(page.getByRole('region', { name: 'Nie ma jeszcze notatek' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Nowa notatka' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/ainote/new$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nowa notatka');
  await page.getByLabel('Tytuł').fill('Ułamki zwykłe');
  await page.getByLabel('Treść').fill('Ułamek zapisujemy jako $\\frac{a}{b}$, gdzie $b \\neq 0$.');

  let preview = await showPreview(page);
  // KaTeX drew the fraction (its HTML has the numerator over the denominator).
  await expect(preview.locator('.katex').first()).toBeVisible();
  await expect(preview.locator('.katex .mfrac')).toHaveCount(1);
  await expect(preview).toContainText('Ułamek zapisujemy jako');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Utwórz notatkę' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/ainote/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ułamki zwykłe');
  await expect(page.getByTestId('note-origin')).toHaveText('Twoja notatka');
  await expect(page.getByTestId('save-state')).toHaveText('Wszystko zapisane');

  // Saved on the server: a reload shows the same note with its rendered formula.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ułamki zwykłe');
  await expect(page.getByLabel('Tytuł')).toHaveValue('Ułamki zwykłe');
  await expect(page.getByLabel('Treść')).toHaveValue(
    'Ułamek zapisujemy jako $\\frac{a}{b}$, gdzie $b \\neq 0$.',
  );
  preview = await showPreview(page);
  await expect(preview.locator('.katex .mfrac')).toHaveCount(1);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await showEditor(page);

  // Rename; leaving with the change unsaved asks first, Ctrl+S saves it.
  await page.getByLabel('Tytuł').fill('Ułamki i proporcje');
  await expect(page.getByTestId('save-state')).toHaveText(/Niezapisane zmiany/);
  await page.getByRole('link', { name: 'Wszystkie notatki' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Wyjść bez zapisywania?' });
  await expect(leave.getByRole('button', { name: 'Zostań i edytuj' })).toBeFocused();
  await leave.getByRole('button', { name: 'Zostań i edytuj' }).click();
  await expect(leave).toBeHidden();
  await page.getByLabel('Tytuł').press('ControlOrMeta+s');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ułamki i proporcje');
  await expect(page.getByTestId('save-state')).toHaveText('Wszystko zapisane');

  await page.getByRole('link', { name: 'Wszystkie notatki' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/ainote$`));
  const row = page.getByRole('region', { name: 'Twoje notatki' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Ułamki i proporcje' })).toBeVisible();
  await expect(row).toContainText('Twoja notatka ·');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await row.getByRole('link', { name: 'Ułamki i proporcje' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ułamki i proporcje');

  await page.getByRole('button', { name: 'Usuń notatkę' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usunąć notatkę „Ułamki i proporcje”?' });
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Usuń notatkę' }).click();
  await expect(page.getByText('Pomyślnie usunięto')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/ainote$`));
  await expect(page.getByRole('region', { name: 'Nie ma jeszcze notatek' })).toBeVisible();
});
