import { expect, test } from '@playwright/test';
import { createAccount, gql, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { createWorkspace } from '../support/workspaces.ts';

// "Moje postępy" (issue 29): a pupil who studied flashcards today opens the page from the home
// page's study card and reads each chart's summary; the tools not used yet say what to do.

const UPSERT_WORDS = 'mutation ($i: UpsertwordsInput!) { upsertwords(upsertwordsInput: $i) { id } }';
const START = 'mutation ($i: StartInput!) { start(startInput: $i) { id nextWord { id } } }';
const PRACTICE =
  'mutation ($i: WordpracticesessionInput!) { wordpracticesession(wordpracticesessionInput: $i) { id isFinished } }';

test.use({ viewport: { width: 360, height: 740 } });

test('a pupil opens Moje postępy from home and reads the charts at 360 px', async ({ page }) => {
  test.setTimeout(test.info().timeout * 2);
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Postępy');
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
  // A flashcard session: one card known at once ("Łatwe"), then finished.
  const started = await gql(page.request, START, { i: { wordBaseId: baseId, wordBaseSessionType: 'WORD' } });
  const session = started.data?.start as { id: string; nextWord: { id: string } };
  const rated = await gql(page.request, PRACTICE, {
    i: { sessionId: session.id, wordId: session.nextWord.id, rating: 'LATWE' },
  });
  expect(rated.errors).toBeUndefined();
  const finished = await gql(page.request, PRACTICE, { i: { sessionId: session.id, finish: true } });
  expect(finished.errors).toBeUndefined();

  await page.goto('/app');
  const card = page.getByRole('region', { name: 'Twoja nauka' });
  await expect(card.getByText('1 dzień z rzędu')).toBeVisible();
  await card.getByRole('link', { name: 'Zobacz moje postępy' }).click();

  await expect(page).toHaveURL(/\/app\/postepy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moje postępy' })).toBeVisible();
  await expect(page.getByText('1 dzień z rzędu')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Dni nauki w ostatnich 12 tygodniach: 1 z \d+, razem 1 sesja\./ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: '2 słówka w zestawach: nauczone 1, jeszcze w nauce 1. Do powtórki dziś: 0.',
    }),
  ).toBeVisible();
  // Tools not used yet say what to do.
  await expect(page.getByText('Rozwiąż pierwszy quiz, aby zobaczyć wyniki.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź do quizów' })).toBeVisible();
  await expect(
    page.getByText('Oddaj wypracowanie do oceny, aby zobaczyć punkty za każde kryterium.'),
  ).toBeVisible();

  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});
