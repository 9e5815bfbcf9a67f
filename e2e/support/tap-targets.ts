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

/** The element is fully visible between the sticky header and the bottom bar. */
export async function expectInThumbView(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  if (!box) return;
  const header = await page.getByRole('banner').boundingBox();
  expect(box.y, 'below the sticky header').toBeGreaterThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 0) - 1,
  );
  expect(box.y + box.height, 'above the bottom bar').toBeLessThanOrEqual((await bottomBarTop(page)) + 1);
}
