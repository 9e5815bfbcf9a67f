import { expect, type Locator, type Page, test } from '@playwright/test';
import { pngWithText } from '../../apps/server/src/testing/fixtures/documents.ts';
import { TEST_PAGE_1, TEST_PAGE_2 } from '../../apps/server/src/testing/fixtures/tests.ts';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectTapTarget } from '../support/tap-targets.ts';

// One sign-up per project. The server's AI is the local fake of support/fake-openai-server.ts,
// whose test solver side is the project's scripted model: the vision model reads a photo of
// `pngWithText(TEST_PAGE_n)` as that page of the fixture test (eight tasks on two pages), the
// tasks are cut from the "Zadanie N." lines, and each takes a few hundred milliseconds to solve
// (closed: option A; "Oblicz …": the value, recomputed by the server, or by the fast model's
// second pass for task 6). The e2e server solves one task at a time (playwright.config.ts), so the
// test's page fills in over a few seconds.

const POLECENIE = 'Wyjaśnij jak dla klasy 6.';
const TASKS = Array.from({ length: 8 }, (_, i) => `Zadanie ${i + 1}`);

/** The screen fits the phone and is axe clean. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

/** A task's card on the test page. */
const taskCard = (page: Page, n: number) =>
  page.getByRole('region', { name: 'Zadania' }).getByRole('article', { name: `Zadanie ${n}`, exact: true });

/** A solved task's card: its answer, and the check note when the answer is a computed value. */
async function expectSolved(card: Locator, answer: string | RegExp, check: boolean) {
  await expect(card.getByText('Rozwiązane', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { level: 4, name: 'Rozwiązanie' })).toBeVisible();
  const answerPart = card.getByRole('heading', { level: 4, name: 'Odpowiedź' }).locator('xpath=..');
  await expect(answerPart).toContainText(answer);
  await expect(card.getByText('Wynik sprawdzony', { exact: true })).toHaveCount(check ? 1 : 0);
}

type ProgressWindow = { __progressTexts: string[] };

/** Records in the page every wording the solved tasks' progress bar takes, in order. */
function recordProgressTexts() {
  const seen: string[] = [];
  (window as unknown as ProgressWindow).__progressTexts = seen;
  const read = () => {
    for (const bar of document.querySelectorAll('[role="progressbar"]')) {
      const text = bar.getAttribute('aria-valuetext') ?? '';
      if (/^Rozwiązano \d z \d zadań$/.test(text) && seen.at(-1) !== text) seen.push(text);
    }
  };
  new MutationObserver(read).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-valuetext'],
  });
}

test('photograph a two-page test, reorder the pages, follow the solving live through a reload, ask about a task in the chat and find the solved test on the list', async ({
  page,
}) => {
  // Reading two photos, solving eight tasks one at a time, a chat answer and axe on five screens:
  // 20–35 s, up to about 45 s with both projects running at once (they share the one solving slot);
  // 52–68 s on a slower 2-core machine (AMD EPYC) in the whole suite, every step slower alike
  // (axe alone 1–2.7 s a screen), so 90 s.
  test.setTimeout(90_000);
  // page.request shares the browser's cookies: the browser is signed in as this new account.
  await createAccount(page.request);

  // The home's tool leads to the tests; with none yet, the list says what the tool does.
  await page.goto('/app');
  await page
    .getByRole('region', { name: 'Narzędzia' })
    .getByRole('link', { name: /^Rozwiązywanie sprawdzianów/ })
    .click();
  await expect(page).toHaveURL(/\/app\/solver\/testy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprawdziany');
  const tests = page.getByRole('region', { name: 'Twoje sprawdziany' });
  await expect(tests).toContainText('Nie masz jeszcze sprawdzianów.');
  const newTest = page.getByRole('button', { name: 'Nowy sprawdzian' });
  await expectTapTarget(newTest);
  await checkScreen(page);

  // "Nowy sprawdzian" opens its form on the page, at its heading.
  await newTest.click();
  await expect(page).toHaveURL(/\?nowy=1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Nowy sprawdzian' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Nowy sprawdzian' });

  // The second page is picked first, then the first one photographed: the order is wrong.
  const [page1, page2] = await Promise.all([pngWithText(TEST_PAGE_1), pngWithText(TEST_PAGE_2)]);
  await expectTapTarget(form.getByRole('button', { name: 'Zrób zdjęcie strony' }));
  await expectTapTarget(form.getByRole('button', { name: 'Wybierz zdjęcia lub PDF' }));
  await form.getByLabel('Pliki sprawdzianu (zdjęcia stron lub PDF)').setInputFiles({
    name: 'sprawdzian-str2.png',
    mimeType: 'image/png',
    buffer: Buffer.from(page2),
  });
  await expect(form.getByRole('button', { name: 'Zrób zdjęcie kolejnej strony' })).toBeVisible();
  await form.getByLabel('Zdjęcia stron z aparatu').setInputFiles({
    name: 'sprawdzian-str1.png',
    mimeType: 'image/png',
    buffer: Buffer.from(page1),
  });
  const added = form.getByRole('list', { name: 'Dodane strony' }).getByRole('listitem');
  await expect(added).toHaveCount(2);
  await expect(added.nth(0)).toContainText('Strona 1sprawdzian-str2.png');
  await expect(added.nth(1)).toContainText('Strona 2sprawdzian-str1.png');
  await expect(form.getByRole('img', { name: 'Strona 2: sprawdzian-str1.png' })).toBeVisible();

  // "W dół" on the first page puts it second; focus follows it, to its "W górę" (at the bottom its
  // "W dół" is off).
  const down = form.getByRole('button', { name: 'W dół, strona 1' });
  await expect(form.getByRole('button', { name: 'W górę, strona 1' })).toBeDisabled();
  await expectTapTarget(down);
  await down.click();
  await expect(added.nth(0)).toContainText('Strona 1sprawdzian-str1.png');
  await expect(added.nth(1)).toContainText('Strona 2sprawdzian-str2.png');
  await expect(form.getByRole('button', { name: 'W górę, strona 2' })).toBeFocused();
  await expectTapTarget(form.getByRole('button', { name: 'Usuń, strona 2' }));

  await form.getByLabel('Polecenie (nieobowiązkowe)').fill(POLECENIE);
  await expect(form.getByText(`${POLECENIE.length} / `, { exact: false })).toBeVisible();
  const send = form.getByRole('button', { name: 'Rozwiąż sprawdzian' });
  await expectTapTarget(send);
  await checkScreen(page);
  // The page's document lives on through the app's navigation, so what its progress bar says is
  // recorded from here on as it changes, however slowly the test reads it on a loaded machine.
  await page.evaluate(recordProgressTexts);
  await send.click();

  // The test's page follows the reading and the solving live.
  await expect(page).toHaveURL(/\/app\/testsolver\/[0-9a-f-]{36}$/);
  const testUrl = page.url();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Sprawdzian z /);
  const testTitle = (await title.textContent()) ?? '';
  await expect(page.getByRole('list', { name: 'Strony sprawdzianu' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('definition').filter({ hasText: POLECENIE })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Rozwiązane zadania' });
  const progressSection = page.getByRole('region', { name: 'Postęp rozwiązywania' });
  const tasks = page.getByRole('region', { name: 'Zadania' }).getByRole('article');

  // The tasks fill in one by one ("Rozwiązano 1 z 8 zadań", …) and in the middle of it the pupil
  // reloads the page. (The bar's wording is recorded as it changes: a read every 50 ms could still
  // step over the solving when one read takes a second.)
  const done = { name: 'Rozwiązane', exact: true } as const;
  const solvedTasks = tasks.filter({ has: page.getByText(done.name, done) });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as ProgressWindow).__progressTexts), {
      intervals: [50],
      timeout: 20_000,
    })
    .toContainEqual(expect.stringMatching(/^Rozwiązano [1-7] z 8 zadań$/));
  await expect(progress).toHaveAttribute('aria-valuetext', /^Rozwiązano [1-8] z 8 zadań$/);
  const solvedBefore = await solvedTasks.getByRole('heading', { level: 3 }).allTextContents();
  await page.reload();

  // The page comes back while the rest is still being solved (read every 50 ms again), and axe
  // checks it so. On a loaded machine the last tasks can be solved before the page is back, so
  // the in-between wording is required unless the bar already says every task is solved.
  await expect
    .poll(
      async () => {
        if ((await tasks.count()) !== 8 || !(await progress.isVisible())) return false;
        const value = await progress.getAttribute('aria-valuetext');
        const text = (await progressSection.textContent()) ?? '';
        return value === 'Rozwiązano 8 z 8 zadań' || text.includes('Zadania pojawiają się poniżej');
      },
      { intervals: [50] },
    )
    .toBe(true);
  await checkScreen(page);
  await expect(title).toHaveText(testTitle);
  // Nothing was lost: the pages in the pupil's order gave the tasks numbered from 1, and the ones
  // solved before the reload are still solved.
  await expect(tasks.getByRole('heading', { level: 3 })).toHaveText(TASKS);
  for (const solved of solvedBefore)
    await expect(
      taskCard(page, Number(solved.replace('Zadanie ', ''))).getByText(done.name, done),
    ).toBeVisible();
  // A closed task shows its options with their letters.
  await expect(
    taskCard(page, 1).getByRole('list', { name: 'Odpowiedzi do wyboru' }).getByRole('listitem'),
  ).toHaveText(['A.12', 'B.15', 'C.16', 'D.18']);

  // Solved: every task with its solution and answer, computed values with their check.
  await expect(progressSection).toContainText('Rozwiązano 8 z 8 zadań', { timeout: 20_000 });
  await expect(page.getByText('Rozwiązany', { exact: true })).toBeVisible();
  await expect(progressSection).not.toContainText('Zadania pojawiają się poniżej');
  // (A task's event sent while the reloaded page was still subscribing is made up for by the
  // page's own re-read every 5 s.)
  await expect(tasks.getByText(done.name, done)).toHaveCount(8, { timeout: 10_000 });
  await expectSolved(taskCard(page, 1), 'A. 12', false);
  await expectSolved(taskCard(page, 3), '17', true);
  await expectSolved(taskCard(page, 4), '20', true);
  // Task 6 came without the expression: the fast model's second pass agreed.
  await expectSolved(taskCard(page, 6), '17', true);
  await expectSolved(taskCard(page, 7), 'Bo dwa długopisy kosztowały 5 zł, a zeszyty 12 zł.', false);
  const third = taskCard(page, 3);
  await expect(third.getByRole('heading', { level: 4, name: 'Dlaczego' })).toBeVisible();
  // The steps are Markdown with maths.
  await expect(third.locator('.katex').first()).toBeVisible();
  const edit = third.getByRole('button', { name: 'Popraw treść' });
  const ask = third.getByRole('button', { name: 'Zapytaj w czacie' });
  await expectTapTarget(edit);
  await expectTapTarget(ask);
  await checkScreen(page);

  // "Zapytaj w czacie": a conversation about the task, which the pupil's message carries.
  await ask.click();
  await expect(page).toHaveURL(/\/app\/solver\?c=[0-9a-f-]{36}$/);
  const thread = page.getByRole('list', { name: 'Wiadomości' });
  await expect(thread).toContainText('Wyjaśnij mi zadanie 3 krok po kroku.');
  const card = thread.getByText('Zadanie 3', { exact: true });
  await expect(card).toBeVisible();
  const answer = page.getByTestId('answer').last();
  await expect(answer.locator('.katex').first()).toBeVisible({ timeout: 20_000 });
  await expect(answer).toContainText('Licznik');
  // The task's card opens to its text, once the answer is written: while it streams the thread
  // follows it down, and a tap aimed before a scroll lands beside the card (a CI run on the phone).
  await expect(answer).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  await card.click();
  await expect(thread.getByText('Oblicz 12 + 30 : 6.')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Back on the test: "Popraw treść" opens the task's text to correct; "Anuluj" leaves it as it was.
  await page.goBack();
  await expect(page).toHaveURL(testUrl);
  const seventh = taskCard(page, 7);
  await seventh.getByRole('button', { name: 'Popraw treść' }).click();
  const editor = seventh.getByRole('form', { name: 'Popraw zadanie 7' });
  await expect(editor.getByLabel('Treść zadania')).toBeFocused();
  await expect(editor.getByLabel('Treść zadania')).toHaveValue(/Wyjaśnij, dlaczego Ania zapłaciła/);
  await expectTapTarget(editor.getByRole('button', { name: 'Zapisz i rozwiąż ponownie' }));
  const cancel = editor.getByRole('button', { name: 'Anuluj' });
  await expectTapTarget(cancel);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await cancel.click();
  await expect(editor).toHaveCount(0);
  await expect(seventh.getByRole('button', { name: 'Popraw treść' })).toBeFocused();
  await expectSolved(seventh, 'Bo dwa długopisy kosztowały 5 zł, a zeszyty 12 zł.', false);

  // The list keeps the solved test with its progress.
  await page.getByRole('link', { name: 'Wszystkie sprawdziany' }).click();
  await expect(page).toHaveURL(/\/app\/solver\/testy$/);
  const row = tests.getByRole('listitem').filter({ hasText: testTitle });
  const link = row.getByRole('link', { name: testTitle });
  await expect(link).toHaveAttribute('href', new URL(testUrl).pathname);
  await expect(row).toContainText('Rozwiązany');
  await expect(row).toContainText('8 z 8 zadań rozwiązanych');
  await expectTapTarget(link);
  await checkScreen(page);
});
