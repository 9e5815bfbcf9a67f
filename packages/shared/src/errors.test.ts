import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  ERROR_MESSAGES_PL,
  EXECUTION_ERROR_CODES,
  GRAPHQL_ERROR_CODES,
  isErrorCode,
  isInsufficientResources,
  withoutLimitMarker,
} from './errors.ts';

describe('error codes', () => {
  it('lists the codes of the API contract', () => {
    expect(EXECUTION_ERROR_CODES).toEqual([
      'INSUFFICIENT_RESOURCES',
      'AI_NOT_CONFIGURED',
      'AI_FAILED',
      'INVALID_FILE',
      'FILE_TOO_LARGE',
      'UNSUPPORTED_FILE_TYPE',
      'NOT_FOUND',
      'VALIDATION_FAILED',
    ]);
    expect(GRAPHQL_ERROR_CODES).toEqual([
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
    ]);
    expect(ERROR_CODES).toHaveLength(17);
    expect(isErrorCode('AI_FAILED')).toBe(true);
    expect(isErrorCode('ai_failed')).toBe(false);
  });

  it('has a message for every code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES[code].trim()).not.toBe('');
      expect(ERROR_MESSAGES_PL[code].trim()).not.toBe('');
    }
  });

  it('keeps the wire texts the client relies on', () => {
    expect(ERROR_MESSAGES.UNAUTHENTICATED).toBe('Unauthorized');
    expect(ERROR_MESSAGES_PL.UNAUTHENTICATED).toBe('Zaloguj się, aby kontynuować.');
    expect(ERROR_MESSAGES.INTERNAL_SERVER_ERROR).toBe('Coś poszło nie tak. Spróbuj ponownie za chwilę.');
    expect(ERROR_MESSAGES.RATE_LIMITED).toBe('Zbyt wiele prób. Spróbuj ponownie za chwilę.');
    expect(isInsufficientResources(ERROR_MESSAGES.INSUFFICIENT_RESOURCES)).toBe(true);
    expect(ERROR_MESSAGES_PL.INSUFFICIENT_RESOURCES).toBe('Wykorzystano limit dla tej funkcji.');
  });
});

describe('withoutLimitMarker', () => {
  it('leaves the Polish sentence of a used-up limit, capitalised', () => {
    expect(
      withoutLimitMarker('Insufficient resources: wykorzystano dzienny limit „Wiadomości w czacie” (2).'),
    ).toBe('Wykorzystano dzienny limit „Wiadomości w czacie” (2).');
    expect(withoutLimitMarker('Insufficient resources')).toBe('Wykorzystano limit dla tej funkcji.');
    expect(withoutLimitMarker('Nie znaleziono.')).toBe('Nie znaleziono.');
  });
});

describe('isInsufficientResources', () => {
  it('detects the marker anywhere in the message', () => {
    expect(isInsufficientResources('Insufficient resources')).toBe(true);
    expect(isInsufficientResources('[GraphQL] Insufficient resources: limit AI_TUTORING')).toBe(true);
    expect(isInsufficientResources('insufficient RESOURCES')).toBe(true);
  });

  it('ignores other messages', () => {
    expect(isInsufficientResources('Unauthorized')).toBe(false);
    expect(isInsufficientResources('Insufficient')).toBe(false);
    expect(isInsufficientResources('')).toBe(false);
    expect(isInsufficientResources(null)).toBe(false);
  });
});
