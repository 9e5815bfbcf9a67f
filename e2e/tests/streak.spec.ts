import { expect, type Page, test } from '@playwright/test';
import { createAccount, gql, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectTapTarget } from '../support/tap-targets.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The study streak (issue 27): a finished flashcard session makes today a study day, and the home
// page's card shows the streak and today's sessions against the daily goal the pupil picked there.

const UPSERT_WORDS = 'mutation ($i: UpsertwordsInput!) { upsertwords(upsertwordsInput: $i) { id } }';

/** The screen fits the phone and is axe clean. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

test('finish a flashcard session and see the streak and the daily goal on the home page', async ({
  page,
}) => {
  test.setTimeout(test.info().timeout * 2);
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Seria nauki');
  const created = await gql(page.request, UPSERT_WORDS, {
    i: {
      workspaceId,
      name: 'Dwa słówka',
      type: 'Language',
      languageCode: 'en',
      words: [
        { word: 'dog', translation: 'pies' },
        { word: 'cat', translation: 'kot' },
      ],
    },
  });
  expect(created.errors).toBeUndefined();
  const baseId = (created.data?.upsertwords as { id: string } | undefined)?.id ?? '';

  // 1. A new pupil: no streak yet, today's goal is one session; they aim for two.
  await page.goto('/app');
  const card = page.getByRole('region', { name: 'Twoja nauka' });
  await expect(card.getByText('Zacznij serię dni nauki')).toBeVisible();
  await expect(card.getByText('0 z 1 sesji dziś')).toBeVisible();
  const goal = card.getByLabel('Dzienny cel');
  await expectTapTarget(goal);
  await goal.selectOption('2');
  await expect(card.getByText('0 z 2 sesji dziś')).toBeVisible();
  const start = card.getByRole('link', { name: 'Zacznij sesję nauki' });
  await expectTapTarget(start);
  await checkScreen(page);

  // 2. Flashcards: both cards turned and rated "Wiem"; the session ends with its summary.
  await page.goto(`/workspace/${workspaceId}/wordbase/${baseId}`);
  await page.getByRole('button', { name: 'Ucz się fiszkami' }).click();
  const flashcard = page.getByTestId('flashcard');
  const position = page.getByTestId('flashcard-position');
  for (const [index, [word, translation]] of [
    ['dog', 'pies'],
    ['cat', 'kot'],
  ].entries()) {
    await expect(position).toHaveText(`${index + 1} / 2`);
    await expect(flashcard).toContainText(`Słowo${word}`);
    await flashcard.click();
    await expect(flashcard).toContainText(`Tłumaczenie${translation}`);
    await page.getByRole('button', { name: 'Wiem', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Koniec sesji' })).toBeVisible();

  // 3. Home: today counts — a streak of one day, one of the two sessions of the goal.
  await page.goto('/app');
  await expect(card.getByText('1 dzień z rzędu')).toBeVisible();
  await expect(card.getByText('1 z 2 sesji dziś')).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Cel na dziś' })).toHaveAttribute(
    'aria-valuetext',
    '1 z 2 sesji dziś',
  );
  await expect(goal).toHaveValue('2');
  await checkScreen(page);

  // 4. Settings: the reminder e-mail is off until the pupil turns it on; the goal is the same one.
  await page.goto('/app/settings');
  const section = page.getByRole('region', { name: 'Nauka i przypomnienia' });
  await expect(section.getByLabel('Dzienny cel')).toHaveValue('2');
  const reminders = section.getByRole('checkbox', { name: 'Przypominaj mi e-mailem o słówkach do powtórki' });
  await expect(reminders).not.toBeChecked();
  await reminders.click();
  await expect(reminders).toBeChecked();
  await expect(page.getByText('Włączono przypomnienia e-mailem.')).toBeVisible();
  await page.reload();
  await expect(reminders).toBeChecked();
  await checkScreen(page);
});
