import type { Browser, BrowserContext, Page } from '@playwright/test';
import { toursSeen } from './tours.ts';

/** The device options of a project that a second browser copies (so it is the same phone or computer). */
const DEVICE_KEYS = [
  'viewport',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'locale',
  'timezoneId',
  'baseURL',
] as const;

/**
 * A second browser like the project's own (the same phone or computer), with no cookies (and the
 * guided tours seen, as in every journey): a
 * classmate opening a shared link while the first pupil stays signed in. Pass `test.info().project.use`.
 */
export async function secondBrowser(
  browser: Browser,
  use: Record<string, unknown>,
): Promise<{ context: BrowserContext; page: Page }> {
  const options = Object.fromEntries(
    DEVICE_KEYS.filter((key) => use[key] !== undefined).map((key) => [key, use[key]]),
  );
  const baseURL = typeof use.baseURL === 'string' ? use.baseURL : undefined;
  const context = await browser.newContext({
    ...options,
    ...(baseURL ? { storageState: toursSeen(baseURL) } : {}),
  });
  return { context, page: await context.newPage() };
}
