import { useSyncExternalStore } from 'react';

// The colour scheme: the system's by default, or the one chosen in the settings, remembered on this
// device. index.html applies a stored choice before the first paint (its inline script reads the
// same key and sets the same attribute); this module changes it and keeps open tabs in step.

export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The localStorage key; index.html's inline script reads it too. */
export const THEME_STORAGE_KEY = 'kreda-theme';

/** The browser bar's colour in each scheme (index.html's two theme-color tags). */
export const THEME_COLORS = { light: '#1f3b2d', dark: '#0f1913' } as const;

const listeners = new Set<() => void>();
let current: ThemeChoice | null = null;

function isChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The stored choice; "system" when there is none, it is unknown, or storage is blocked. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Whether this browser can show the dark scheme (dark-palette.css needs light-dark()). */
export function supportsThemes(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('color', 'light-dark(#000, #fff)');
}

/**
 * Puts a choice on the page: `data-theme` on <html> for a fixed scheme (none follows the system),
 * and the browser bar's colour: both theme-color tags take the chosen scheme's colour, or their own
 * again when the system decides (each tag's media query then picks one).
 */
export function applyThemeChoice(choice: ThemeChoice, root: Document = document): void {
  const html = root.documentElement;
  if (choice === 'system') delete html.dataset.theme;
  else html.dataset.theme = choice;
  for (const meta of root.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const own = (meta.getAttribute('media') ?? '').includes('dark') ? THEME_COLORS.dark : THEME_COLORS.light;
    meta.content = choice === 'system' ? own : THEME_COLORS[choice];
  }
}

/** Remembers a choice on this device and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked (a private window's policy): the choice holds until the page closes.
  }
  applyThemeChoice(choice);
  current = choice;
  for (const listener of listeners) listener();
}

function snapshot(): ThemeChoice {
  current ??= readThemeChoice();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice, re-rendering when it changes (here or in another tab). */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, snapshot, () => 'system');
}

/**
 * Applies the stored choice (the browser bar's colour; the scheme is already on <html>) and follows
 * a choice made in another tab. Returns the function that stops following.
 */
export function startThemeSync(): () => void {
  applyThemeChoice(snapshot());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    current = readThemeChoice();
    applyThemeChoice(current);
    for (const listener of listeners) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
