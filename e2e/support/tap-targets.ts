import { expect, type Locator, type Page } from '@playwright/test';

/** The smallest tap target a finger hits reliably, in CSS pixels. */
export const MIN_TAP = 40;

/**
 * Layout in fractional pixels can give a 40 px box as 39.999998: a difference no finger feels and
 * no pupil sees, which the check must not fail on (it failed a CI run once).
 */
const SUBPIXEL = 0.01;

/** The element is at least 40 × 40 px on screen. */
export async function expectTapTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the tap target is on screen').not.toBeNull();
  expect(box?.width, 'tap target width').toBeGreaterThanOrEqual(MIN_TAP - SUBPIXEL);
  expect(box?.height, 'tap target height').toBeGreaterThanOrEqual(MIN_TAP - SUBPIXEL);
}

/** The top of the phone's bottom bar (the viewport's height when there is none). */
export async function bottomBarTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bars = [...document.querySelectorAll('nav')].filter(
      (nav) => getComputedStyle(nav).position === 'fixed' && nav.getBoundingClientRect().height > 0,
    );
    return Math.min(window.innerHeight, ...bars.map((nav) => nav.getBoundingClientRect().top));
  });
}

/**
 * The element is fully visible between the sticky header and the bottom bar, or comes there by
 * itself within the expect timeout: the app scrolls a new message into view in an effect after it
 * renders, so on a busy machine the first frame with the text can come before the scroll.
 */
export async function expectInThumbView(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    const box = await target.boundingBox();
    expect(box, 'the element is on screen').not.toBeNull();
    if (!box) return;
    const header = await page.getByRole('banner').boundingBox();
    expect(box.y, 'below the sticky header').toBeGreaterThanOrEqual(
      (header?.y ?? 0) + (header?.height ?? 0) - 1,
    );
    expect(box.y + box.height, 'above the bottom bar').toBeLessThanOrEqual((await bottomBarTop(page)) + 1);
  }).toPass({ timeout: process.env.CI ? 10_000 : 5_000 });
}

/** What a finger can tap: links, buttons, form fields and the ARIA widgets that stand for them. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
].join(', ');

/**
 * Every visible link, button and form field on the page is at least 40 × 40 px; fails naming the
 * ones that are not, with their size. A radio or a checkbox counts with its label (tapping the
 * label ticks it); an element stretched by its ::after counts with what that covers. Not measured,
 * each for its reason:
 * - a link inside a sentence (shown inline, in a block with more text than its own): it keeps the
 *   line of the text it stands in, as WCAG 2.5.8 allows for inline targets; making it 40 px tall
 *   would spread every line of the paragraph apart;
 * - an element hidden until focused (clipped to nothing: the skip link), measured when it is
 *   focused (see expectSkipLinkTapTarget).
 */
export async function expectNoSmallTapTargets(page: Page): Promise<void> {
  const small = await page.evaluate(
    ({ selector, min }) => {
      const describe = (element: Element, box: DOMRect) => {
        const label =
          element.getAttribute('aria-label') ||
          (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
          element.getAttribute('name') ||
          element.getAttribute('title') ||
          element.id;
        return `<${element.tagName.toLowerCase()}> "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      };
      const inSentence = (element: HTMLElement) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const own = element.textContent?.trim().length ?? 0;
        return (block?.textContent?.trim().length ?? 0) > own;
      };
      // A link or a label stretched by an absolutely placed ::after (a card that opens on a tap
      // anywhere, a row that ticks its checkbox) is tapped on the box the ::after covers.
      const tapArea = (element: HTMLElement): HTMLElement => {
        const after = getComputedStyle(element, '::after');
        if (after.content === 'none' || after.position !== 'absolute') return element;
        let area: HTMLElement | null = element;
        while (area && getComputedStyle(area).position === 'static') area = area.parentElement;
        return area ?? element;
      };
      const found: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const input = element instanceof HTMLInputElement ? element : null;
        const label = input && ['radio', 'checkbox'].includes(input.type) ? input.labels?.[0] : undefined;
        const box = tapArea(label ?? element).getBoundingClientRect();
        // Visually hidden (Tailwind's sr-only clips the element to nothing).
        const style = getComputedStyle(element);
        if (!label && (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)'))
          continue;
        if (inSentence(element)) continue;
        if (box.width < min || box.height < min) found.push(describe(label ?? element, box));
      }
      return found;
    },
    { selector: INTERACTIVE, min: MIN_TAP - SUBPIXEL },
  );
  expect.soft(small, `tap targets under ${MIN_TAP} × ${MIN_TAP} px on ${page.url()}`).toEqual([]);
}

/** The skip link, hidden until the first Tab, is a full tap target once it shows (on a fresh page). */
export async function expectSkipLinkTapTarget(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Przejdź do treści' });
  await expect(skip).toBeFocused();
  await expectTapTarget(skip);
}
