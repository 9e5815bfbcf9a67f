// Date display in Polish, always in Warsaw time: the server and CI run in UTC, browsers in
// any zone, and a pupil expects "Dzisiaj" to mean today on a Polish calendar.

export const APP_TIME_ZONE = 'Europe/Warsaw';

/** Shown instead of a date that is missing or cannot be parsed. */
export const DATE_FALLBACK = 'Dawno';

export type DateInput = Date | string | number | null | undefined;

/** A moment as a Warsaw wall clock shows it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MS_PER_DAY = 86_400_000;

/** Parses a date input; null when missing or invalid. Empty strings count as missing. */
export function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const MS_PER_HOUR = 3_600_000;

/** The last Sunday of a month (1–12) of a year, at 01:00 UTC, in epoch ms. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Warsaw's offset from UTC at this instant: +2 h (CEST) from the last Sunday of March to the last
 * Sunday of October, both at 01:00 UTC, else +1 h (CET). The EU's rule, which Poland has kept
 * since 1996; `dates.test.ts` checks it against the tz database hour by hour over 1996–2045.
 *
 * Computed rather than asked of `Intl.DateTimeFormat`: the page's first Intl formatter starts ICU,
 * ~20 ms on a laptop and 60–100 ms on a phone (Chromium at 4× CPU slowdown), one long task on
 * every page that shows a date.
 */
export function warsawOffsetHours(date: Date): 1 | 2 {
  const at = date.getTime();
  const year = date.getUTCFullYear();
  return at >= lastSundayAtOneUtc(year, 3) && at < lastSundayAtOneUtc(year, 10) ? 2 : 1;
}

/** The Warsaw wall clock at this instant (CET/CEST), whatever the machine's time zone. */
export function warsawWallClock(date: Date): WallClock {
  const shifted = new Date(date.getTime() + warsawOffsetHours(date) * MS_PER_HOUR);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const wallClock = warsawWallClock;

/** Calendar-day number of a Warsaw wall-clock date, comparable across DST changes. */
export function warsawDayNumber(c: Pick<WallClock, 'year' | 'month' | 'day'>): number {
  return Math.round(Date.UTC(c.year, c.month - 1, c.day) / MS_PER_DAY);
}

const dayNumber = warsawDayNumber;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const time = (c: WallClock): string => `${pad(c.hour)}:${pad(c.minute)}`;

const fullDate = (c: WallClock): string => `${pad(c.day)}.${pad(c.month)}.${pad(c.year, 4)}`;

/** "Dzisiaj, HH:MM", "Wczoraj, HH:MM" or "DD.MM.YYYY, HH:MM" (Warsaw calendar); "Dawno" if invalid. */
export function formatRelativeDate(value: DateInput, now: Date = new Date()): string {
  const date = toValidDate(value);
  if (!date) return DATE_FALLBACK;
  const c = wallClock(date);
  const today = toValidDate(now);
  if (today) {
    const diff = dayNumber(wallClock(today)) - dayNumber(c);
    if (diff === 0) return `Dzisiaj, ${time(c)}`;
    if (diff === 1) return `Wczoraj, ${time(c)}`;
  }
  return `${fullDate(c)}, ${time(c)}`;
}

/** "DD.MM.YYYY" in Warsaw time; "Dawno" if invalid. */
export function formatDate(value: DateInput): string {
  const date = toValidDate(value);
  return date ? fullDate(wallClock(date)) : DATE_FALLBACK;
}

/** "DD.MM.YY" in Warsaw time; "Dawno" if invalid. */
export function formatShortDate(value: DateInput): string {
  const date = toValidDate(value);
  if (!date) return DATE_FALLBACK;
  const c = wallClock(date);
  return `${pad(c.day)}.${pad(c.month)}.${pad(c.year % 100)}`;
}
