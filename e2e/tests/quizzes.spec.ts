import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pngWithText } from '../../apps/server/src/testing/fixtures/documents.ts';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectTapTarget } from '../support/tap-targets.ts';
import { createWorkspace, openWorkspaceSection } from '../support/workspaces.ts';

// One sign-up per project (two in all): the suite stays under the per-IP sign-up limit. The fake
// model (support/fake-openai-server.ts) writes the questions from the prompt's passages, closed
// and open in turn, and reviews an open answer with partial credit.

const LESSON = [
  'Ułamek zwykły zapisujemy jako licznik nad mianownikiem.',
  'Mianownik mówi, na ile równych części dzielimy całość.',
  'Licznik mówi, ile takich części bierzemy.',
];

/** A one-page PDF with a text layer in Polish (DejaVu has every Polish letter). */
async function lessonPdf(lines: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'), {
    subset: true,
  });
  const page = doc.addPage([595, 842]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 760 - index * 24, size: 14, font });
  });
  return Buffer.from(await doc.save());
}

/**
 * A photo of a handwritten line, big enough to be read (pictures under 100 px are refused): the
 * fake vision model reads "handwriting" from any image.
 */
const photoPng = async () => Buffer.from(await pngWithText('Licznik mówi, ile równych części bierzemy.'));

/** The screen fits the phone and is axe clean. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

/** Answers the closed question on screen with a wrong option, moving the choice with the arrows. */
async function answerClosedWrong(page: Page) {
  const question = page.getByRole('form', { name: /^Pytanie/ });
  const wrongOption = { name: /Materiał nie mówi nic o tym/ };
  const wrong = question.getByRole('radio', wrongOption);
  // The whole card is the radio's label: a large target for a finger.
  await expectTapTarget(question.locator('label').filter({ has: page.getByRole('radio', wrongOption) }));
  // A native radio group: the arrows move the choice and come back.
  await wrong.focus();
  await page.keyboard.press('ArrowDown');
  await expect(wrong).not.toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(wrong).toBeChecked();
  await question.getByRole('button', { name: 'Sprawdź odpowiedź' }).click();
}

test('make a quiz from an uploaded PDF, answer a closed and an open question, see the reviews with their source, finish, note and repeat the mistakes', async ({
  page,
}) => {
  test.slow();
  // page.request shares the browser's cookies: the browser is signed in as this new account.
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Quizy testowe');

  await page.goto(`/workspace/${workspaceId}/materials`);
  await page.getByLabel('Plik do dodania').setInputFiles({
    name: 'ulamki.pdf',
    mimeType: 'application/pdf',
    buffer: await lessonPdf(LESSON),
  });
  const row = page.getByRole('region', { name: 'Twoje materiały' }).getByRole('listitem');
  await expect(row.getByTestId('material-state')).toHaveText('Gotowe', { timeout: 45_000 });

  // The overview leads to the quizzes; so does the workspace navigation.
  await page.goto(`/workspace/${workspaceId}`);
  await expect(page.getByTestId('quizzes-count')).toHaveText(/Nie ma jeszcze quizów/);
  await openWorkspaceSection(page, 'Quizy');
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/quiz$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quizy');

  // No quizzes yet: the form is open. A mathematics workspace offers computational tasks.
  const form = page.getByRole('form', { name: 'Nowy quiz' });
  await form.getByRole('checkbox', { name: 'ulamki.pdf' }).check();
  await expect(form.getByRole('radio', { name: /Zadania obliczeniowe/ })).toBeVisible();
  await expectTapTarget(
    form.locator('label').filter({ has: page.getByRole('radio', { name: 'Trudniejszy' }) }),
  );
  await form.getByLabel('Liczba pytań').fill('5');
  await checkScreen(page);
  await form.getByRole('button', { name: 'Utwórz quiz' }).click();

  // Its own page follows the generation live until the quiz is ready.
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/quiz/[0-9a-f-]{36}$`));
  const quizUrl = page.url();
  const start = page.getByRole('button', { name: 'Rozpocznij quiz' });
  await expect(start).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('radio', { name: /Tryb nauki/ })).toBeChecked();
  await checkScreen(page);
  await start.click();

  await expect(page).toHaveURL(new RegExp(`${quizUrl}/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('quiz-position')).toHaveText('1 / 5');
  await expect(page.getByRole('form', { name: /^Pytanie 1 z 5/ })).toBeVisible();
  await checkScreen(page);

  // The closed question: wrong, with the key, the explanation and the passage it came from.
  await answerClosedWrong(page);
  const feedback = page.getByTestId('feedback');
  await expect(feedback.getByRole('heading', { name: /^Źle/ })).toBeVisible();
  await expect(feedback.getByRole('heading', { name: 'Poprawna odpowiedź' })).toBeVisible();
  await expect(feedback.getByRole('heading', { name: 'Wyjaśnienie' })).toBeVisible();
  const source = feedback.getByRole('link', { name: 'ulamki.pdf' });
  await expect(source).toHaveAttribute(
    'href',
    new RegExp(`/workspace/${workspaceId}/materials/[0-9a-f-]{36}$`),
  );
  await expect(feedback).toContainText('str. 1');
  await expect(feedback.locator('blockquote')).toContainText('Ułamek zwykły zapisujemy');
  await expectTapTarget(source);
  await checkScreen(page);

  // The open question: the AI reviews it, and the review arrives by itself.
  await page.getByRole('button', { name: 'Następne pytanie' }).click();
  await expect(page.getByTestId('quiz-position')).toHaveText('2 / 5');
  await page.getByLabel('Twoja odpowiedź').fill('Mianownik mówi, na ile części dzielimy całość.');
  await page.getByRole('button', { name: 'Sprawdź odpowiedź' }).click();
  await expect(feedback.getByRole('heading', { name: /Częściowo dobrze/ })).toContainText('1 pkt z 2', {
    timeout: 30_000,
  });
  await expect(feedback.getByRole('heading', { name: 'Co jest dobrze' })).toBeVisible();
  await expect(feedback).toContainText('Brakuje dokładniejszego wyjaśnienia.');
  await expect(feedback.getByRole('heading', { name: 'Wzorcowa odpowiedź' })).toBeVisible();
  await expect(feedback.getByRole('link', { name: 'ulamki.pdf' })).toBeVisible();
  await checkScreen(page);

  // A reload resumes the attempt at the first question without an answer.
  await page.reload();
  await expect(page.getByTestId('quiz-position')).toHaveText('3 / 5');

  // The next open question is answered with a photo of a handwritten solution: the model reads it.
  await page.getByRole('button', { name: 'Pomiń' }).click();
  await expect(page.getByTestId('quiz-position')).toHaveText('4 / 5');
  await expectTapTarget(page.getByRole('button', { name: 'Dodaj zdjęcie rozwiązania' }));
  await page.getByLabel('Zdjęcie rozwiązania z aparatu').setInputFiles({
    name: 'rozwiazanie.png',
    mimeType: 'image/png',
    buffer: await photoPng(),
  });
  await expect(page.getByRole('img', { name: 'Podgląd zdjęcia „rozwiazanie.png”' })).toBeVisible();
  await expectTapTarget(page.getByRole('button', { name: 'Usuń zdjęcie' }));
  await checkScreen(page);
  await page.getByRole('button', { name: 'Sprawdź odpowiedź' }).click();
  const photo = page.getByRole('img', { name: /Zdjęcie Twojego rozwiązania/ });
  await expect(photo).toBeVisible({ timeout: 30_000 });
  // The signed link serves the photo itself.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('figure', { name: 'Tekst odczytany ze zdjęcia' })).toContainText(
    'Licznik mówi, ile równych części bierzemy.',
  );
  await expect(feedback.getByRole('heading', { name: /Częściowo dobrze/ })).toBeVisible({ timeout: 30_000 });
  await checkScreen(page);

  // Finishing with questions left asks first; the result has the score and every answer.
  await page.getByRole('button', { name: 'Zakończ quiz' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Zakończyć quiz?' });
  await expect(confirm.getByRole('button', { name: 'Wróć do pytań' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Zakończ quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Twój wynik' })).toBeFocused();
  await expect(page.getByTestId('quiz-score')).toHaveText(/^2 \/ 7 pkt29%$/);
  const answers = page.getByRole('region', { name: 'Pytania i odpowiedzi' }).getByRole('listitem');
  await expect(answers).toHaveCount(5);
  await expect(answers.nth(1)).toContainText('Mianownik mówi, na ile części dzielimy całość.');
  await expect(answers.nth(2)).toContainText('Twoja odpowiedź: brak (0 pkt)');
  await expect(answers.nth(3).getByRole('img', { name: /Zdjęcie Twojego rozwiązania/ })).toBeVisible();
  await expect(answers.nth(3)).toContainText('Licznik mówi, ile równych części bierzemy.');
  await checkScreen(page);

  // "Zrób notatkę z błędów" writes a note of the quiz and opens it.
  await page.getByRole('button', { name: 'Zrób notatkę z błędów' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/ainote/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('note-origin')).toHaveText('Z quizu');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Twój wynik' })).toBeVisible();

  // "Powtórz błędy" orders a quiz of the mistakes, whose page opens at once.
  await page.getByRole('button', { name: 'Powtórz błędy' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/quiz/[0-9a-f-]{36}$`));
  expect(page.url()).not.toBe(quizUrl);
  await expect(page.getByRole('button', { name: 'Rozpocznij quiz' })).toBeVisible({ timeout: 45_000 });

  // The list keeps the score history of the first quiz.
  await page.getByRole('link', { name: 'Wszystkie quizy' }).click();
  const scores = page.getByRole('list', { name: 'Wyniki kolejnych podejść' });
  await expect(scores).toHaveText('29%');
  await expect(page.getByRole('link', { name: /powtórka błędów/ })).toBeVisible();
  await checkScreen(page);
});
