import { describe, expect, it } from 'vitest';
import { ERROR_CODE_STATUS, shouldReport, statusOfErrorCode } from './error-reporting.ts';
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
    const sent = ERROR_CODES.filter((code) => shouldReport(statusOfErrorCode(code) ?? 0));
    expect(sent.sort()).toEqual([
      'AI_FAILED',
      'AI_NOT_CONFIGURED',
      'DELIVERY_FAILED',
      'INTERNAL_SERVER_ERROR',
    ]);
  });

  it('knows no status for a code that is not ours', () => {
    expect(statusOfErrorCode('ECONNREFUSED')).toBeUndefined();
    expect(statusOfErrorCode(undefined)).toBeUndefined();
    expect(statusOfErrorCode('toString')).toBeUndefined();
  });
});
