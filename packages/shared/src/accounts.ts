// Account rules shared by the web forms and the server: the same checks, the same Polish messages.
import { FORM_MESSAGES, pluralPl } from './form-messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 50;
export const SURNAME_MAX_LENGTH = 80;
/** Verification codes (e-mail, SMS, password reset) have exactly this many digits. */
export const CODE_LENGTH = 6;
/** Minutes a code stays valid. */
export const CODE_TTL_MINUTES = 10;
/** Wrong guesses allowed per code; after that a new code must be requested. */
export const CODE_MAX_ATTEMPTS = 5;

/** Trimmed and lower-cased: the form in which e-mails are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/*
 * Deliberately simple, the real check is the code we send: one @, no spaces, and a domain that
 * mail can reach: labels joined by single dots, ending in a top-level domain of two or more
 * letters (or its punycode form). So `ala@kreda.` (a trailing dot) and `ala@kreda` (no top-level
 * domain) are refused before anyone waits for a code that can never arrive.
 */
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+(?:\p{L}{2,}|xn--[\p{L}\d-]+)$/u;

/** Polish message for a bad e-mail, or null when it is acceptable. */
export function emailProblem(email: string): string | null {
  const value = normalizeEmail(email);
  if (!value) return FORM_MESSAGES.required;
  if (value.length > EMAIL_MAX_LENGTH) return FORM_MESSAGES.maxLength(EMAIL_MAX_LENGTH);
  return EMAIL_PATTERN.test(value) ? null : FORM_MESSAGES.invalidEmail;
}

/**
 * Polish message for a password that breaks the length rule, or null. There are no composition
 * rules (NIST SP 800-63B); the server also refuses passwords from a list of common ones.
 */
export function passwordProblem(password: string): string | null {
  if (!password) return FORM_MESSAGES.required;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return FORM_MESSAGES.minLength(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) return FORM_MESSAGES.maxLength(PASSWORD_MAX_LENGTH);
  return null;
}

export const COMMON_PASSWORD_MESSAGE =
  'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne, np. kilka przypadkowych słów.';

/** Polish message for a code that is not six digits, or null. */
export function codeProblem(code: string): string | null {
  const value = code.replace(/\s+/g, '');
  if (!value) return FORM_MESSAGES.required;
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value) ? null : `Kod musi mieć ${CODE_LENGTH} cyfr`;
}

/**
 * A phone number in E.164 (`+48601234567`), or null when it is not a valid number. A Polish
 * number may be written without the prefix, with spaces or dashes, or with 0048.
 */
export function normalizePhone(input: string): string | null {
  let value = input.trim().replace(/[\s\-().]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  if (/^\d{9}$/.test(value)) value = `+48${value}`;
  if (!/^\+[1-9]\d{7,14}$/.test(value)) return null;
  // Polish numbers have exactly nine digits after +48.
  if (value.startsWith('+48') && value.length !== 12) return null;
  return value;
}

export const PHONE_INVALID_MESSAGE = 'Nieprawidłowy numer telefonu';

/** `+48 601 234 567` for display. */
export function formatPhone(phone: string): string {
  const match = /^\+48(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `+48 ${match[1]} ${match[2]} ${match[3]}` : phone;
}

/** Avatars a user can pick: a colour and an emblem, drawn by the web app. */
export const AVATARS = [
  { id: 'sowa', label: 'Sowa' },
  { id: 'lis', label: 'Lis' },
  { id: 'kot', label: 'Kot' },
  { id: 'pies', label: 'Pies' },
  { id: 'zolw', label: 'Żółw' },
  { id: 'rakieta', label: 'Rakieta' },
  { id: 'gwiazda', label: 'Gwiazda' },
  { id: 'ksiazka', label: 'Książka' },
] as const;
export type AvatarId = (typeof AVATARS)[number]['id'];

export function isAvatarId(value: unknown): value is AvatarId {
  return typeof value === 'string' && AVATARS.some((a) => a.id === value);
}

/** Onboarding answers bounds. */
export const ONBOARDING_MAX_EXAMS = 3;
export const ONBOARDING_MIN_SUBJECTS = 1;

/** "za 15 minut", "za 1 minutę", "za 30 sekund": when a rate-limited action may be tried again. */
export function retryAfterText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `za ${s} ${pluralPl(s, 'sekundę', 'sekundy', 'sekund')}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 120) return `za ${minutes} ${pluralPl(minutes, 'minutę', 'minuty', 'minut')}`;
  const hours = Math.ceil(minutes / 60);
  return `za ${hours} ${pluralPl(hours, 'godzinę', 'godziny', 'godzin')}`;
}
