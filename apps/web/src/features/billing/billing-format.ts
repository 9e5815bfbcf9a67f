import { toValidDate } from '@kreda/shared/dates';
import type { BillingInterval } from '@kreda/shared/enums';

// The Polish words and numbers of the billing pages, pure so each is tested on its own. Prices are
// gross złoty; dates are read in Warsaw time.

let moneyFormat: Intl.NumberFormat | null = null;

/** "29,99 zł" (a whole amount keeps its grosze: prices are compared side by side). */
export function money(amount: number): string {
  moneyFormat ??= new Intl.NumberFormat('pl-PL', {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 2,
  });
  return moneyFormat.format(amount);
}

let longDate: Intl.DateTimeFormat | null = null;

/** "12 grudnia 2026"; an empty string for a missing or unreadable date. */
export function dateInWords(value: string | null | undefined): string {
  const date = toValidDate(value ?? null);
  if (!date) return '';
  longDate ??= new Intl.DateTimeFormat('pl-PL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  });
  return longDate.format(date);
}

export const PERIODS: readonly BillingInterval[] = ['month', 'month_3', 'month_12'];

export const MONTHS: Record<BillingInterval, number> = { month: 1, month_3: 3, month_12: 12 };

/** What the price of a period covers: "za miesiąc", "za 3 miesiące", "za 12 miesięcy". */
export const PERIOD_PRICE_WORDS: Record<BillingInterval, string> = {
  month: 'za miesiąc',
  month_3: 'za 3 miesiące',
  month_12: 'za 12 miesięcy',
};

export interface PlanPrices {
  price: number;
  price3m: number;
  price12m: number;
}

export function priceFor(plan: PlanPrices, period: BillingInterval): number {
  if (period === 'month_3') return plan.price3m;
  if (period === 'month_12') return plan.price12m;
  return plan.price;
}

/** Whole percent saved against paying monthly for the same months; 0 when nothing is saved. */
export function savingPercent(plan: PlanPrices, period: BillingInterval): number {
  const monthly = plan.price * MONTHS[period];
  if (period === 'month' || monthly <= 0) return 0;
  return Math.max(0, Math.round((1 - priceFor(plan, period) / monthly) * 100));
}

/** "9,99 zł miesięcznie" for a 3- or 12-month price (rounded down to the grosz, never more). */
export function perMonth(plan: PlanPrices, period: BillingInterval): string {
  const months = MONTHS[period];
  return `${money(Math.floor((priceFor(plan, period) / months) * 100) / 100)} miesięcznie`;
}

export interface PaymentCard {
  card_brand: string;
  card_last4: string;
  exp_month: number;
  exp_year: number;
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

/** "Visa •••• 4242, ważna do 12/2030" (the usage page has its own copy: features stay apart). */
export function cardText(card: PaymentCard): string {
  const id = card.card_brand.trim().toLowerCase();
  const brand = CARD_BRANDS[id] ?? (id ? id.charAt(0).toUpperCase() + id.slice(1) : 'Karta');
  return `${brand} •••• ${card.card_last4}, ważna do ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

/** A limit in words: "30 wiadomości dziennie" from the label and limitDisplay the plan carries. */
export function limitInWords(limit: {
  label: string;
  limitDisplay: string;
  limit: { type: string };
}): string {
  if (limit.limit.type === 'NONE') return `${limit.label}: niedostępne`;
  const display = limit.limitDisplay.trim();
  if (limit.limit.type === 'UNLIMITED' && !display) return `${limit.label}: bez limitu`;
  return display ? `${limit.label}: ${display}` : limit.label;
}
