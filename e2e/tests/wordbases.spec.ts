// Over 400 lines: one journey through the whole tool (a set, flashcards by touch, exercises, history, due counts), with the touch helper it needs.
import { type CDPSession, expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount, gql, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectTapTarget } from '../support/tap-targets.ts';
import { createWorkspace } from '../support/workspaces.ts';

// One sign-up per project. The server's AI is the local fake of support/fake-openai-server.ts,
// whose word bases side is the project's scripted model: it translates the words of its small
// dictionary (river → rzeka, with "We saw a river near the old bridge."), writes one exercise per
// word in the order it is given them (gap, choice, translation, own sentence, gap, …) a second
// after it is asked, and judges a free answer right when it uses the word in three words or more.

const NAME = 'Angielski – unit 3';
/** A dash list with a duplicate ("Dog", line 5) and a word without its translation ("river"). */
const LIST = [
  'journey – podróż',
  'dog – pies',
  'cat – kot',
  'house – dom',
  'Dog – pies domowy',
  'river',
].join('\n');
/** The set's words in their order, which is also the order new words come up on the flashcards. */
const WORDS = [
  { word: 'journey', translation: 'podróż' },
  { word: 'dog', translation: 'pies; pies domowy' },
  { word: 'cat', translation: 'kot' },
  { word: 'house', translation: 'dom' },
  { word: 'river', translation: 'rzeka' },
];

/** The screen fits the phone and is axe clean. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

/** A move every frame, in the touch events' own time. */
const FRAME_S = 0.016;
/** How long the finger rests on the spot before it lets go, in the touch events' own time. */
const REST_S = 0.25;

/**
 * A finger on the phone's screen through the DevTools protocol: Chromium turns these touches into
 * the touch and pointer events (pointerType "touch") a real finger produces, which
 * `page.touchscreen` (taps only) cannot drag. The events carry their own timestamps, a frame
 * apart: a swipe ends with the finger resting over its spot, as when a pupil reads the rating the
 * card shows and lets go. (Let go while still moving, it is a fling, and Chromium takes a tap in
 * the next ~250 ms for stopping the fling: no click. A person does not tap a new card that fast,
 * a test would.)
 */
class Finger {
  private at = { x: 0, y: 0 };
  private time = 0;
  constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<Finger> {
    return new Finger(await page.context().newCDPSession(page));
  }

  private touch(type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) {
    return this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points, timestamp: this.time });
  }

  /** Puts the finger down at the middle of `target`. */
  async down(target: Locator) {
    const box = await target.boundingBox();
    if (!box) throw new Error('the element to touch is not on screen');
    this.at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Back-dated, so the whole gesture's time has passed when it ends (and never before the last one).
    this.time = Math.max(Date.now() / 1000 - 1, this.time + FRAME_S);
    await this.touch('touchStart', [this.at]);
  }

  /** Moves the finger by (dx, dy) from where it went down, a frame at a time, and rests it there. */
  async drag(dx: number, dy: number, frames = 6) {
    const from = this.at;
    for (let frame = 1; frame <= frames; frame++) {
      this.time += FRAME_S;
      await this.touch('touchMove', [
        { x: from.x + (dx * frame) / frames, y: from.y + (dy * frame) / frames },
      ]);
    }
    this.at = { x: from.x + dx, y: from.y + dy };
    this.time += REST_S;
    await this.touch('touchMove', [this.at]);
  }

  async up() {
    this.time += FRAME_S;
    await this.touch('touchEnd', []);
  }
}

test('make a word set from a pasted list with AI filling a translation, learn it on flashcards rated by swipes or keys through a reload, do AI exercises with a forgiving review, see the history and what is due, delete and undo', async ({
  page,
  isMobile,
}) => {
  // Five screens of forms, five flashcards, five exercises and axe on ten screens: 20–30 s, near
  // 45 s with both projects running at once.
  test.setTimeout(test.info().timeout * 2.5);
  // page.request shares the browser's cookies: the browser is signed in as this new account.
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Słówka testowe');

  // 1. The workspace navigation leads to the word bases; with none yet, the list offers three ways.
  await page.goto(`/workspace/${workspaceId}`);
  await page
    .getByRole('navigation', { name: 'Przestrzeń' })
    .getByRole('link', { name: isMobile ? 'Słówka' : 'Bazy słówek' })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/wordbase$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bazy słówek');
  await expect(page.getByRole('heading', { level: 2, name: 'Nie masz jeszcze baz słówek' })).toBeVisible();
  const typeWords = page.getByRole('button', { name: 'Wpisz słówka' });
  await expectTapTarget(typeWords);
  await expectTapTarget(page.getByRole('button', { name: 'Nowa baza' }));
  await checkScreen(page);

  // 2. A new set from a pasted list: the form opens at its heading.
  await typeWords.click();
  await expect(page).toHaveURL(/\?nowa=wpisz$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Nowa baza słówek' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Nowa baza słówek' });
  await form.getByLabel('Nazwa bazy').fill(NAME);
  await expect(form.getByRole('radio', { name: /^Język obcy/ })).toBeChecked();
  // The language list is searched by its Polish name.
  await form.getByLabel('Język', { exact: true }).fill('angiel');
  const englishOption = { name: 'angielski', exact: true } as const;
  const english = form.getByRole('radio', englishOption);
  // The whole row is the radio's label: a large target for a finger.
  await expectTapTarget(form.locator('label').filter({ has: page.getByRole('radio', englishOption) }));
  if (isMobile) await english.tap();
  else await english.check();
  await expect(english).toBeChecked();
  await form.getByLabel('Słowa i tłumaczenia').fill(LIST);

  // The live preview: the format, five words (the duplicate merged), the line without a translation.
  await expect(form.getByRole('heading', { level: 3, name: 'Podgląd: 5 słów' })).toBeVisible();
  await expect(form.getByTestId('list-format')).toHaveText(
    'Rozpoznany format: słowo – tłumaczenie – przykład (myślniki)',
  );
  const rows = form.getByRole('table', { name: 'Podgląd słów' }).getByRole('row');
  // The header row, then the words in their order.
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(2)).toContainText('dogpies; pies domowy');
  await expect(rows.nth(5)).toContainText('riverbrak');
  await expect(form.getByText('Linia 6 („river”): Brak tłumaczenia', { exact: false })).toBeVisible();
  await expect(
    form.getByText('„dog” – 2 razy (linie 2, 5); tłumaczenia połączymy.', { exact: true }),
  ).toBeVisible();
  const fill = form.getByRole('button', { name: 'Uzupełnij tłumaczenia z AI' });
  await expect(form.getByText('Bez tłumaczenia: 1 słowo. Wpisz je albo poproś AI.')).toBeVisible();
  await expectTapTarget(fill);
  await checkScreen(page);

  // AI fills the missing translation (and an example); the problem line goes away.
  await fill.click();
  await expect(rows.nth(5)).toContainText('riverrzekaAIWe saw a river near the old bridge.');
  await expect(fill).toHaveCount(0);
  await expect(form.getByText('Do poprawy', { exact: true })).toHaveCount(0);
  const save = form.getByRole('button', { name: 'Zapisz bazę' });
  await expectTapTarget(save);
  await save.click();

  // The set's page: its words, and the notice of the merged duplicate.
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/wordbase/[0-9a-f-]{36}$`));
  const setUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(page.getByText('angielski · 5 słów', { exact: true })).toBeVisible();
  await expect(page.getByText('Połączono powtórzone słowa: „dog” (2×).', { exact: true })).toBeVisible();
  const wordList = page.getByRole('region', { name: /^Słowa/ }).getByRole('listitem');
  for (const [index, { word, translation }] of WORDS.entries())
    await expect(wordList.nth(index)).toContainText(`${word} – ${translation}`);
  await expect(wordList.nth(4)).toContainText('We saw a river near the old bridge.');
  await expect(wordList.filter({ hasText: 'nowe' })).toHaveCount(5);
  const learn = page.getByRole('button', { name: 'Ucz się fiszkami' });
  const exercises = page.getByRole('button', { name: 'Ćwiczenia z AI' });
  await expectTapTarget(learn);
  await expectTapTarget(exercises);
  await checkScreen(page);

  // 3. Flashcards: each card is turned, then rated (by swipes on the phone, by keys and buttons on
  // the computer).
  await learn.click();
  await expect(page).toHaveURL(new RegExp(`${setUrl}/fiszki/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Fiszki: ${NAME}`);
  const card = page.getByTestId('flashcard');
  const position = page.getByTestId('flashcard-position');
  const preview = page.getByTestId('swipe-preview');
  const finger = isMobile ? await Finger.on(page) : null;

  /** The card shows its word, is turned to show the translation, and waits to be rated. */
  const turn = async (index: number) => {
    const { word, translation } = WORDS[index] ?? { word: '', translation: '' };
    await expect(position).toHaveText(`${index + 1} / 5`);
    await expect(card).toContainText(`Słowo${word}`);
    if (isMobile) await card.tap();
    else await page.keyboard.press('Enter');
    await expect(card).toContainText(`Tłumaczenie${translation}`);
  };
  /** A swipe past the threshold: the card follows the finger and shows the rating it will give. */
  const swipe = async (dx: number, dy: number, label: string) => {
    if (!finger) throw new Error('swipes are for the phone');
    await finger.down(card);
    await finger.drag(dx, dy);
    await expect(preview).toHaveText(label);
    await finger.up();
  };

  await turn(0);
  await expect(card).toContainText('podróż');
  await expectTapTarget(card);
  for (const rating of ['Nie wiem', 'Trudne', 'Wiem', 'Łatwe'])
    await expectTapTarget(page.getByRole('button', { name: rating, exact: true }));
  await checkScreen(page);
  if (finger) {
    // 30 px is under the 50 px threshold: the card follows the finger without a rating to give
    // and snaps back when let go, still turned and unrated.
    await finger.down(card);
    await finger.drag(-30, 0);
    await expect(card).toHaveAttribute('style', /translate\(-30px, 0px\)/);
    await expect(preview).toHaveCount(0);
    await finger.up();
    await expect(card).not.toHaveAttribute('style', /translate/);
    await expect(card).toContainText('Tłumaczeniepodróż');
    await expect(position).toHaveText('1 / 5');
    await swipe(-80, 0, 'Nie wiem');
  } else await page.keyboard.press('1');

  // The next card takes the focus: the keys go on from there.
  if (!isMobile) await expect(card).toBeFocused();
  await turn(1);
  if (finger) await swipe(80, 0, 'Wiem');
  else await page.keyboard.press('ArrowRight');

  // A reload in the middle of the session resumes it at the next card, not the first one.
  await expect(position).toHaveText('3 / 5');
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Postęp sesji' })).toHaveAttribute(
    'aria-valuetext',
    'Ocenione: 2 z 5',
  );
  await turn(2);
  if (finger) await swipe(0, -80, 'Łatwe');
  else await page.keyboard.press('ArrowUp');

  await turn(3);
  if (finger) await swipe(0, 80, 'Trudne');
  else await page.getByRole('button', { name: 'Trudne', exact: true }).click();

  // The last card, front and back on the phone's screen, is rated with the button.
  await expect(position).toHaveText('5 / 5');
  await checkScreen(page);
  await turn(4);
  await expect(card).toContainText('We saw a river near the old bridge.');
  await checkScreen(page);
  const dontKnow = page.getByRole('button', { name: 'Nie wiem', exact: true });
  if (isMobile) await dontKnow.tap();
  else await dontKnow.click();

  // The summary: 2 of 5 known ("wiem" and "łatwe"), each rating's count, the words to repeat.
  await expect(page.getByRole('heading', { level: 2, name: 'Koniec sesji' })).toBeFocused();
  await expect(page.getByTestId('session-score')).toHaveText('40%');
  await expect(page.getByRole('list', { name: 'Oceny' }).getByRole('listitem')).toHaveText([
    'Nie wiem: 2',
    'Trudne: 1',
    'Wiem: 1',
    'Łatwe: 1',
  ]);
  const toRepeat = page.getByRole('heading', { level: 3, name: 'Do powtórzenia (2 słowa)' });
  await expect(toRepeat.locator('xpath=following-sibling::ul').getByRole('listitem')).toHaveText([
    'journey',
    'river',
  ]);
  const back = page.getByRole('link', { name: 'Wróć do bazy' });
  await expectTapTarget(back);
  // Words left to repeat name the next step after them.
  await expectTapTarget(page.getByRole('button', { name: 'Powtórz trudne słówka' }));
  await checkScreen(page);
  await back.click();
  await expect(page).toHaveURL(setUrl);

  // 4. Exercises: AI writes them for a moment; they come on the most overdue words first (the two
  // "nie wiem", then "trudne", "wiem" and "łatwe"), one kind after another.
  await exercises.click();
  await expect(page.getByText('AI przygotowuje ćwiczenia… To może potrwać kilka sekund.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${setUrl}/cwiczenia/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ćwiczenia: ${NAME}`);
  const exerciseForm = page.getByRole('form');
  const answer = exerciseForm.getByLabel('Twoja odpowiedź');
  const check = exerciseForm.getByRole('button', { name: 'Sprawdź' });
  const next = page.getByRole('button', { name: 'Następne ćwiczenie' });
  const verdict = (text: string) => exerciseForm.getByRole('heading', { level: 3, name: text });

  // A gap answered with a typo and a capital letter: counted right, with the slip pointed out.
  await expect(exerciseForm).toContainText('Ćwiczenie 1 / 5 · Uzupełnij lukę');
  await expect(exerciseForm.getByRole('heading', { level: 2 })).toHaveText('Uzupełnij lukę.');
  await expect(exerciseForm.getByText('We saw a luka near the old bridge.')).toBeVisible();
  await expectTapTarget(check);
  await checkScreen(page);
  await answer.fill('Journy');
  await check.click();
  await expect(verdict('Dobrze!')).toBeFocused();
  await expect(exerciseForm).toContainText('Zaliczone, ale z literówką – poprawnie: „journey”.');
  await expect(page.getByRole('progressbar', { name: 'Postęp ćwiczeń' })).toHaveAttribute(
    'aria-valuetext',
    'Sprawdzone: 1 z 5',
  );
  await expectTapTarget(next);
  await checkScreen(page);
  await next.click();

  // A choice: the options are radios with the whole row to tap.
  await expect(exerciseForm).toContainText('Ćwiczenie 2 / 5 · Wybierz formę');
  await expect(exerciseForm.getByRole('heading', { level: 2 })).toBeFocused();
  const riverOption = { name: 'river', exact: true } as const;
  const river = exerciseForm.getByRole('radio', riverOption);
  await expectTapTarget(exerciseForm.locator('label').filter({ has: page.getByRole('radio', riverOption) }));
  if (isMobile) await river.tap();
  else await river.check();
  await check.click();
  await expect(verdict('Dobrze!')).toBeFocused();
  await next.click();

  // A sentence to translate, answered in other words than the reference: the model judges it.
  await expect(exerciseForm).toContainText('Ćwiczenie 3 / 5 · Przetłumacz');
  await expect(exerciseForm).toContainText('Widzę dom codziennie.');
  await answer.fill('I see a house every day.');
  await check.click();
  await expect(verdict('Dobrze!')).toBeFocused();
  await expect(exerciseForm).toContainText('Zdanie jest poprawne i używa słowa we właściwym znaczeniu.');
  await next.click();

  // An own sentence with the word, judged by the model too.
  await expect(exerciseForm).toContainText('Ćwiczenie 4 / 5 · Ułóż zdanie');
  await expect(exerciseForm.getByRole('heading', { level: 2 })).toHaveText('Ułóż zdanie ze słowem „dog”.');
  await answer.fill('My dog sleeps all day long.');
  await check.click();
  await expect(verdict('Dobrze!')).toBeFocused();
  await next.click();

  // The last gap, answered wrong: the right answer is shown.
  await expect(exerciseForm).toContainText('Ćwiczenie 5 / 5 · Uzupełnij lukę');
  await answer.fill('cow');
  await check.click();
  await expect(verdict('Nie tym razem')).toBeFocused();
  // Said once: the verdict and the right answer, not a review repeating them.
  await expect(exerciseForm).toContainText('Poprawna odpowiedź: cat');
  await expect(exerciseForm).not.toContainText('Niepoprawnie.');
  await page.getByRole('button', { name: 'Zobacz podsumowanie' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Koniec ćwiczeń' })).toBeFocused();
  await expect(page.getByTestId('session-score')).toHaveText('Poprawnie: 4 z 5 (80%)');
  const results = page.getByRole('region', { name: 'Koniec ćwiczeń' }).getByRole('listitem');
  await expect(results).toHaveCount(5);
  await expect(results.nth(0)).toHaveText('journey: dobrze');
  await expect(results.nth(4)).toHaveText('cat: źleTwoja odpowiedź: cow · poprawnie: cat');
  await checkScreen(page);
  await page.getByRole('link', { name: 'Wróć do bazy' }).click();
  await expect(page).toHaveURL(setUrl);

  // 5. The set's progress: every word studied, and none to repeat right now. Each word was just
  // rated on its flashcard and again by its exercise; the earliest comes back in ten minutes, and
  // a word in its learning steps counts only once it is due (issue 27: the count stayed after
  // "Wiem"). The server's count is what every page shows.
  const dueWords = await gql(page.request, 'query { getDueWords { total } }');
  expect((dueWords.data?.getDueWords as { total: number } | undefined)?.total).toBe(0);
  await expect(page.getByText(/^Do powtórki dziś: \d+$/)).toHaveText('Do powtórki dziś: 0');
  await expect(page.getByText('Nowe: 0', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Opanowane' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+% – tyle słów pamiętasz na pewno$/,
  );
  await expect(wordList.filter({ hasText: 'nowe' })).toHaveCount(0);

  // The history: both sessions with their scores and answers, and every word's ratings.
  await page.getByRole('link', { name: 'Historia nauki' }).click();
  await expect(page).toHaveURL(`${setUrl}/historia`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Historia nauki: ${NAME}`);
  const sessions = page.getByRole('region', { name: 'Sesje' }).getByRole('listitem');
  const flashcardSession = sessions.filter({ hasText: 'Fiszki · wynik 40%' });
  const exerciseSession = sessions.filter({ hasText: 'Ćwiczenia z AI · wynik 80%' });
  await expect(flashcardSession).toHaveCount(1);
  await expect(exerciseSession).toHaveCount(1);
  await flashcardSession.getByText('Fiszki · wynik 40%', { exact: false }).click();
  await expect(flashcardSession).toContainText('journey: Nie wiem');
  await expect(flashcardSession).toContainText('cat: Łatwe');
  const wordsHistory = page.getByRole('region', { name: 'Słowa i ich oceny' }).locator('summary');
  await expect(wordsHistory).toHaveCount(5);
  // Each word was rated on its flashcard and again by its exercise.
  await expect(wordsHistory.filter({ hasText: 'ocen: 2' })).toHaveCount(5);
  await checkScreen(page);

  // The workspace overview and the home page say nothing of words due when none are: the due
  // count's own pages are tested in home-summary and workspace-notice (web) and the counting rule
  // in wordbases.int.test.ts (server).
  await page.goto(`/workspace/${workspaceId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Do powtórki dziś/ })).toHaveCount(0);
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Do powtórki dziś/ })).toHaveCount(0);
  await page.goto(`/workspace/${workspaceId}/wordbase`);

  // 6. "Usuń" takes the set off the list at once; the toast's "Cofnij" brings it back.
  const list = page.getByRole('region', { name: 'Twoje bazy' });
  await expect(list.getByRole('link', { name: NAME })).toBeVisible();
  const remove = list.getByRole('button', { name: `Usuń bazę „${NAME}”` });
  await expectTapTarget(remove);
  await checkScreen(page);
  await remove.click();
  await expect(page.getByText(`Usunięto bazę „${NAME}”.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nie masz jeszcze baz słówek' })).toBeVisible();
  await page.getByRole('button', { name: 'Cofnij' }).click();
  await expect(page.getByText(`Przywrócono bazę „${NAME}”.`)).toBeVisible();
  await expect(list.getByRole('link', { name: NAME })).toBeVisible();
  await expect(list.getByRole('listitem')).toContainText('angielski · 5 słów');
});
