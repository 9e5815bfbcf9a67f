import { expect, type Page, test } from '@playwright/test';
import { createAccount, gql, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectNoSmallTapTargets } from '../support/tap-targets.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The library with the pupil's tools, on the demo maths textbook seeded at a fresh start: a quiz
// from a textbook chapter and a conversation about one of its exercises, each in a workspace the
// pupil chooses. The signed-out way to them (a link to sign in) is library.spec.ts's and the web's
// unit tests'.

const TITLE = 'Matematyka 7. Podręcznik demonstracyjny';
const CHAPTER = '1. Potęgi i pierwiastki';
const SUBCHAPTER = '1.1. Potęga o wykładniku naturalnym';

async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
}

async function demoTextbookId(page: Page): Promise<string> {
  const listed = await gql(
    page.request,
    'query ($i: GetpodrecznikbyprzedmiotandpoziomInput!) { getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $i) { id title } }',
    { i: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' } },
  );
  const books = (listed.data?.getpodrecznikbyprzedmiotandpoziom ?? []) as { id: string; title: string }[];
  const book = books.find((entry) => entry.title === TITLE);
  if (!book) throw new Error('the demo maths textbook is not seeded');
  return book.id;
}

test('a pupil makes a quiz from a textbook chapter and asks about an exercise in the chat', async ({
  page,
}) => {
  test.setTimeout(test.info().timeout * 2);
  await createAccount(page.request);
  const name = 'Matematyka z podręcznikiem';
  const workspaceId = await createWorkspace(page, name);
  const bookId = await demoTextbookId(page);

  // 1. "Quiz z rozdziału": the chapter's quiz, in the pupil's maths workspace.
  await page.goto(`/podrecznikio/${bookId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await page.getByRole('button', { name: `Quiz z rozdziału – ${CHAPTER}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Quiz z rozdziału' });
  const choice = dialog.getByRole('radio', { name: new RegExp(name) });
  await choice.check();
  await expect(choice).toBeChecked();
  await checkScreen(page);
  await dialog.getByRole('button', { name: 'Utwórz quiz' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/quiz/[0-9a-f-]{36}$`));
  // Written by the AI from the chapter's text (a durable job), then ready to start.
  await expect(page.getByRole('button', { name: 'Rozpocznij quiz' })).toBeVisible({ timeout: 45_000 });
  await checkScreen(page);

  // 2. "Zapytaj w czacie" on an exercise of that chapter.
  await page.goto(`/podrecznikio/${bookId}`);
  await page
    .getByRole('region', { name: 'Spis treści' })
    .getByRole('link', { name: `Zadania – ${SUBCHAPTER}` })
    .click();
  await page.getByRole('link', { name: 'Zadanie 1.1.1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zadanie 1.1.1' })).toBeVisible();
  await page.getByRole('button', { name: 'Zapytaj w czacie – zadanie 1.1.1' }).click();
  const chatDialog = page.getByRole('dialog', { name: 'Zapytaj w czacie' });
  await chatDialog.getByRole('radio', { name: new RegExp(name) }).check();
  await chatDialog.getByRole('button', { name: 'Otwórz czat' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/playground\\?c=[0-9a-f-]{36}$`));
  const thread = page.getByRole('list', { name: 'Wiadomości' });
  await expect(thread).toContainText('Wyjaśnij mi zadanie 1.1.1 krok po kroku.');
  await expect(page.getByTestId('answer').last()).not.toBeEmpty({ timeout: 20_000 });
  await checkScreen(page);
});
