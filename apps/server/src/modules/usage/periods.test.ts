import { describe, expect, it } from 'vitest';
import { nextPeriodStart, periodStart, renewalText } from './periods.ts';

const at = (iso: string) => new Date(iso);

describe('limit periods in Warsaw time', () => {
  it('starts a day at 00:00 in Warsaw, in winter (UTC+1) and summer (UTC+2)', () => {
    expect(periodStart('DAY', at('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(periodStart('DAY', at('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // 23:30 UTC is already the next day in Warsaw.
    expect(periodStart('DAY', at('2026-01-15T23:30:00Z')).toISOString()).toBe('2026-01-15T23:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: CET → CEST at 02:00, a 23-hour day.
    const spring = at('2026-03-29T12:00:00Z');
    expect(periodStart('DAY', spring).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(nextPeriodStart('DAY', spring).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: CEST → CET at 03:00, a 25-hour day.
    const autumn = at('2026-10-25T12:00:00Z');
    expect(periodStart('DAY', autumn).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(nextPeriodStart('DAY', autumn).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('starts months and years on their first day, rolling over December', () => {
    const now = at('2026-12-31T22:59:59Z'); // 23:59:59 on 31 December in Warsaw
    expect(periodStart('MONTH', now).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(nextPeriodStart('MONTH', now).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(periodStart('YEAR', now).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(nextPeriodStart('YEAR', now).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(periodStart('MONTH', at('2026-07-01T00:00:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('words the renewal for messages', () => {
    const now = at('2026-11-22T10:00:00Z');
    expect(renewalText(nextPeriodStart('DAY', now), now)).toBe('jutro o 00:00');
    expect(renewalText(nextPeriodStart('MONTH', now), now)).toBe('01.12.2026 o 00:00');
    expect(renewalText(nextPeriodStart('YEAR', now), now)).toBe('01.01.2027 o 00:00');
  });
});
