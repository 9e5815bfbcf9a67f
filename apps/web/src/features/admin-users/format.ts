import { formatDate, formatRelativeDate } from '@kreda/shared/dates';

// How the admin's user pages write people, dates, numbers and dollars.

interface Person {
  email?: string | null;
  phone?: string | null;
  name?: string | null;
  surname?: string | null;
}

/** The account's address: e-mail, else phone (an SMS account has no e-mail). */
export const contactOf = (user: Person): string => user.email ?? user.phone ?? 'bez adresu';

/** First name and surname, or null when the account has neither. */
export const fullName = (user: Person): string | null =>
  [user.name, user.surname].filter(Boolean).join(' ') || null;

/** The plan in a few words: a subscription in force (paid or granted) or the free plan. */
export const planOf = (user: { isFreeSub: boolean }): string =>
  user.isFreeSub ? 'plan darmowy' : 'z subskrypcją';

/** "DD.MM.YYYY"; `none` for a moment that never happened. */
export const dateOr = (value: string | null | undefined, none: string): string =>
  value ? formatDate(value) : none;

/** "Dzisiaj, HH:MM" or "DD.MM.YYYY, HH:MM"; `none` for a moment that never happened. */
export const momentOr = (value: string | null | undefined, none: string): string =>
  value ? formatRelativeDate(value) : none;

const integer = new Intl.NumberFormat('pl-PL');

export const count = (value: number): string => integer.format(value);

/**
 * US dollars (the providers bill in them): whole cents for sums from a dollar up, more digits below
 * it, so a call costing a tenth of a cent is never shown as $0.00.
 */
export function usd(value: number): string {
  const digits = value === 0 || Math.abs(value) >= 1 ? 2 : Math.abs(value) >= 0.01 ? 4 : 6;
  return new Intl.NumberFormat('pl-PL', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  }).format(value);
}

/** The cost of a group of AI calls: dollars, and the calls of unpriced models named, never "free". */
export function costOf(totals: { cost: number; calls: number; unpricedCalls: number }): string {
  if (totals.calls > 0 && totals.unpricedCalls === totals.calls) return 'bez ceny';
  const unpriced = totals.unpricedCalls ? ` + ${count(totals.unpricedCalls)} bez ceny` : '';
  return `${usd(totals.cost)}${unpriced}`;
}
