import { expect, type Page, test } from '@playwright/test';
import { createAccount, gql, horizontalOverflow, signInWithForm } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { secondBrowser } from '../support/browsers.ts';
import { expectTapTarget } from '../support/tap-targets.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Two pupils in two browsers: A shares a word base by link, B (signed out at first) opens the
// link, signs in and comes back to it, copies the base into a workspace made in the dialog and
// studies it; A stops sharing; B's copy stays and the link says it is no longer active.

const NAME = 'Zwierzęta – klasa 1b';
const WORDS = [
  { word: 'dog', translation: 'pies' },
  { word: 'cat', translation: 'kot' },
  { word: 'house', translation: 'dom' },
];

/** The screen fits the phone and is axe clean. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

test('a pupil shares a word base by link, a classmate copies and studies it, the owner stops sharing', async ({
  page,
  browser,
  request,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  // Pupil A, signed in in the test's own browser, with a typed base.
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Angielski A');
  const saved = await gql(
    page.request,
    'mutation ($i: UpsertwordsInput!) { upsertwords(upsertwordsInput: $i) { id } }',
    { i: { workspaceId, name: NAME, type: 'Language', languageCode: 'en', words: WORDS } },
  );
  expect(saved.errors).toBeUndefined();
  const { id: baseId } = (saved.data?.upsertwords ?? {}) as { id: string };

  // 1. A opens the base and shares it: the dialog makes the link and offers to copy it.
  await page.goto(`/workspace/${workspaceId}/wordbase/${baseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  const share = page.getByRole('button', { name: 'Udostępnij' });
  await expectTapTarget(share);
  await share.click();
  const dialog = page.getByRole('dialog', { name: `Udostępnij „${NAME}”` });
  await expect(dialog).toContainText('Nie zobaczy Twoich innych materiałów');
  await dialog.getByRole('button', { name: 'Utwórz link' }).click();
  const field = dialog.getByLabel('Link do udostępnienia');
  await expect(field).toHaveValue(/\/udostepnione\/[A-Za-z0-9_-]{43}$/);
  const link = new URL(await field.inputValue()).pathname;
  for (const name of ['Kopiuj link', 'Przestań udostępniać', 'Gotowe'])
    await expectTapTarget(dialog.getByRole('button', { name }));
  await checkScreen(page);
  await dialog.getByRole('button', { name: 'Gotowe' }).click();
  await expect(dialog).toBeHidden();

  // 2. B, signed out in a second browser, sees the words and is asked to sign in to copy.
  const pupilB = await createAccount(request);
  const b = await secondBrowser(browser, testInfo.project.use as Record<string, unknown>);
  try {
    await b.page.goto(link);
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await expect(b.page.getByText('Angielski · 3 słowa')).toBeVisible();
    for (const { word, translation } of WORDS) {
      await expect(b.page.getByText(word, { exact: true })).toBeVisible();
      await expect(b.page.getByText(translation, { exact: true })).toBeVisible();
    }
    await expect(b.page.getByText('Angielski A')).toHaveCount(0);
    await checkScreen(b.page);
    const signIn = b.page.getByRole('main').getByRole('link', { name: 'Zaloguj się' });
    await expectTapTarget(signIn);
    await signIn.click();
    await signInWithForm(b.page, pupilB.email, pupilB.password);
    // Back at the link, signed in.
    await expect(b.page).toHaveURL(new RegExp(`${link}$`));

    // 3. B has no workspace yet: the copy dialog makes one, and the copy opens.
    await b.page.getByRole('button', { name: 'Skopiuj do moich materiałów' }).click();
    const copy = b.page.getByRole('dialog', { name: 'Skopiuj do moich materiałów' });
    await copy.getByLabel('Przedmiot').selectOption({ label: 'Język angielski' });
    await copy.getByLabel('Temat przestrzeni').fill('Słówka od Ani');
    await checkScreen(b.page);
    await copy.getByRole('button', { name: 'Skopiuj', exact: true }).click();
    await expect(b.page).toHaveURL(/\/workspace\/[0-9a-f-]{36}\/wordbase\/[0-9a-f-]{36}$/);
    const copyUrl = b.page.url();
    expect(copyUrl).not.toContain(baseId);
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await expect(b.page.getByRole('listitem').filter({ hasText: 'nowe' })).toHaveCount(3);

    // 4. B studies the copy: the first flashcard is theirs to turn.
    await b.page.getByRole('button', { name: 'Ucz się fiszkami' }).click();
    const card = b.page.getByTestId('flashcard');
    await expect(card).toContainText('Słowodog');
    if (isMobile) await card.tap();
    else await b.page.keyboard.press('Enter');
    await expect(card).toContainText('Tłumaczeniepies');

    // 5. A stops sharing.
    await share.click();
    await dialog.getByRole('button', { name: 'Przestań udostępniać' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Link przestał działać' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Utwórz link' })).toBeVisible();

    // 6. B's copy stays; the link now says it is no longer active.
    await b.page.goto(copyUrl);
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await b.page.goto(link);
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText('Ten link nie jest już aktywny');
    await expect(b.page.getByRole('button', { name: 'Skopiuj do moich materiałów' })).toHaveCount(0);
    await checkScreen(b.page);
  } finally {
    await b.context.close();
  }
});
