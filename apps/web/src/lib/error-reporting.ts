import type { QueryClient } from '@tanstack/react-query';

// Error reporting of the web app (ADR 035). This part ships with every page's entry, so it is
// only a few lines: it keeps the failures of the first seconds and, once the page has settled,
// loads the set-up (error-reporting-setup.ts), which asks the server for its DSN and only then
// loads the Sentry SDK (sentry-browser.ts). Without a DSN the SDK is never fetched, nothing is sent.

/** Failures kept until the set-up has run (at most 10); null once it has. */
let kept: unknown[] | null = [];
let send: ((error: unknown) => void) | undefined;

/**
 * Sends an error (a render error the error page caught, an unhandled failure) unless the page has
 * no DSN or its status is 300–499 (decided in the SDK's chunk, `isReportable`). Never throws,
 * never waits.
 */
export function reportError(error: unknown): void {
  if (send) send(error);
  else if (kept && kept.length < 10) kept.push(error);
}

const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);

function listen(on: boolean): void {
  const method = on ? window.addEventListener : window.removeEventListener;
  method('error', onError);
  method('unhandledrejection', onRejection);
}

/**
 * Where reports go from now on (the SDK, whose own handlers then catch unhandled errors), with
 * what was kept; `null` turns reporting off for this page and forgets them.
 */
export function sendReportsTo(next: ((error: unknown) => void) | null): void {
  listen(false);
  const early = kept ?? [];
  kept = null;
  send = next ?? undefined;
  if (next) for (const error of early) next(error);
}

/** Keeps unhandled failures from now on; after `delayMs` the set-up runs. Returns the stop (tests). */
export function startErrorReporting(queryClient: QueryClient, { delayMs = 2000 } = {}): () => void {
  listen(true);
  const timer = setTimeout(() => {
    import('./error-reporting-setup.ts')
      .then((setup) => setup.setUpErrorReporting(queryClient, sendReportsTo))
      .catch(() => sendReportsTo(null));
  }, delayMs);
  return () => {
    clearTimeout(timer);
    listen(false);
  };
}
