import { expect, type Locator, type Page } from '@playwright/test';

/** The smallest tap target a finger hits reliably, in CSS pixels. */
export const MIN_TAP = 40;

/** The element is at least 40 × 40 px on screen. */
export async function expectTapTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the tap target is on screen').not.toBeNull();
  expect(box?.width, 'tap target width').toBeGreaterThanOrEqual(MIN_TAP);
  expect(box?.height, 'tap target height').toBeGreaterThanOrEqual(MIN_TAP);
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
