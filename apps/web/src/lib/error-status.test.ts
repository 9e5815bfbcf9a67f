import { describe, expect, it } from 'vitest';
import { isReportable, statusOfBrowserError } from './error-status.ts';
import { GraphQLRequestError } from './graphql-errors.ts';

const requestError = (code: string, status = 200) =>
  new GraphQLRequestError({ code, status, message: 'Coś poszło nie tak.' });

describe('statusOfBrowserError: the status an error in the browser stands for', () => {
  it('maps a request’s error code the way the server does', () => {
    expect(statusOfBrowserError(requestError('UNAUTHENTICATED', 401))).toBe(401);
    expect(statusOfBrowserError(requestError('NOT_FOUND'))).toBe(404);
    expect(statusOfBrowserError(requestError('BAD_USER_INPUT'))).toBe(400);
    expect(statusOfBrowserError(requestError('RATE_LIMITED', 429))).toBe(429);
    expect(statusOfBrowserError(requestError('INTERNAL_SERVER_ERROR'))).toBe(500);
    expect(statusOfBrowserError(requestError('AI_FAILED'))).toBe(502);
  });

  it('falls back to the HTTP status of a request that got no GraphQL answer', () => {
    expect(statusOfBrowserError(requestError('HTTP_ERROR', 413))).toBe(413);
    expect(statusOfBrowserError(requestError('HTTP_ERROR', 502))).toBe(502);
    expect(statusOfBrowserError(requestError('NETWORK_ERROR', 0))).toBe(500);
  });

  it('takes a route’s thrown response as it is, and counts anything else as a bug (500)', () => {
    expect(statusOfBrowserError(new Response(null, { status: 404 }))).toBe(404);
    expect(statusOfBrowserError(new TypeError('x is undefined'))).toBe(500);
    expect(statusOfBrowserError('a string')).toBe(500);
  });
});

describe('isReportable', () => {
  it('sends failures of the app, not the user’s own way (300–499)', () => {
    expect(isReportable(new TypeError('x is undefined'))).toBe(true);
    expect(isReportable(requestError('INTERNAL_SERVER_ERROR'))).toBe(true);
    expect(isReportable(requestError('FORBIDDEN', 403))).toBe(false);
    expect(isReportable(requestError('INSUFFICIENT_RESOURCES'))).toBe(false);
    expect(isReportable(new Response(null, { status: 301 }))).toBe(false);
  });

  it('does not send a chunk lost to a new deployment (the page reloads for it)', () => {
    expect(isReportable(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      false,
    );
  });
});
