import { describe, expect, it } from 'vitest';
import {
  ERROR_CODE_STATUS,
  scrubErrorText,
  shouldReport,
  statusOfErrorCode,
  withoutQuery,
} from './error-reporting.ts';
import { ERROR_CODES } from './errors.ts';

describe('shouldReport: statuses 300–499 are not sent, the rest is', () => {
  it.each([300, 301, 304, 400, 401, 403, 404, 413, 429, 499])('%i is not sent', (status) => {
    expect(shouldReport(status)).toBe(false);
  });

  it.each([0, 200, 299, 500, 502, 503, 599])('%i is sent', (status) => {
    expect(shouldReport(status)).toBe(true);
  });
});

describe('statusOfErrorCode', () => {
  it('gives every error code of the contract a status', () => {
    expect(Object.keys(ERROR_CODE_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('sends failures of the server and of services behind it, not the client’s own way', () => {
    const sent = ERROR_CODES.filter((code) => shouldReport(statusOfErrorCode(code)));
    expect(sent.sort()).toEqual([
      'AI_FAILED',
      'AI_NOT_CONFIGURED',
      'DELIVERY_FAILED',
      'INTERNAL_SERVER_ERROR',
    ]);
  });

  it('counts an unknown or missing code as a failure of ours', () => {
    expect(statusOfErrorCode('SOMETHING_NEW')).toBe(500);
    expect(statusOfErrorCode(undefined)).toBe(500);
    expect(statusOfErrorCode('toString')).toBe(500);
  });
});

describe('withoutQuery', () => {
  it('drops the query string and the fragment', () => {
    expect(withoutQuery('https://kreda.example/auth/reset?code=123456&email=a%40b.pl#top')).toBe(
      'https://kreda.example/auth/reset',
    );
    expect(withoutQuery('/app/workspace/1#notes')).toBe('/app/workspace/1');
    expect(withoutQuery('/app')).toBe('/app');
  });
});

describe('scrubErrorText', () => {
  it('removes the bound values of a failed SQL statement', () => {
    const text =
      'Failed query: insert into "workspaces" ("name", "user_id") values ($1, $2)\nparams: Moje notatki o Lalce,ola@szkola.pl';
    expect(scrubErrorText(text)).toBe(
      'Failed query: insert into "workspaces" ("name", "user_id") values ($1, $2)\nparams: [removed]',
    );
  });

  it('blanks e-mail addresses and keeps the rest', () => {
    expect(scrubErrorText('no user for "Jan.Kowalski+kreda@poczta.example.pl" in cache')).toBe(
      'no user for "[e-mail]" in cache',
    );
  });

  it('cuts very long texts', () => {
    expect(scrubErrorText('x'.repeat(5000))).toHaveLength(1001);
  });
});
