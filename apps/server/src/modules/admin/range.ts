import { badInput } from '../../core/domain-error.ts';
import type { StatsRange } from '../usage/index.ts';

/** A range as the API takes it (DateTime inputs arrive parsed, but the type allows ISO text). */
export type RangeInput = { from?: Date | string | null; to?: Date | string | null } | null | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest range statistics are read for: a year, with a leap day. */
export const MAX_RANGE_DAYS = 366;
/** Without dates: the last 30 days up to now. */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * The range of an admin statistics question: the last 30 days by default, else `from` to `to`
 * (either may be left out), never backwards, never over a year. Polish messages per field.
 */
export function statsRange(input: RangeInput, now = new Date()): StatsRange {
  const to = input?.to ? new Date(input.to) : now;
  const from = input?.from ? new Date(input.from) : new Date(to.getTime() - DEFAULT_RANGE_DAYS * DAY_MS);
  if (from.getTime() >= to.getTime()) {
    throw badInput({ from: 'Początek okresu musi być przed jego końcem.' });
  }
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw badInput({ from: `Okres może mieć najwyżej ${MAX_RANGE_DAYS} dni.` });
  }
  return { from, to };
}

/** `now` less whole days. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
