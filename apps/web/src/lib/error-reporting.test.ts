import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../testing/fake-api.ts';

// Each test loads the modules afresh: what a page keeps lives in them, once per page.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error reporting without a DSN', () => {
  it('asks the server once, never loads the Sentry SDK, and forgets what it kept', async () => {
    const api = installFakeApi({
      getErrorReportingConfig: () => ({
        data: { getAppConfig: { sentryDsn: null, sentryEnvironment: null } },
      }),
    });
    const { reportError, startErrorReporting } = await import('./error-reporting.ts');
    const setup = await import('./error-reporting-setup.ts');
    const stop = startErrorReporting(new QueryClient(), { delayMs: 0 });
    reportError(new Error('przed ustawieniem'));
    await vi.waitFor(() => expect(api.count('getErrorReportingConfig')).toBe(1), { timeout: 5_000 });
    // The same set-up, awaited: it answers "off", and the SDK was never asked for.
    const handed: unknown[] = [];
    await setup.setUpErrorReporting(new QueryClient(), (send) => handed.push(send));
    expect(handed).toEqual([null]);
    expect(setup.isSentryRequested()).toBe(false);
    stop();
  });

  it('stays off when the server cannot be asked (offline)', async () => {
    installFakeApi({});
    const setup = await import('./error-reporting-setup.ts');
    const handed: unknown[] = [];
    await setup.setUpErrorReporting(new QueryClient(), (send) => handed.push(send));
    expect(handed).toEqual([null]);
    expect(setup.isSentryRequested()).toBe(false);
  });
});

describe('reportError before the set-up', () => {
  it('keeps the first failures, unhandled ones too, and hands them over once the SDK is there', async () => {
    const { reportError, sendReportsTo, startErrorReporting } = await import('./error-reporting.ts');
    const stop = startErrorReporting(new QueryClient(), { delayMs: 60_000 });
    const kept = [new Error('pierwszy'), new Error('drugi')];
    for (const error of kept) reportError(error);
    const unhandled = new Error('nieobsłużony');
    window.dispatchEvent(new ErrorEvent('error', { error: unhandled, message: unhandled.message }));
    const sent: unknown[] = [];
    sendReportsTo((error) => sent.push(error));
    expect(sent).toEqual([...kept, unhandled]);
    // From here on the SDK's own handlers catch unhandled errors: ours are gone.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('później') }));
    const later = new Error('trzeci');
    reportError(later);
    expect(sent).toEqual([...kept, unhandled, later]);
    stop();
  });
});
