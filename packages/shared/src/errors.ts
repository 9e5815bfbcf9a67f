// Error codes shared by server and web (see spec/api-contract.md). Business failures are
// `ExecutionError { errorCode, message }` results; everything else is a GraphQL error whose
// `extensions.code` is one of GRAPHQL_ERROR_CODES.

/** Codes of `ExecutionError.errorCode` in union results (generatequiz, createUserDoc…). */
export const EXECUTION_ERROR_CODES = [
  'INSUFFICIENT_RESOURCES',
  'AI_NOT_CONFIGURED',
  'AI_FAILED',
  'INVALID_FILE',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'NOT_FOUND',
  'VALIDATION_FAILED',
] as const;
export type ExecutionErrorCode = (typeof EXECUTION_ERROR_CODES)[number];

/** Codes of GraphQL errors (`extensions.code`). */
export const GRAPHQL_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'INSUFFICIENT_RESOURCES',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'DELIVERY_FAILED',
] as const;
export type GraphqlErrorCode = (typeof GRAPHQL_ERROR_CODES)[number];

export type ErrorCode = ExecutionErrorCode | GraphqlErrorCode;

/** Every distinct code, execution and GraphQL. */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set<ErrorCode>([...EXECUTION_ERROR_CODES, ...GRAPHQL_ERROR_CODES]),
];

/** The substring clients look for to detect an exhausted usage limit. Do not translate. */
export const INSUFFICIENT_RESOURCES_MARKER = 'Insufficient resources';

/** Default messages as sent on the wire. UNAUTHENTICATED stays "Unauthorized" (contract). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Unauthorized',
  FORBIDDEN: 'Nie masz uprawnień do wykonania tej operacji.',
  NOT_FOUND: 'Nie znaleziono.',
  BAD_USER_INPUT: 'Nieprawidłowe dane.',
  INSUFFICIENT_RESOURCES: `${INSUFFICIENT_RESOURCES_MARKER}: wykorzystano limit dla tej funkcji.`,
  RATE_LIMITED: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
  INTERNAL_SERVER_ERROR: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
  GRAPHQL_VALIDATION_FAILED: 'Nieprawidłowe zapytanie.',
  GRAPHQL_PARSE_FAILED: 'Nieprawidłowa składnia zapytania GraphQL.',
  BAD_REQUEST: 'Nieprawidłowe żądanie.',
  DELIVERY_FAILED: 'Nie udało się wysłać wiadomości. Spróbuj ponownie za chwilę.',
  AI_NOT_CONFIGURED: 'Funkcje AI są chwilowo niedostępne. Spróbuj ponownie później.',
  AI_FAILED: 'Nie udało się wygenerować odpowiedzi. Spróbuj ponownie.',
  INVALID_FILE: 'Nie udało się odczytać pliku. Sprawdź, czy nie jest uszkodzony.',
  FILE_TOO_LARGE: 'Plik jest za duży.',
  UNSUPPORTED_FILE_TYPE: 'Ten typ pliku nie jest obsługiwany.',
  VALIDATION_FAILED: 'Nieprawidłowe dane.',
};

/**
 * A message as a pupil reads it: the English marker a used-up limit carries for programs
 * ("Insufficient resources: wykorzystano…") is cut off, leaving the Polish sentence.
 */
export function withoutLimitMarker(message: string): string {
  const at = message.toLowerCase().indexOf(INSUFFICIENT_RESOURCES_MARKER.toLowerCase());
  if (at < 0) return message;
  const rest = message
    .slice(at + INSUFFICIENT_RESOURCES_MARKER.length)
    .replace(/^[\s:.–-]+/, '')
    .trim();
  return rest
    ? rest.charAt(0).toLocaleUpperCase('pl-PL') + rest.slice(1)
    : 'Wykorzystano limit dla tej funkcji.';
}

/** Messages to show a user: all Polish (the wire "Unauthorized" and the limit's marker get Polish texts). */
export const ERROR_MESSAGES_PL: Record<ErrorCode, string> = {
  ...ERROR_MESSAGES,
  UNAUTHENTICATED: 'Zaloguj się, aby kontynuować.',
  INSUFFICIENT_RESOURCES: withoutLimitMarker(ERROR_MESSAGES.INSUFFICIENT_RESOURCES),
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** True when an error message reports an exhausted usage limit (case-insensitive). */
export function isInsufficientResources(message: string | null | undefined): boolean {
  if (typeof message !== 'string') return false;
  return message.toLowerCase().includes(INSUFFICIENT_RESOURCES_MARKER.toLowerCase());
}
