import { expect, type Page, test } from '@playwright/test';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { addTextMaterial, createWorkspace } from '../support/workspaces.ts';

// One sign-up per project (two in all): the suite stays under the per-IP sign-up limit. The
// server's AI is the local fake of support/fake-openai-server.ts: a formula, a table and [1] when
// the prompt carries material passages; the fast model names conversations "Ułamki zwykłe".

const MATERIAL_NAME = 'Ułamki – lekcja';
const MATERIAL_TEXT =
  'Ułamek zwykły a/b to iloraz liczby a przez liczbę b. Licznik ułamka mówi, ile części bierzemy, ' +
  'a mianownik ułamka mówi, na ile równych części dzielimy całość. Mianownik nie może być zerem.';

/** On a phone the list of conversations is its own view; on a computer it is beside the chat. */
async function showConversationList(page: Page) {
  const open = page.getByRole('link', { name: 'Twoje rozmowy' });
  const list = page.getByRole('region', { name: 'Twoje rozmowy' });
  // After a navigation the page may still be rendering: wait for the list or the link to it (phone).
  await expect(list.or(open).filter({ visible: true }).first()).toBeVisible();
  if (await open.isVisible()) await open.click();
  await expect(list).toBeVisible();
  return list;
}

test('ask about a material in the workspace chat, get a streamed answer with a formula and a citation, make a note, delete the conversation; ask the task solver on a phone', async ({
  page,
}) => {
  test.slow();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // page.request shares the browser's cookies: the browser is signed in as this new account.
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Czat testowy');
  const docId = await addTextMaterial(page, workspaceId, { name: MATERIAL_NAME, text: MATERIAL_TEXT });

  await page.goto(`/workspace/${workspaceId}`);
  await page
    .getByRole('navigation', { name: 'Przestrzeń' })
    .getByRole('link', { name: 'Czat' })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/playground$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Czat');
  await expect(page.getByRole('region', { name: 'O co chcesz zapytać?' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByLabel(MATERIAL_NAME).check();
  await page.getByLabel('Twoja wiadomość').fill('Co to jest ułamek zwykły i co mówi mianownik ułamka?');
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page).toHaveURL(/\?c=/);

  // The answer streams in and settles: a rendered formula, a table and the citation of the material.
  const answer = page.getByTestId('answer').last();
  await expect(answer.locator('.katex').first()).toBeVisible({ timeout: 20_000 });
  await expect(answer.getByRole('table')).toBeVisible();
  // Formatted by the Markdown worker: the page itself never loads the Markdown and KaTeX code.
  expect(page.workers().map((worker) => worker.url())).toContainEqual(
    expect.stringMatching(/\/assets\/markdown\.worker-[\w-]+\.js$/),
  );
  expect(requested.filter((url) => url.includes('/assets/markdown-pipeline-'))).toEqual([]);
  const cited = answer.getByRole('link', { name: '[1]', exact: true });
  await expect(cited).toHaveAttribute('href', `/workspace/${workspaceId}/materials/${docId}`, {
    timeout: 20_000,
  });
  await expect(answer.getByRole('link', { name: new RegExp(MATERIAL_NAME) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyślij' })).toBeEnabled();
  // The conversation got its title from the fast model, the materials are shown with it.
  await expect(page.getByRole('heading', { level: 2, name: 'Ułamki zwykłe' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: MATERIAL_NAME, exact: true })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // A note from the answer, in the workspace's notes.
  await answer.getByRole('button', { name: 'Zrób notatkę' }).click();
  const noteLink = answer.getByRole('link', { name: /^Otwórz notatkę/ });
  await expect(noteLink).toBeVisible({ timeout: 20_000 });
  await noteLink.click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/ainote/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ułamki – notatka');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Ułamki zwykłe' })).toBeVisible();

  // The citation leads to the material.
  await page.getByTestId('answer').last().getByRole('link', { name: '[1]', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/materials/${docId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MATERIAL_NAME);
  await page.goBack();

  // Deleting asks first, then the conversation is gone.
  const list = await showConversationList(page);
  await list.getByRole('button', { name: 'Usuń rozmowę „Ułamki zwykłe”' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Usunąć rozmowę „Ułamki zwykłe”?' });
  await dialog.getByRole('button', { name: 'Usuń rozmowę' }).click();
  await expect(page.getByText('Pomyślnie usunięto')).toBeVisible();
  await expect(page).not.toHaveURL(/\?c=/);
  const listAgain = await showConversationList(page);
  await expect(listAgain.getByText('Nie masz jeszcze rozmów. Zadaj pierwsze pytanie.')).toBeVisible();

  // The task solver, on a 360 px phone: the camera first, no materials to pick.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/solver');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Czat do zadań');
  await expect(page.getByRole('button', { name: 'Zrób zdjęcie zadania' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Materiały do rozmowy' })).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByLabel('Twoja wiadomość').fill('Ile to jest 1/2 + 1/4?');
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page).toHaveURL(/\/app\/solver\?c=/);
  const solved = page.getByTestId('answer').last();
  await expect(solved.locator('.katex').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Wyślij' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 2, name: 'Ułamki zwykłe' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
