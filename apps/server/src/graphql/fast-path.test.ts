import { describe, expect, it } from 'vitest';
import { acceptedMediaType, plainParams } from './fast-path.ts';

describe('plainParams: what the fast path takes from a JSON body', () => {
  it('takes a query with optional variables, operation name and extensions', () => {
    expect(plainParams({ query: '{ a }' })).toEqual({ query: '{ a }' });
    expect(
      plainParams({ query: '{ a }', variables: { x: 1 }, operationName: 'A', extensions: { e: true } }),
    ).toEqual({ query: '{ a }', variables: { x: 1 }, operationName: 'A', extensions: { e: true } });
    expect(plainParams({ query: '{ a }', variables: null, operationName: null })).toEqual({ query: '{ a }' });
  });

  it('leaves to Yoga everything Yoga answers with its own error or handles differently', () => {
    for (const body of [
      null,
      'query',
      [{ query: '{ a }' }],
      {},
      { query: '' },
      { query: 5 },
      { query: '{ a }', variables: [] },
      { query: '{ a }', variables: '{"x":1}' },
      { query: '{ a }', operationName: 5 },
      { query: '{ a }', extensions: 'x' },
      { query: '{ a }', foo: 1 },
    ]) {
      expect(plainParams(body)).toBeNull();
    }
  });
});

describe("acceptedMediaType: the JSON type Yoga's result processors would pick", () => {
  it.each([
    [undefined, 'application/json'],
    ['', 'application/json'],
    ['*/*', 'application/json'],
    ['application/json', 'application/json'],
    ['application/graphql-response+json', 'application/graphql-response+json'],
    // The first listed type is the last match, and the last match wins.
    ['application/graphql-response+json, application/json', 'application/graphql-response+json'],
    ['application/json, application/graphql-response+json', 'application/json'],
    ['application/*', 'application/json'],
    ['text/html, application/json;q=0.9', 'application/json'],
    ['APPLICATION/JSON; charset=UTF-8', 'application/json'],
  ])('%j → %s', (accept, expected) => {
    expect(acceptedMediaType(accept)).toBe(expected);
  });

  it('is null when neither JSON type is acceptable (Yoga answers, e.g. 406 or a stream)', () => {
    expect(acceptedMediaType('text/html')).toBeNull();
    expect(acceptedMediaType('text/event-stream')).toBeNull();
    expect(acceptedMediaType('application/json; charset=iso-8859-2')).toBeNull();
  });
});
