import { pluralPl } from '@kreda/shared/form-messages';

// Numbers of the admin statistics in Polish: counts with spaces between thousands, dollars with
// enough digits that a small sum never reads as nothing.

const integer = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0 });
const usd = (options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('pl-PL', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    ...options,
  });
const DOLLARS = usd({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const CENTS = usd({ minimumFractionDigits: 4, maximumFractionDigits: 4 });
const FRACTIONS = usd({ maximumSignificantDigits: 2 });

/** "12 345". */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** "12,50 $", "0,0123 $", "0,000012 $" (two significant digits below a cent), "0,00 $". */
export function formatUsd(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1 || abs === 0) return DOLLARS.format(value);
  if (abs >= 0.01) return CENTS.format(value);
  return FRACTIONS.format(value);
}

/**
 * The cost of a group of calls: dollars of the priced ones, or "bez ceny" when every call was of a
 * model without a price (such a call is not free: its cost is unknown).
 */
export function formatCost(cost: number, calls: number, unpricedCalls: number): string {
  return calls > 0 && unpricedCalls >= calls ? 'bez ceny' : formatUsd(cost);
}

/** "1 wywołanie", "3 wywołania", "5 wywołań". */
export function callsWord(n: number): string {
  return `${formatCount(n)} ${pluralPl(n, 'wywołanie', 'wywołania', 'wywołań')}`;
}

/** "1 wiersz", "2 wiersze", "5 wierszy". */
export function rowsWord(n: number): string {
  return `${formatCount(n)} ${pluralPl(n, 'wiersz', 'wiersze', 'wierszy')}`;
}

/** "7.03" of "2026-03-07": a day on a chart's axis. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)}.${month}`;
}

/** "07.03.2026" of "2026-03-07". */
export function fullDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
