import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyThemeChoice,
  readThemeChoice,
  setThemeChoice,
  startThemeSync,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from './theme.ts';

const html = () => document.documentElement;
const barColours = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);

/** index.html's inline script, run as the browser runs it before the first paint. */
function runPagePrelude() {
  const page = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
  const [script] = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '');
  expect(script, 'index.html has its inline theme script').toBeTruthy();
  new Function(script ?? '')();
}

describe('colour scheme', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#1f3b2d" media="(prefers-color-scheme: light)">' +
      '<meta name="theme-color" content="#0f1913" media="(prefers-color-scheme: dark)">';
  });

  afterEach(() => {
    setThemeChoice('system');
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('follows the system until a scheme is chosen; an unknown stored value counts as none', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readThemeChoice()).toBe('dark');
  });

  it('falls back to the system when storage is blocked, and a choice still applies to the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readThemeChoice()).toBe('system');
    setThemeChoice('dark');
    expect(html().dataset.theme).toBe('dark');
  });

  it('remembers a chosen scheme, puts it on the page and colours the browser bar for it', () => {
    setThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html().dataset.theme).toBe('dark');
    expect(barColours()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);

    setThemeChoice('light');
    expect(html().dataset.theme).toBe('light');
    expect(barColours()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);

    // Back to the system: nothing stored, no fixed scheme, each tag's media query decides again.
    setThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(html().dataset.theme).toBeUndefined();
    expect(barColours()).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });

  it("applies a stored choice before the app loads (index.html's script reads the same key)", () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runPagePrelude();
    expect(html().dataset.theme).toBe('dark');

    applyThemeChoice('system');
    localStorage.setItem(THEME_STORAGE_KEY, '" onload="x');
    runPagePrelude();
    expect(html().dataset.theme).toBeUndefined();
  });

  it('follows a choice made in another tab', () => {
    const stop = startThemeSync();
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }));
    expect(html().dataset.theme).toBe('light');
    stop();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(html().dataset.theme).toBe('light');
  });
});
