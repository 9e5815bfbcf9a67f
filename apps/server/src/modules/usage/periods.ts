import { warsawWallClock } from '@kreda/shared/dates';
import type { LimitInterval } from '@kreda/shared/enums';

/**
 * Limit periods follow the Polish calendar: a DAY starts at 00:00 Europe/Warsaw, a MONTH on its
 * 1st and a YEAR on 1 January, at 00:00 Warsaw time (CET/CEST, so 23:00 or 22:00 UTC the day
 * before). Computed here in JS, never in SQL, so the database's time zone setting plays no part.
 */

const wallClock = warsawWallClock;

/** Warsaw's offset from UTC at this instant, in milliseconds (+1 h in winter, +2 h in summer). */
function warsawOffset(instant: number): number {
  const c = wallClock(new Date(instant));
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of 00:00 Warsaw time on this calendar day (month and day may overflow, as in Date.UTC). */
function warsawMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Midnight is never inside a Polish DST gap (changes happen at 02:00/03:00), so two passes settle.
  let instant = wall - warsawOffset(wall);
  instant = wall - warsawOffset(instant);
  return new Date(instant);
}

/** Start of the period of `interval` that contains `now`. */
export function periodStart(interval: LimitInterval, now: Date): Date {
  const c = wallClock(now);
  if (interval === 'DAY') return warsawMidnight(c.year, c.month, c.day);
  if (interval === 'MONTH') return warsawMidnight(c.year, c.month, 1);
  return warsawMidnight(c.year, 1, 1);
}

/** Start of the next period: when a limit of `interval` renews. */
export function nextPeriodStart(interval: LimitInterval, now: Date): Date {
  const c = wallClock(now);
  if (interval === 'DAY') return warsawMidnight(c.year, c.month, c.day + 1);
  if (interval === 'MONTH') return warsawMidnight(c.year, c.month + 1, 1);
  return warsawMidnight(c.year + 1, 1, 1);
}

/** Polish words of a renewal for messages: "jutro o 00:00" or "01.12.2026 o 00:00". */
export function renewalText(renewsAt: Date, now: Date): string {
  const tomorrow = nextPeriodStart('DAY', now);
  if (renewsAt.getTime() === tomorrow.getTime()) return 'jutro o 00:00';
  const c = wallClock(renewsAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(c.day)}.${pad(c.month)}.${c.year} o ${pad(c.hour)}:${pad(c.minute)}`;
}
