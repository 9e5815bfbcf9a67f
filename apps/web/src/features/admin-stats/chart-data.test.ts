import { describe, expect, it } from 'vitest';
import type { UsageDay } from './api/get-usage.ts';
import { chartSummary, chartTable } from './chart-data.ts';
import { formatCost, formatUsd } from './format.ts';
import { periodRange } from './period.ts';

const totals = (key: string, calls: number, cost = 0, unpricedCalls = 0) => ({
  key,
  calls,
  cost,
  unpricedCalls,
});
const day = (date: string, byAction: ReturnType<typeof totals>[]): UsageDay => ({
  date,
  calls: byAction.reduce((sum, a) => sum + a.calls, 0),
  cost: byAction.reduce((sum, a) => sum + a.cost, 0),
  unpricedCalls: byAction.reduce((sum, a) => sum + a.unpricedCalls, 0),
  byAction,
  byModel: [],
});

describe('the usage charts’ data', () => {
  it('gives every day of the period a value and folds the smallest series into "Pozostałe"', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    const usage = [
      day(
        '2026-03-01',
        ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((key, i) => totals(key, 10 - i)),
      ),
      day('2026-03-03', [totals('G', 5)]),
    ];
    const table = chartTable(usage, days, 'byAction', 'calls');
    expect(table.series.map((s) => [s.label, s.values])).toEqual([
      ['A', [10, 0, 0]],
      ['B', [9, 0, 0]],
      ['G', [4, 0, 5]],
      ['C', [8, 0, 0]],
      ['D', [7, 0, 0]],
      ['Pozostałe', [11, 0, 0]],
    ]);
    expect(chartSummary(table, 'calls')).toBe('Razem 54 wywołania; najwięcej 01.03.2026: 49.');
  });

  it('never shows unpriced calls as free', () => {
    const table = chartTable([day('2026-03-01', [totals('X', 2, 0, 2)])], ['2026-03-01'], 'byAction', 'cost');
    expect(chartSummary(table, 'cost')).toBe(
      'Koszt nieznany: wywołania modeli bez ceny (2) nie mają kosztu.',
    );
    expect(formatCost(0, 2, 2)).toBe('bez ceny');
    expect(formatCost(0, 0, 0)).toBe(formatUsd(0));
    expect([0.0123, 0.000012, 12.5].map((v) => formatUsd(v).replace('\u00a0', ' '))).toEqual([
      '0,0123 $',
      '0,000012 $',
      '12,50 $',
    ]);
  });
});

describe('the dashboard’s periods', () => {
  it('run from a Warsaw midnight to the midnight after today, across a change of time', () => {
    // 30 March 2026, the day after summer time began.
    const { range, days } = periodRange(7, new Date('2026-03-30T08:00:00Z'));
    expect(range).toEqual({ from: '2026-03-23T23:00:00.000Z', to: '2026-03-30T22:00:00.000Z' });
    expect(days).toEqual([
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    // Late in the evening in Warsaw it is already tomorrow in UTC terms of the calendar.
    expect(periodRange(7, new Date('2026-03-30T22:30:00Z')).days.at(-1)).toBe('2026-03-31');
  });
});
