import type { UsageDay } from './api/get-usage.ts';
import { callsWord, formatCount, formatUsd, fullDay } from './format.ts';

// What a usage chart shows, as plain data: one series per action or model (the largest few, the
// rest summed as "Pozostałe"), one value per day of the period, days without calls at zero. The
// canvas draws it and the table beside the chart lists it, so both always say the same.

export type Measure = 'calls' | 'cost';
export type Split = 'byAction' | 'byModel';

export interface ChartSeries {
  label: string;
  values: number[];
  total: number;
}

export interface ChartTable {
  days: readonly string[];
  series: ChartSeries[];
  /** Calls of models without a price in the period: outside any cost shown. */
  unpricedCalls: number;
}

/** Series drawn one by one; more keys than this share the last line. */
const MAX_SERIES = 6;
const OTHERS = 'Pozostałe';

export function chartTable(
  usage: readonly UsageDay[],
  days: readonly string[],
  split: Split,
  measure: Measure,
): ChartTable {
  const index = new Map(days.map((day, i) => [day, i]));
  const byKey = new Map<string, number[]>();
  let unpricedCalls = 0;
  for (const day of usage) {
    const at = index.get(day.date);
    if (at === undefined) continue;
    unpricedCalls += day.unpricedCalls;
    for (const group of day[split]) {
      const label = group.key || 'bez nazwy';
      const values = byKey.get(label) ?? days.map(() => 0);
      values[at] = (values[at] ?? 0) + (measure === 'calls' ? group.calls : group.cost);
      byKey.set(label, values);
    }
  }
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const all = [...byKey]
    .map(([label, values]) => ({ label, values, total: sum(values) }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, 'pl'));
  if (all.length <= MAX_SERIES) return { days, series: all, unpricedCalls };
  const rest = all.slice(MAX_SERIES - 1);
  const values = days.map((_, i) => sum(rest.map((series) => series.values[i] ?? 0)));
  return {
    days,
    series: [...all.slice(0, MAX_SERIES - 1), { label: OTHERS, values, total: sum(values) }],
    unpricedCalls,
  };
}

/** A value as the chart's table and axis show it. */
export function formatMeasure(value: number, measure: Measure): string {
  return measure === 'calls' ? formatCount(value) : formatUsd(value);
}

/** The chart in one sentence, for its caption: the total and the busiest day. */
export function chartSummary(table: ChartTable, measure: Measure): string {
  const perDay = table.days.map((_, i) => table.series.reduce((a, s) => a + (s.values[i] ?? 0), 0));
  const total = perDay.reduce((a, b) => a + b, 0);
  if (total === 0 && measure === 'cost' && table.unpricedCalls > 0) {
    return `Koszt nieznany: wywołania modeli bez ceny (${formatCount(table.unpricedCalls)}) nie mają kosztu.`;
  }
  if (total === 0) {
    return measure === 'calls'
      ? `Brak wywołań AI w ostatnich ${table.days.length} dniach.`
      : `Brak kosztów AI w ostatnich ${table.days.length} dniach.`;
  }
  const peak = perDay.indexOf(Math.max(...perDay));
  const peakDay = table.days[peak] ?? '';
  const head =
    measure === 'calls'
      ? `Razem ${callsWord(total)}; najwięcej ${fullDay(peakDay)}: ${formatCount(perDay[peak] ?? 0)}.`
      : `Razem ${formatUsd(total)}; najwięcej ${fullDay(peakDay)}: ${formatUsd(perDay[peak] ?? 0)}.`;
  return measure === 'cost' && table.unpricedCalls > 0
    ? `${head} Koszt nie obejmuje wywołań modeli bez ceny: ${formatCount(table.unpricedCalls)}.`
    : head;
}
