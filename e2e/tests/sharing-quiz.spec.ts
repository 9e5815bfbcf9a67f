import { expect, type Page, test } from '@playwright/test';
import { createAccount, gql, horizontalOverflow, signInWithForm } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { secondBrowser } from '../support/browsers.ts';
import { expectTapTarget } from '../support/tap-targets.ts';
import { addTextMaterial, createWorkspace } from '../support/workspaces.ts';

// Two pupils in two browsers: A makes a quiz from a lesson of their own and shares it by link from
// the quiz's page; B (signed out at first) opens the link, sees the questions but nothing else of
// A's, signs in, copies the quiz into a workspace of theirs and answers its first question; A stops
// sharing; B's copy stays, the link says it is no longer active and a copy from a page opened
// before is refused. The fake model (support/fake-openai-server.ts) writes the questions from the
// lesson's passage: closed and open in turn, the closed one's right answer the passage's first
// sentence.

const OWNER_SPACE = 'Matematyka Ani – prywatne';
const MATERIAL = 'Notatki Ani z lekcji 12';
const LESSON = [
  'Ułamek zwykły zapisujemy jako licznik nad mianownikiem.',
  'Mianownik mówi, na ile równych części dzielimy całość.',
  'Licznik mówi, ile takich części bierzemy.',
];
/** What the fake model explains a closed question with: shown only in a copy, never in the preview. */
const EXPLANATION = 'Tak jest napisane we fragmencie';
const INACTIVE = 'Ten link nie jest już aktywny';

/** The screen fits the phone and is axe clean. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

interface ReadyQuiz {
  id: string;
  name: string;
  questions: { question: string; kind: string }[];
}

/** A quiz of five questions (closed and open) on the material, ordered and written through the API. */
async function makeQuiz(page: Page, workspaceId: string, materialId: string): Promise<ReadyQuiz> {
  const sources = await gql(
    page.request,
    'mutation ($i: UpdateSourcesInput!) { updateSources(updateSourcesInput: $i) { id } }',
    { i: { workspaceId, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: materialId }] } },
  );
  expect(sources.errors).toBeUndefined();
  const { id: sourcesId } = (sources.data?.updateSources ?? {}) as { id: string };
  const ordered = await gql(
    page.request,
    'mutation ($i: GeneratequizInput!) { generatequiz(generatequizInput: $i) { __typename ... on QuizWorkspace { id } ... on ExecutionError { message } } }',
    {
      i: {
        workspaceId,
        sourcesId,
        questionCount: 5,
        detailScale: 'NORMALNY',
        questionTypes: ['ZAMKNIETE', 'OTWARTE'],
      },
    },
  );
  expect(ordered.errors).toBeUndefined();
  const order = ordered.data?.generatequiz as { __typename: string; id: string; message?: string };
  expect(order.__typename, order.message).toBe('QuizWorkspace');
  let quiz: (ReadyQuiz & { state: string }) | undefined;
  await expect
    .poll(
      async () => {
        const read = await gql(
          page.request,
          'query ($i: GetQuizWorkspaceByIdInput!) { getQuizWorkspaceById(getQuizWorkspaceByIdInput: $i) { id name state questions { question kind } } }',
          { i: { id: order.id } },
        );
        quiz = read.data?.getQuizWorkspaceById as typeof quiz;
        return quiz?.state;
      },
      { timeout: 45_000 },
    )
    .toMatch(/_(READY|FAILED)$/);
  expect(quiz?.state).toMatch(/_READY$/);
  return quiz as ReadyQuiz;
}

test('a pupil shares a quiz by link, a classmate copies and answers it, the owner stops sharing', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Pupil A, signed in in the test's own browser, with a quiz made from their own lesson.
  const pupilA = await createAccount(page.request);
  const workspaceId = await createWorkspace(page, OWNER_SPACE);
  const materialId = await addTextMaterial(page, workspaceId, { name: MATERIAL, text: LESSON.join('\n') });
  const quiz = await makeQuiz(page, workspaceId, materialId);
  expect(quiz.questions).toHaveLength(5);

  // 1. A opens the quiz and shares it: the dialog says what a classmate sees, makes the link and
  //    offers to copy it.
  await page.goto(`/workspace/${workspaceId}/quiz/${quiz.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiz.name);
  await expect(page.getByRole('button', { name: 'Rozpocznij quiz' })).toBeVisible();
  const share = page.getByRole('button', { name: 'Udostępnij' });
  await expectTapTarget(share);
  await share.click();
  const dialog = page.getByRole('dialog', { name: `Udostępnij „${quiz.name}”` });
  await expect(dialog).toContainText('zobaczy jego nazwę i pytania i skopiuje ten quiz na swoje konto');
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

  // 2. B, signed out in a second browser, sees the quiz's name and questions – no keys, no
  //    explanations and nothing else of A's – and is asked to sign in to copy it.
  const pupilB = await createAccount(request);
  const b = await secondBrowser(browser, testInfo.project.use as Record<string, unknown>);
  try {
    await b.page.goto(link);
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(quiz.name);
    await expect(b.page.getByText('Quiz od kolegi z klasy')).toBeVisible();
    await expect(b.page.getByText('Quiz · 5 pytań')).toBeVisible();
    for (const { question } of quiz.questions)
      await expect(b.page.getByText(question, { exact: true })).toBeVisible();
    // The closed questions show their options (the right one among them, not marked).
    await expect(b.page.getByText(LESSON[0] as string, { exact: true }).first()).toBeVisible();
    const body = b.page.locator('body');
    for (const secret of [OWNER_SPACE, pupilA.email, MATERIAL, EXPLANATION])
      await expect(body).not.toContainText(secret);
    await checkScreen(b.page);
    const signIn = b.page.getByRole('main').getByRole('link', { name: 'Zaloguj się' });
    await expectTapTarget(signIn);
    await expectTapTarget(b.page.getByRole('main').getByRole('link', { name: 'Załóż konto' }));
    await expect(b.page.getByRole('button', { name: 'Skopiuj do moich materiałów' })).toHaveCount(0);
    await signIn.click();
    await signInWithForm(b.page, pupilB.email, pupilB.password);
    // Back at the link, signed in.
    await expect(b.page).toHaveURL(new RegExp(`${link}$`));
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(quiz.name);

    // 3. B has a workspace of their own: the copy goes there and opens.
    const spaceB = await createWorkspace(b.page, 'Moja matematyka');
    await b.page.reload();
    const copyButton = b.page.getByRole('button', { name: 'Skopiuj do moich materiałów' });
    await expectTapTarget(copyButton);
    await copyButton.click();
    const copy = b.page.getByRole('dialog', { name: 'Skopiuj do moich materiałów' });
    const target = copy.getByLabel('Przestrzeń');
    await expect(target).toHaveValue(spaceB);
    await expect(target.locator('option:checked')).toHaveText('Moja matematyka');
    await checkScreen(b.page);
    await copy.getByRole('button', { name: 'Skopiuj', exact: true }).click();
    await expect(b.page).toHaveURL(new RegExp(`/workspace/${spaceB}/quiz/[0-9a-f-]{36}$`));
    const copyUrl = b.page.url();
    expect(copyUrl).not.toContain(quiz.id);
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(quiz.name);
    // B's own quiz, with no attempt of A's.
    await expect(b.page.getByRole('heading', { name: 'Zaczynamy' })).toBeVisible();
    await expect(b.page.getByRole('heading', { name: 'Poprzednie podejścia' })).toHaveCount(0);

    // 4. B answers the copy's first question (closed) and sees the copied key and explanation,
    //    with no pointer to A's material.
    await b.page.getByRole('button', { name: 'Rozpocznij quiz' }).click();
    await expect(b.page).toHaveURL(new RegExp(`${copyUrl}/[0-9a-f-]{36}$`));
    await expect(b.page.getByTestId('quiz-position')).toHaveText('1 / 5');
    const question = b.page.getByRole('form', { name: /^Pytanie 1 z 5/ });
    await expect(question).toContainText(quiz.questions[0]?.question as string);
    const rightOption = { name: LESSON[0] };
    const right = question.getByRole('radio', rightOption);
    // The whole card is the radio's label: a large target for a finger.
    await expectTapTarget(question.locator('label').filter({ has: b.page.getByRole('radio', rightOption) }));
    await right.check();
    await question.getByRole('button', { name: 'Sprawdź odpowiedź' }).click();
    const feedback = b.page.getByTestId('feedback');
    await expect(feedback.getByRole('heading', { name: /^Dobrze/ })).toBeVisible();
    await expect(feedback).toContainText(EXPLANATION);
    await expect(feedback).not.toContainText(MATERIAL);
    await expect(feedback.getByRole('link')).toHaveCount(0);
    await checkScreen(b.page);

    // A page of the link B opens before A stops sharing, still showing "Skopiuj".
    const stale = await b.context.newPage();
    await stale.goto(link);
    await expect(stale.getByRole('button', { name: 'Skopiuj do moich materiałów' })).toBeVisible();

    // 5. A stops sharing.
    await share.click();
    await expect(field).toHaveValue(new RegExp(`${link}$`));
    await dialog.getByRole('button', { name: 'Przestań udostępniać' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Link przestał działać' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Utwórz link' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Gotowe' }).click();

    // 6. The copy from the page opened before is refused, in Polish, and nothing opens.
    await stale.getByRole('button', { name: 'Skopiuj do moich materiałów' }).click();
    const staleCopy = stale.getByRole('dialog', { name: 'Skopiuj do moich materiałów' });
    await staleCopy.getByRole('button', { name: 'Skopiuj', exact: true }).click();
    await expect(staleCopy.getByRole('alert')).toContainText(`${INACTIVE}.`);
    await expect(stale).toHaveURL(new RegExp(`${link}$`));
    await stale.close();

    // 7. B's copy stays; the link now says it is no longer active, with nothing to copy.
    await b.page.goto(copyUrl);
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(quiz.name);
    await b.page.goto(link);
    await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(INACTIVE);
    await expect(b.page.getByText('Właściciel przestał udostępniać tę rzecz')).toBeVisible();
    await expect(b.page.getByRole('button', { name: 'Skopiuj do moich materiałów' })).toHaveCount(0);
    await expect(b.page.getByRole('main').getByRole('link', { name: 'Przejdź do aplikacji' })).toBeVisible();
    await checkScreen(b.page);
  } finally {
    await b.context.close();
  }
});
