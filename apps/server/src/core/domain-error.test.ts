import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fromDomainError, orExecutionError } from '../graphql/errors.ts';
import { badInput, DomainError, domainError, isDomainError, notFound } from './domain-error.ts';

describe('DomainError', () => {
  it('carries a code, a Polish message, fields and details', () => {
    const error = domainError('RATE_LIMITED', 'Zbyt wiele prób.', { retryAfterSeconds: 30 });
    expect(error).toMatchObject({ code: 'RATE_LIMITED', message: 'Zbyt wiele prób.' });
    expect(error.details).toEqual({ retryAfterSeconds: 30 });
    expect(badInput({ name: 'Wymagane' }).fields).toEqual({ name: 'Wymagane' });
    expect(notFound().message).toBe('Nie znaleziono.');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('becomes a GraphQL error with the code, fields, details and HTTP status in one place', () => {
    const located = new GraphQLError('wrapped', { path: ['editnote'] });
    const mapped = fromDomainError(badInput({ name: 'Wymagane' }), located);
    expect(mapped.message).toBe('Nieprawidłowe dane.');
    expect(mapped.path).toEqual(['editnote']);
    expect(mapped.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'Wymagane' } });
    const unauthenticated = fromDomainError(new DomainError('UNAUTHENTICATED'));
    expect(unauthenticated.message).toBe('Unauthorized');
    expect(unauthenticated.extensions).toMatchObject({ http: { status: 401 } });
  });

  it('answers the listed codes as an ExecutionError result and throws the rest', async () => {
    const result = await orExecutionError(['FILE_TOO_LARGE'], async () => {
      throw new DomainError('FILE_TOO_LARGE', 'Plik jest za duży (30 MB).');
    });
    expect(result).toEqual({
      __typename: 'ExecutionError',
      errorCode: 'FILE_TOO_LARGE',
      message: 'Plik jest za duży (30 MB).',
    });
    await expect(
      orExecutionError(['FILE_TOO_LARGE'], async () => {
        throw notFound();
      }),
    ).rejects.toBeInstanceOf(DomainError);
  });
});
