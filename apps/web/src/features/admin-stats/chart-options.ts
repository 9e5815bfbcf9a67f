import type uPlot from 'uplot';
import { type ChartTable, formatMeasure, type Measure } from './chart-data.ts';
import { shortDay } from './format.ts';

// uPlot's settings for a usage chart: days along the bottom (their index, labelled "7.03"), the
// calls or dollars up the side from zero, a bar a day stacked by series (the first series at the
// bottom), no legend or zoom of its own (the page shows the legend and the table). Types only
// here: uPlot itself loads with the chart and hands its bar drawing in.

export const CHART_HEIGHT = 220;

/**
 * Series colours as Tailwind classes (each a light-dark pair of the palette): the legend's
 * swatches use them and the canvas reads the same colours from them, so both follow the scheme.
 */
export const SERIES_COLORS = [
  'bg-sky-700',
  'bg-orange-600',
  'bg-emerald-600',
  'bg-fuchsia-700',
  'bg-amber-500',
  'bg-slate-500',
] as const;

export interface ChartColors {
  axis: string;
  grid: string;
  series: readonly string[];
}

/** Whole steps for counts (never "0,5 wywołania"); dollars use uPlot's own steps. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

/**
 * Each day's running sums, the last series' (the whole bar) first: uPlot draws series in order, so
 * every shorter sum covers the bottom of the one before and each series shows as its own segment.
 */
export function uplotData(table: ChartTable): uPlot.AlignedData {
  let running = table.days.map(() => 0);
  const sums = table.series.map((series) => {
    running = running.map((sum, i) => sum + (series.values[i] ?? 0));
    return running;
  });
  return [table.days.map((_, i) => i), ...sums.reverse()];
}

export function uplotOptions(
  table: ChartTable,
  measure: Measure,
  width: number,
  colors: ChartColors,
  bars: uPlot.Series.PathBuilder,
): uPlot.Options {
  const lines = { stroke: colors.grid, width: 1 };
  const last = table.days.length - 1;
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: () => [-0.5, last + 0.5] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        stroke: colors.axis,
        grid: { show: false },
        ticks: lines,
        space: 44,
        incrs: [1, 2, 7, 14, 30],
        values: (_u, splits) => splits.map((i) => shortDay(table.days[i] ?? '')),
      },
      {
        stroke: colors.axis,
        grid: lines,
        ticks: lines,
        size: measure === 'cost' ? 72 : 48,
        ...(measure === 'calls' ? { incrs: COUNT_STEPS } : {}),
        values: (_u, splits) => splits.map((value) => formatMeasure(value, measure)),
      },
    ],
    series: [
      {},
      ...table.series
        .map((series, i) => {
          const color = colors.series[i % colors.series.length];
          return {
            label: series.label,
            stroke: color,
            fill: color,
            width: 0,
            paths: bars,
            points: { show: false },
          };
        })
        .reverse(),
    ],
  };
}
