import { describe, expect, it } from 'vitest';
import { addDays, streaksOf, warsawDay } from './days.ts';

describe('Warsaw study days', () => {
  it('counts a session at 23:30 Warsaw time for that day, in winter and in summer', () => {
    // 23:30 CET is 22:30 UTC; 23:30 CEST is 21:30 UTC.
    expect(warsawDay(new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15');
    expect(warsawDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(warsawDay(new Date('2026-07-15T21:30:00Z'))).toBe('2026-07-15');
    expect(warsawDay(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('steps over month, year and DST boundaries by calendar days', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});

describe('streaks', () => {
  it('is zero with no study days', () => {
    expect(streaksOf([], '2026-05-10')).toEqual({ current: 0, longest: 0 });
  });

  it('keeps a run ending yesterday until today is over, and breaks it after a missed day', () => {
    const days = ['2026-05-07', '2026-05-08', '2026-05-09'];
    expect(streaksOf(days, '2026-05-09')).toEqual({ current: 3, longest: 3 });
    expect(streaksOf(days, '2026-05-10')).toEqual({ current: 3, longest: 3 });
    expect(streaksOf(days, '2026-05-11')).toEqual({ current: 0, longest: 3 });
  });

  it('counts the current run apart from a longer one before a gap, repeats once', () => {
    const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-03', '2026-05-05', '2026-05-06'];
    expect(streaksOf(days, '2026-05-06')).toEqual({ current: 2, longest: 3 });
  });
});
