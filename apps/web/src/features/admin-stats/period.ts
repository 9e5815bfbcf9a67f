import { warsawWallClock } from '@kreda/shared/dates';

// The dashboard's periods: the last 7, 30 or 90 Warsaw calendar days, today included. The range
// ends at the next midnight, so it stays the same all day (one cache entry, one CSV file name).

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** The period of a `?okres=` value; the default for anything else. */
export function periodParam(value: string | null): Period {
  return PERIODS.find((period) => String(period) === value) ?? DEFAULT_PERIOD;
}

/** Warsaw's offset from UTC at this instant, in milliseconds (+1 h in winter, +2 h in summer). */
function warsawOffset(instant: number): number {
  const c = warsawWallClock(new Date(instant));
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000;
}

/** 00:00 Warsaw time of a calendar day (the day may overflow, as in Date.UTC). */
function warsawMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Midnight is never inside a Polish DST gap (changes happen at 02:00/03:00): two passes settle.
  let instant = wall - warsawOffset(wall);
  instant = wall - warsawOffset(instant);
  return new Date(instant);
}

const isoDay = (utc: number) => new Date(utc).toISOString().slice(0, 10);

export interface PeriodRange {
  /** From the first day's midnight (inclusive) to the midnight after today (exclusive), ISO. */
  range: { from: string; to: string };
  /** Every day of the period as RRRR-MM-DD, oldest first (the server names days the same way). */
  days: string[];
}

export function periodRange(period: Period, now: Date = new Date()): PeriodRange {
  const c = warsawWallClock(now);
  const days = Array.from({ length: period }, (_, i) =>
    isoDay(Date.UTC(c.year, c.month - 1, c.day - (period - 1) + i)),
  );
  return {
    range: {
      from: warsawMidnight(c.year, c.month, c.day - (period - 1)).toISOString(),
      to: warsawMidnight(c.year, c.month, c.day + 1).toISOString(),
    },
    days,
  };
}
