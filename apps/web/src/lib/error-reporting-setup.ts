import type { QueryClient } from '@tanstack/react-query';
import { fetchErrorReportingConfig } from './api/get-error-reporting-config.ts';
import { getCachedUser, ME_QUERY_KEY } from './session-cache.ts';

// The set-up of error reporting (ADR 035), a chunk loaded a moment after the page starts
// (error-reporting.ts): the server names the DSN; only with one is the Sentry SDK loaded.

let requested = false;

/** Whether this page has asked for the Sentry SDK (only ever with a DSN). */
export function isSentryRequested(): boolean {
  return requested;
}

/**
 * Asks the server for the DSN. Without one (or offline), hands `sendReportsTo` null: nothing is
 * loaded or sent. With one, loads and starts the SDK, identifies the signed-in user by their id
 * (spec point 4, "session start"), follows the session cache (another user, sign-out) and hands
 * the SDK to `sendReportsTo`.
 */
export async function setUpErrorReporting(
  queryClient: QueryClient,
  sendReportsTo: (send: ((error: unknown) => void) | null) => void,
): Promise<void> {
  const config = await fetchErrorReportingConfig(queryClient).catch(() => null);
  if (!config?.dsn) return sendReportsTo(null);
  requested = true;
  const sdk = await import('./sentry-browser.ts');
  let userId = getCachedUser(queryClient)?.id ?? null;
  sdk.initSentry(
    { dsn: config.dsn, environment: config.environment, release: import.meta.env.VITE_BUILD_ID },
    userId,
  );
  queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryKey.length !== 1 || query.queryKey[0] !== ME_QUERY_KEY[0]) return;
    const id = getCachedUser(queryClient)?.id ?? null;
    if (id === userId) return;
    userId = id;
    sdk.setUserId(id);
  });
  sendReportsTo(sdk.capture);
}
