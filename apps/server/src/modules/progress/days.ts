import { warsawWallClock } from '@kreda/shared/dates';

/**
 * Study days are Warsaw calendar days written `YYYY-MM-DD` (ADR 025): a session that ends at 23:30
 * Warsaw time counts for that day, whatever the server's zone.
 */
export function warsawDay(at: Date): string {
  const c = warsawWallClock(at);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

/** The calendar day `days` after `day` (negative: before); calendar arithmetic, no time zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface Streaks {
  /** Consecutive study days ending today, or yesterday while today is not over. */
  current: number;
  longest: number;
}

/** The current and the longest run of consecutive days among `days` (any order, repeats allowed). */
export function streaksOf(days: readonly string[], today: string): Streaks {
  // Days after `today` (a clock set back, a session dated ahead) are not part of any streak yet.
  const sorted = [...new Set(days)].filter((day) => day <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of sorted) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  // `run` is the run ending at the last study day; it is current only if that day is today or yesterday.
  const current = previous === today || previous === addDays(today, -1) ? run : 0;
  return { current, longest };
}
