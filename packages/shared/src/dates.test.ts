import { describe, expect, it } from 'vitest';
import { APP_TIME_ZONE, formatDate, formatRelativeDate, formatShortDate, warsawWallClock } from './dates.ts';

describe('formatRelativeDate (Warsaw calendar)', () => {
  // 12:00 in Warsaw (CET, UTC+1).
  const now = new Date('2026-01-15T11:00:00Z');

  it('shows today with Warsaw time', () => {
    expect(formatRelativeDate('2026-01-15T07:05:00Z', now)).toBe('Dzisiaj, 08:05');
  });

  it('shows yesterday with Warsaw time', () => {
    expect(formatRelativeDate(new Date('2026-01-14T19:30:00Z'), now)).toBe('Wczoraj, 20:30');
  });

  it('shows older dates in full, zero-padded', () => {
    expect(formatRelativeDate(Date.parse('2026-01-13T08:09:00Z'), now)).toBe('13.01.2026, 09:09');
    expect(formatRelativeDate('2025-03-04T05:06:00Z', now)).toBe('04.03.2025, 06:06');
  });

  it('shows future dates in full', () => {
    expect(formatRelativeDate('2026-01-16T11:00:00Z', now)).toBe('16.01.2026, 12:00');
  });

  it('falls back to "Dawno" for missing or invalid values', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN, new Date('x')]) {
      expect(formatRelativeDate(value, now)).toBe('Dawno');
    }
  });

  it('uses Warsaw midnight, not UTC midnight', () => {
    // 00:30 on 16 January in Warsaw, still 15 January in UTC.
    const justAfterMidnight = new Date('2026-01-15T23:30:00Z');
    expect(formatRelativeDate('2026-01-15T22:59:00Z', justAfterMidnight)).toBe('Wczoraj, 23:59');
    expect(formatRelativeDate('2026-01-15T23:00:00Z', justAfterMidnight)).toBe('Dzisiaj, 00:00');
    // 23:59 on 14 January in Warsaw is two days before.
    expect(formatRelativeDate('2026-01-14T22:59:00Z', justAfterMidnight)).toBe('14.01.2026, 23:59');
  });

  it('crosses the year boundary', () => {
    const newYear = new Date('2026-01-01T08:00:00Z');
    expect(formatRelativeDate('2025-12-31T20:00:00Z', newYear)).toBe('Wczoraj, 21:00');
    expect(formatRelativeDate('2025-12-31T23:00:00Z', newYear)).toBe('Dzisiaj, 00:00');
  });

  it('handles the spring DST change (29 March 2026, 02:00 → 03:00)', () => {
    const now = new Date('2026-03-29T10:00:00Z'); // 12:00 CEST
    expect(formatRelativeDate('2026-03-29T00:59:00Z', now)).toBe('Dzisiaj, 01:59');
    expect(formatRelativeDate('2026-03-29T01:00:00Z', now)).toBe('Dzisiaj, 03:00');
    expect(formatRelativeDate('2026-03-28T23:00:00Z', now)).toBe('Dzisiaj, 00:00');
    expect(formatRelativeDate('2026-03-28T22:59:00Z', now)).toBe('Wczoraj, 23:59');
    // Next day after the change: Warsaw is UTC+2, so 22:00 UTC is already midnight.
    const nextDay = new Date('2026-03-30T06:00:00Z');
    expect(formatRelativeDate('2026-03-29T22:00:00Z', nextDay)).toBe('Dzisiaj, 00:00');
    expect(formatRelativeDate('2026-03-29T21:59:00Z', nextDay)).toBe('Wczoraj, 23:59');
  });

  it('handles the autumn DST change (25 October 2026, 03:00 → 02:00)', () => {
    const now = new Date('2026-10-25T12:00:00Z'); // 13:00 CET
    expect(formatRelativeDate('2026-10-25T00:30:00Z', now)).toBe('Dzisiaj, 02:30'); // CEST
    expect(formatRelativeDate('2026-10-25T01:30:00Z', now)).toBe('Dzisiaj, 02:30'); // CET
    expect(formatRelativeDate('2026-10-24T22:00:00Z', now)).toBe('Dzisiaj, 00:00');
    expect(formatRelativeDate('2026-10-24T21:59:00Z', now)).toBe('Wczoraj, 23:59');
    // Just after Warsaw midnight following the change (UTC+1 now).
    const afterMidnight = new Date('2026-10-25T23:05:00Z');
    expect(formatRelativeDate('2026-10-25T22:59:00Z', afterMidnight)).toBe('Wczoraj, 23:59');
    // The whole 25-hour day of 25 October is yesterday; 24 October is older.
    expect(formatRelativeDate('2026-10-24T22:30:00Z', afterMidnight)).toBe('Wczoraj, 00:30');
    expect(formatRelativeDate('2026-10-24T21:30:00Z', afterMidnight)).toBe('24.10.2026, 23:30');
  });
});

describe('formatShortDate and formatDate', () => {
  it('formats DD.MM.YY in Warsaw time', () => {
    expect(formatShortDate('2026-03-05T12:00:00Z')).toBe('05.03.26');
    expect(formatShortDate('2025-12-31T23:30:00Z')).toBe('01.01.26');
    expect(formatShortDate('2009-07-08T10:00:00Z')).toBe('08.07.09');
  });

  it('formats DD.MM.YYYY in Warsaw time', () => {
    expect(formatDate('2026-06-30T22:15:00Z')).toBe('01.07.2026');
  });

  it('falls back to "Dawno"', () => {
    expect(formatShortDate(null)).toBe('Dawno');
    expect(formatShortDate('garbage')).toBe('Dawno');
    expect(formatDate(undefined)).toBe('Dawno');
  });
});

describe('the Warsaw wall clock', () => {
  // The tz database's answer, as the app asked Intl for it before computing it (dates.ts).
  const tzdata = new Intl.DateTimeFormat('en-GB', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const fromTzdata = (date: Date) => {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
    for (const part of tzdata.formatToParts(date))
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    return {
      year: parts.year,
      month: parts.month,
      day: parts.day,
      hour: (parts.hour ?? 0) % 24,
      minute: parts.minute,
      second: parts.second,
    };
  };

  it('agrees with the tz database every hour from 1996 to 2045', () => {
    const differences: string[] = [];
    for (let at = Date.UTC(1996, 0, 1); at < Date.UTC(2046, 0, 1); at += 3_600_000) {
      // 20 min 34.567 s past each hour: minutes and seconds are compared too.
      const date = new Date(at + 1_234_567);
      const ours = warsawWallClock(date);
      const theirs = fromTzdata(date);
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) differences.push(date.toISOString());
    }
    expect(differences).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    // 2026: 29 March and 25 October.
    expect(warsawWallClock(new Date('2026-03-29T00:59:59Z'))).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(warsawWallClock(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ day: 29, hour: 3, minute: 0 });
    expect(warsawWallClock(new Date('2026-10-25T00:59:59Z'))).toMatchObject({ day: 25, hour: 2, minute: 59 });
    expect(warsawWallClock(new Date('2026-10-25T01:00:00Z'))).toMatchObject({ day: 25, hour: 2, minute: 0 });
    // The new year comes an hour before UTC's.
    expect(warsawWallClock(new Date('2026-12-31T23:30:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });
});
