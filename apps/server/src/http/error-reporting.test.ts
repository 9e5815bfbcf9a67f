import { describe, expect, it } from 'vitest';
import { answeredStatus } from './error-reporting.ts';

describe('answeredStatus', () => {
  const error = (fields: Record<string, unknown>) => Object.assign(new Error('x'), fields) as never;

  it('is the status Fastify answers a thrown error with', () => {
    expect(answeredStatus(error({}), { statusCode: 200 })).toBe(500);
    expect(
      answeredStatus(error({ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON' }), { statusCode: 200 }),
    ).toBe(400);
    expect(answeredStatus(error({ statusCode: 302 }), { statusCode: 200 })).toBe(500);
    expect(answeredStatus(error({}), { statusCode: 404 })).toBe(404);
    expect(answeredStatus(error({ status: 503 }), { statusCode: 200 })).toBe(503);
  });
});
