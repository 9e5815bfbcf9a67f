import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUser, installFakeApi } from '../testing/fake-api.ts';
import { type FakeSentry, installFakeSentry } from '../testing/fake-sentry.ts';
import { reportError, sendReportsTo } from './error-reporting.ts';
import { isSentryRequested, setUpErrorReporting } from './error-reporting-setup.ts';
import { GraphQLRequestError } from './graphql-errors.ts';
import { clearSessionCache, setCachedUser } from './session-cache.ts';

/*
 * The real Sentry browser SDK, set up as a page does it (the DSN from getAppConfig), sending to a
 * fake collector at the network edge (fetch): errors arrive with the signed-in user's id only and the page's URL without
 * its query; the user's own way (300–499) is not sent. The SDK is global: one set-up per file.
 * (happy-dom prints a NotSupportedError once: the SDK looks for an untouched fetch in a sandbox
 * iframe, which happy-dom does not load, and then uses the stubbed one.)
 */

let sentry: FakeSentry;
const queryClient = new QueryClient();

beforeAll(async () => {
  installFakeApi({
    getErrorReportingConfig: () => ({
      data: { getAppConfig: { sentryDsn: sentry.dsn, sentryEnvironment: 'ci' } },
    }),
  });
  sentry = installFakeSentry();
  window.history.pushState({}, '', '/auth/new-password?code=123456&email=ola%40szkola.pl');
  setCachedUser(queryClient, fakeUser({ id: 'u-42', email: 'ola@szkola.pl' }) as never);
  await setUpErrorReporting(queryClient, sendReportsTo);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const eventWith = async (message: string) => {
  await vi.waitFor(
    () => expect(sentry.events().some((e) => e.exception?.values?.[0]?.value === message)).toBe(true),
    {
      timeout: 5000,
    },
  );
  return sentry.events().find((e) => e.exception?.values?.[0]?.value === message);
};

describe('error reporting with a DSN', () => {
  it('sends a failure with the user’s id, and no e-mail, query string or address', async () => {
    expect(isSentryRequested()).toBe(true);
    reportError(new TypeError('Cannot read properties of undefined'));
    const event = await eventWith('Cannot read properties of undefined');
    expect(event?.user).toEqual({ id: 'u-42' });
    expect(event?.environment).toBe('ci');
    expect(event?.request?.url).toBe('http://localhost:3000/auth/new-password');
    // Nothing sent carries them (and Sentry is told not to derive the address either).
    const sent = sentry.bodies.join('\n');
    expect(sent).toContain('"infer_ip":"never"');
    expect(sent).not.toContain('ola@szkola.pl');
    expect(sent).not.toContain('ola%40szkola.pl');
    expect(sent).not.toContain('123456');
    expect(sent).not.toContain('ip_address');
  });

  it('does not send the user’s own way (statuses 300–499), and sends the rest', async () => {
    for (const [code, status] of [
      ['UNAUTHENTICATED', 401],
      ['FORBIDDEN', 403],
      ['NOT_FOUND', 200],
      ['BAD_USER_INPUT', 200],
      ['RATE_LIMITED', 429],
    ] as const)
      reportError(new GraphQLRequestError({ code, status, message: `odmowa ${code}` }));
    reportError(
      new GraphQLRequestError({ code: 'INTERNAL_SERVER_ERROR', status: 200, message: 'awaria serwera' }),
    );
    await eventWith('awaria serwera');
    expect(sentry.events().filter((e) => e.exception?.values?.[0]?.value?.startsWith('odmowa'))).toEqual([]);
  });

  it('follows the session: after sign-out nothing names the user', async () => {
    clearSessionCache(queryClient);
    reportError(new Error('po wylogowaniu'));
    const event = await eventWith('po wylogowaniu');
    expect(event?.user).toBeUndefined();
  });
});
