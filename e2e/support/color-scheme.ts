import { expect, type Locator, type Page } from '@playwright/test';

/** Relative luminance (WCAG) of a computed `rgb()`/`rgba()` colour. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The computed background colour of an element. */
export async function backgroundOf(target: Locator): Promise<string> {
  return target.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The page is painted in this scheme: a dark background under pale text, or the reverse. */
export async function expectScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  const background = luminance(await backgroundOf(html));
  const text = luminance(await html.evaluate((element) => getComputedStyle(element).color));
  if (scheme === 'dark') {
    expect(background, 'a dark page background').toBeLessThan(0.05);
    expect(text, 'pale text').toBeGreaterThan(0.5);
  } else {
    expect(background, 'a light page background').toBeGreaterThan(0.8);
    expect(text, 'dark text').toBeLessThan(0.05);
  }
}
