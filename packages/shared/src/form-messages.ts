// Polish validation messages shared by web forms and server input validation.
import { type DateInput, formatDate } from './dates.ts';

/**
 * Polish noun form for a count: `one` for exactly 1, `few` when the last digit is 2–4 but the
 * last two digits are not 12–14, `many` otherwise (0, 5–21, 25…). Meant for integers.
 */
export function pluralPl(n: number, one: string, few: string, many: string): string {
  const abs = Math.abs(Math.trunc(n));
  if (abs === 1 && Number.isInteger(n)) return one;
  const lastDigit = abs % 10;
  const lastTwo = abs % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

/** Number with a Polish decimal comma ("2,5"). */
const formatNumber = (n: number): string => String(n).replace('.', ',');

const characters = (n: number): string => `${formatNumber(n)} ${pluralPl(n, 'znak', 'znaki', 'znaków')}`;

/** "Minimalna długość to 8 znaków". */
export function minLength(n: number): string {
  return `Minimalna długość to ${characters(n)}`;
}

/** "Maksymalna długość to 255 znaków". */
export function maxLength(n: number): string {
  return `Maksymalna długość to ${characters(n)}`;
}

export function minNumber(n: number): string {
  return `Minimalna wartość to ${formatNumber(n)}`;
}

export function maxNumber(n: number): string {
  return `Maksymalna wartość to ${formatNumber(n)}`;
}

/** "Data nie może być wcześniejsza niż DD.MM.YYYY" (Warsaw calendar). */
export function minDate(d: DateInput): string {
  return `Data nie może być wcześniejsza niż ${formatDate(d)}`;
}

/** "Data nie może być późniejsza niż DD.MM.YYYY" (Warsaw calendar). */
export function maxDate(d: DateInput): string {
  return `Data nie może być późniejsza niż ${formatDate(d)}`;
}

export const FORM_MESSAGES = {
  required: 'Wymagane',
  invalid: 'Nieprawidłowe dane',
  invalidEmail: 'Nieprawidłowy adres e-mail',
  minLength,
  maxLength,
  minNumber,
  maxNumber,
  minDate,
  maxDate,
} as const;
