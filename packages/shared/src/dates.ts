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

const warsawFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

const MS_PER_DAY = 86_400_000;

/** Parses a date input; null when missing or invalid. Empty strings count as missing. */
export function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Warsaw wall clock at this instant (CET/CEST), whatever the machine's time zone. */
export function warsawWallClock(date: Date): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of warsawFormat.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines render midnight as 24 even with h23; normalise defensively.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
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
