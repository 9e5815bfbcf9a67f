import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { createWorkspace } from '../support/workspaces.ts';

// A pupil never sees an answer's raw Markdown or LaTeX ("$\frac{a}{b}$", "| --- |", "**"), not even
// for one frame: not while a conversation opens (a full load, or from the list), and not after Back
// and Forward while an answer is being written. The page's answers are read on every animation
// frame from the first script on; the fake AI (support/fake-openai-server.ts) answers with
// formulas and a table, and slowly when asked "powoli". The time from opening a conversation to its
// formatted answer is logged ("formatted after N ms").

const QUESTION = 'Co to jest ułamek?';
const SLOW_QUESTION = 'Opowiedz mi powoli o ułamkach.';

interface Sampler {
  /** Raw markup seen on screen: the offending text of each frame that showed some (first 20). */
  raw: string[];
  frames: number;
  /** Frames that showed an answer's text with no formula typeset in it yet. */
  unformattedFrames: number;
  /** performance.now() of the first frame with a formula typeset in an answer. */
  formattedAt: number | null;
  /** performance.now() set by the test where the conversation was opened. */
  openedAt: number;
}

/** Samples what the answers show on screen at every animation frame, from the document's start. */
function sampleEveryFrame() {
  const RAW = /\$|\\(?:frac|neq|cdot|sqrt)|\|\s*:?-{2,}|\*\*|^#{1,6}\s/m;
  const state: Sampler = { raw: [], frames: 0, unformattedFrames: 0, formattedAt: null, openedAt: 0 };
  (window as unknown as { __sampler: Sampler }).__sampler = state;
  const visibleText = (root: Element): string => {
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // KaTeX's MathML copy (for screen readers) is clipped out of sight.
      if (!parent || parent.closest('.katex-mathml')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      text += `${node.textContent ?? ''}\n`;
    }
    return text;
  };
  const frame = () => {
    state.frames++;
    for (const answer of document.querySelectorAll('[data-testid="answer"]')) {
      const text = visibleText(answer);
      const found = RAW.exec(text);
      if (found && state.raw.length < 20)
        state.raw.push(text.slice(Math.max(0, found.index - 30), found.index + 30));
      const typeset = answer.querySelector('.katex') !== null;
      if (!typeset && text.includes('Ułamek')) state.unformattedFrames++;
      if (state.formattedAt === null && typeset) state.formattedAt = performance.now();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const sampler = (page: Page) => page.evaluate(() => (window as unknown as { __sampler: Sampler }).__sampler);

/** Starts the clock of a conversation being opened within the page, and its formatting's. */
const markOpened = (page: Page) =>
  page.evaluate(() => {
    const state = (window as unknown as { __sampler: Sampler }).__sampler;
    state.openedAt = performance.now();
    state.formattedAt = null;
    state.unformattedFrames = 0;
  });

async function openChat(page: Page, name: string): Promise<string> {
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, name);
  await page.addInitScript(sampleEveryFrame);
  await page.goto(`/workspace/${workspaceId}/playground`);
  await expect(page.getByRole('region', { name: 'O co chcesz zapytać?' })).toBeVisible({ timeout: 30_000 });
  return workspaceId;
}

async function ask(page: Page, question: string): Promise<Locator> {
  await page.getByLabel('Twoja wiadomość').fill(question);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page).toHaveURL(/\?c=/);
  return page.getByTestId('answer').last();
}

/** The answer shows its formula typeset and its table, with no markup left anywhere. */
async function expectFormatted(answer: Locator): Promise<void> {
  await expect(answer.locator('.katex').first()).toBeVisible({ timeout: 30_000 });
  await expect(answer.getByRole('table')).toBeVisible();
  await expect(answer.getByRole('cell', { name: '0,75' })).toBeVisible();
}

async function expectNeverRaw(page: Page, label: string): Promise<void> {
  const seen = await sampler(page);
  expect(seen.frames, `${label}: frames sampled`).toBeGreaterThan(10);
  expect.soft(seen.raw, `${label}: raw markup on screen`).toEqual([]);
}

test('a conversation opens with its answer formatted and never shows raw Markdown or LaTeX', async ({
  page,
}, testInfo) => {
  test.slow();
  const workspaceId = await openChat(page, 'Czat – formatowanie');
  const written = await ask(page, QUESTION);
  await expect(page.getByRole('button', { name: 'Wyślij' })).toBeEnabled({ timeout: 60_000 });
  await expectFormatted(written);
  await expectNeverRaw(page, 'while written');
  const conversationUrl = page.url();
  const conversationId = new URL(conversationUrl).searchParams.get('c') ?? '';

  // Opened by its address: a new page, whose worker and KaTeX start from nothing.
  await page.goto(conversationUrl);
  await expectFormatted(page.getByTestId('answer').last());
  await expectNeverRaw(page, 'full load');
  const loaded = await sampler(page);
  const afterLoad = Math.round(loaded.formattedAt ?? Number.NaN);

  // Opened from the list of conversations in a page that has shown no answer yet.
  await page.goto(`/workspace/${workspaceId}/playground?lista=1`);
  const link = page.locator(`a[href*="c=${conversationId}"]`).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  await markOpened(page);
  await link.click();
  await expectFormatted(page.getByTestId('answer').last());
  await expectNeverRaw(page, 'opened from the list');
  const listed = await sampler(page);
  const afterClick = Math.round((listed.formattedAt ?? Number.NaN) - listed.openedAt);

  const note =
    `formatted after ${afterLoad} ms from navigation (full load; ${loaded.unformattedFrames} frames before), ` +
    `${afterClick} ms from the click (list; ${listed.unformattedFrames} frames before)`;
  testInfo.annotations.push({ type: 'timing', description: note });
  console.log(`[${testInfo.project.name}] ${note}`);
});

test('Back and Forward while an answer is written never show raw Markdown or LaTeX', async ({ page }) => {
  test.setTimeout(150_000);
  await openChat(page, 'Czat – wstecz i dalej');
  const answer = await ask(page, SLOW_QUESTION);
  await expect(answer).toContainText('Ułamek', { timeout: 20_000 });
  await expectNeverRaw(page, 'while streaming');

  // Back to the new conversation's view, and Forward again into the answer being written.
  await page.goBack();
  await expect(page).not.toHaveURL(/\?c=/);
  await page.goForward();
  await expect(page).toHaveURL(/\?c=/);
  const again = page.getByTestId('answer').last();
  await expect(again.getByTestId('stream-cursor')).toBeVisible({ timeout: 20_000 });
  await expect(again.locator('.katex').first()).toBeVisible({ timeout: 20_000 });
  await expect(again.getByRole('heading', { name: 'Jak porównywać ułamki' })).toBeVisible({
    timeout: 60_000,
  });
  await expectNeverRaw(page, 'after Back and Forward');

  await expect(page.getByRole('button', { name: 'Wyślij' })).toBeEnabled({ timeout: 60_000 });
  await expectFormatted(again);
  await expect(again).toContainText('Na koniec skracamy wynik, jeśli to możliwe.');
  await expectNeverRaw(page, 'at the end');
});
