import type { ErrorEvent } from '@sentry/node';
import { describe, expect, it } from 'vitest';
import { scrubEvent, statusOfCodeIn } from './error-reporting.ts';

describe('scrubEvent', () => {
  it('keeps the user’s id and the failure, and nothing of the user, the request or values', () => {
    const event: ErrorEvent = {
      type: undefined,
      event_id: 'e1',
      user: { id: 'u-1', email: 'ola@szkola.pl', ip_address: '203.0.113.7', username: 'Ola' },
      request: {
        url: 'https://kreda.example/api/account/export?signature=abc',
        cookies: { kreda_at: 'token' },
        data: '{"name":"Moje notatki"}',
        headers: { cookie: 'kreda_at=token' },
      },
      breadcrumbs: [{ message: 'console: Moje notatki' }],
      extra: { input: 'Moje notatki' },
      message: 'for ola@szkola.pl',
      exception: {
        values: [
          {
            type: 'DrizzleQueryError',
            value: 'Failed query: insert into "notes" ("title") values ($1)\nparams: Moje notatki',
            stacktrace: { frames: [{ function: 'createNote', vars: { title: 'Moje notatki' } }] },
          },
        ],
      },
      tags: { graphql: 'createNote' },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.user).toEqual({ id: 'u-1' });
    expect(scrubbed.request).toBeUndefined();
    expect(scrubbed.breadcrumbs).toBeUndefined();
    expect(scrubbed.extra).toBeUndefined();
    expect(scrubbed.message).toBe('for [e-mail]');
    expect(scrubbed.exception?.values?.[0]).toEqual({
      type: 'DrizzleQueryError',
      value: 'Failed query: insert into "notes" ("title") values ($1)\nparams: [removed]',
      stacktrace: { frames: [{ function: 'createNote' }] },
    });
    expect(scrubbed.tags).toEqual({ graphql: 'createNote' });
    expect(JSON.stringify(scrubbed)).not.toMatch(/Moje notatki|ola@szkola|203\.0\.113|token/);
  });

  it('sends no user at all for a failure outside a session', () => {
    expect(scrubEvent({ type: undefined, user: { ip_address: '{{auto}}' } }).user).toBeUndefined();
  });
});

describe('statusOfCodeIn', () => {
  it('reads the status from our error code only (a DomainError’s)', () => {
    const domain = (code: string) => Object.assign(new Error('x'), { name: 'DomainError', code });
    expect(statusOfCodeIn(domain('INVALID_FILE'))).toBe(422);
    expect(statusOfCodeIn(domain('AI_FAILED'))).toBe(502);
    // A provider's own status (its 400 to our request) is our bug, not the pupil's way.
    expect(statusOfCodeIn(Object.assign(new Error('Bad request'), { statusCode: 400, status: 400 }))).toBe(
      500,
    );
    expect(statusOfCodeIn(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      500,
    );
    expect(statusOfCodeIn('a string')).toBe(500);
  });
});
