import { type DateInput, toValidDate, warsawDayNumber, warsawWallClock } from '@kreda/shared/dates';
import type { LimitInterval, LimitType } from '../../gql/graphql.ts';

// The Polish words of the usage page, kept pure so each wording is tested on its own. Periods
// follow the Polish calendar (see the server's usage/periods.ts), so dates are read in Warsaw time.

/** What the page needs of one action's usage (a UsageItem of getSubscriptionUsage). */
export interface UsageFigures {
  limit: number | null;
  limitType: LimitType;
  limitInterval: LimitInterval;
  usage: number;
  remaining: number | null;
  renewsAt: string;
}

/** How close an action is to its limit; `near` and `full` are shown in words, not only colour. */
export type UsageLevel = 'unavailable' | 'unlimited' | 'ok' | 'near' | 'full';

/** The current period, as it ends the sentence "Wykorzystano 3 z 30 …". */
export const PERIOD_WORDS: Record<LimitInterval, string> = {
  DAY: 'dziś',
  MONTH: 'w tym miesiącu',
  YEAR: 'w tym roku',
};

export const LEVEL_TEXT: Partial<Record<UsageLevel, string>> = {
  near: 'Blisko limitu',
  full: 'Limit wyczerpany',
  unlimited: 'Bez limitu',
  unavailable: 'Niedostępne w Twoim planie',
};

/** Polish plural: 1 użycie, 2–4 użycia (but 12–14 użyć), 5+ użyć. */
export function pluralPl(n: number, one: string, few: string, many: string): string {
  const abs = Math.abs(n);
  if (abs === 1) return one;
  const lastTwo = abs % 100;
  const last = abs % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

const isFew = (n: number) => pluralPl(n, 'one', 'few', 'many') === 'few';

/** The limit of a NUMBER action (0 when missing). */
export function limitOf(item: UsageFigures): number {
  return Math.max(0, item.limit ?? 0);
}

/** What is left in the period, never below zero (a lowered limit can leave usage above it). */
export function remainingOf(item: UsageFigures): number {
  return Math.max(0, item.remaining ?? limitOf(item) - item.usage);
}

export function usageLevel(item: UsageFigures): UsageLevel {
  if (item.limitType === 'NONE') return 'unavailable';
  if (item.limitType === 'UNLIMITED') return 'unlimited';
  const limit = limitOf(item);
  const remaining = remainingOf(item);
  if (remaining === 0) return 'full';
  // The last fifth of the limit (at least the last use), once something has been used.
  if (item.usage > 0 && remaining <= Math.ceil(limit * 0.2)) return 'near';
  return 'ok';
}

/** "Wykorzystano 3 z 30 dziś"; without a limit "Wykorzystano 12 w tym miesiącu". */
export function usedText(item: UsageFigures): string {
  const period = PERIOD_WORDS[item.limitInterval];
  if (item.limitType === 'NUMBER') return `Wykorzystano ${item.usage} z ${limitOf(item)} ${period}`;
  return `Wykorzystano ${item.usage} ${period}`;
}

/** "Zostało 1 użycie", "Zostały 3 użycia", "Zostało 27 użyć". */
export function remainingText(remaining: number): string {
  const verb = isFew(remaining) ? 'Zostały' : 'Zostało';
  return `${verb} ${remaining} ${pluralPl(remaining, 'użycie', 'użycia', 'użyć')}`;
}

/** The progress bar's spoken value: "Wykorzystano 3 z 30 dziś, zostało 27 użyć". */
export function progressValueText(item: UsageFigures): string {
  const left = remainingText(remainingOf(item));
  return `${usedText(item)}, ${left.charAt(0).toLowerCase()}${left.slice(1)}`;
}

/** Share of the limit used, 0–100 (a zero limit counts as used up). */
export function usedPercent(item: UsageFigures): number {
  const limit = limitOf(item);
  if (limit === 0) return 100;
  return Math.min(100, Math.round((item.usage / limit) * 100));
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

/** The card that pays for the plan: "Visa •••• 4242, ważna do 12/2030" (Stripe's brand ids in words). */
export function cardText(card: {
  card_brand: string;
  card_last4: string;
  exp_month: number;
  exp_year: number;
}): string {
  const id = card.card_brand.trim().toLowerCase();
  const brand = CARD_BRANDS[id] ?? (id ? id.charAt(0).toUpperCase() + id.slice(1) : 'Karta');
  return `${brand} •••• ${card.card_last4}, ważna do ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

const wallClock = warsawWallClock;
/** Days between two Warsaw calendar dates, unaffected by DST changes. */
const dayNumber = warsawDayNumber;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a limit renews, in Warsaw time: "Odnowi się jutro o 00:00", "Odnowi się dziś o 18:00" or
 * "Odnowi się 1.12.2026" (periods start at midnight, so the hour is named only when it is not).
 * Null for a missing or unreadable date.
 */
export function renewalText(renewsAt: DateInput, now: Date = new Date()): string | null {
  const date = toValidDate(renewsAt);
  if (!date) return null;
  // Figures read before the period ended (a page left open past midnight) until the next read.
  if (date.getTime() <= now.getTime()) return 'Limit już się odnowił';
  const at = wallClock(date);
  const hour = `${pad(at.hour)}:${pad(at.minute)}`;
  const days = dayNumber(at) - dayNumber(wallClock(now));
  if (days === 0) return `Odnowi się dziś o ${hour}`;
  if (days === 1) return `Odnowi się jutro o ${hour}`;
  const day = `${at.day}.${pad(at.month)}.${at.year}`;
  return at.hour === 0 && at.minute === 0 ? `Odnowi się ${day}` : `Odnowi się ${day} o ${hour}`;
}
