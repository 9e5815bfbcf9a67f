import type { Deps } from '../../core/deps.ts';
import { aiCallBreakdown, BREAKDOWN_MAX_ROWS } from '../usage/index.ts';
import { type RangeInput, statsRange } from './range.ts';

const HEADER = [
  'date',
  'action',
  'model',
  'user_id',
  'calls',
  'tokens_prompt',
  'tokens_output',
  'cost_usd',
  'unpriced_calls',
];

/**
 * One CSV cell: quoted when it holds a separator, quote or line break, and a leading = + - @ is
 * defused with an apostrophe so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The admin's export of AI usage: one row per Warsaw day, action, model and user in the range (the
 * same filters as `getAggregatedUsage`), dollars with 8 decimals, comma-separated with a header.
 */
export async function usageCsv(
  deps: Pick<Deps, 'db'>,
  input: {
    range?: RangeInput;
    action?: string | null;
    model?: string | null;
    userId?: string | null;
  },
) {
  const range = statsRange(input.range);
  const rows = await aiCallBreakdown(deps.db, range, input);
  const lines = [
    HEADER.join(','),
    ...rows.map((row) =>
      [
        row.date,
        row.action,
        row.model,
        row.userId,
        row.calls,
        row.promptTokens,
        row.outputTokens,
        row.cost.toFixed(8),
        row.unpricedCalls,
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    filename: `kreda-uzycie-ai-${day(range.from)}-${day(range.to)}.csv`,
    content: `${lines.join('\r\n')}\r\n`,
    rows: rows.length,
    truncated: rows.length >= BREAKDOWN_MAX_ROWS,
  };
}
