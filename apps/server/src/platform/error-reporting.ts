import { shouldReport, statusOfErrorCode } from '@kreda/shared/error-reporting';
import { scrubErrorText } from '@kreda/shared/error-scrub';
import type { ErrorEvent, NodeOptions } from '@sentry/node';
import type { ErrorReportingConfig } from '../config/error-reporting.ts';
import type { Logger } from './logger.ts';

/*
 * Error reporting to Sentry (ADR 035). Without SENTRY_DSN nothing is loaded and nothing is sent:
 * `@sentry/node` is imported only when a DSN is set. With one, a failure nobody meant (a bug, a
 * broken database, a provider that broke) is sent with the signed-in user's id and nothing else of
 * them: no e-mail, no address, no request body, cookie or header, no breadcrumbs, no pupil's text.
 * Tracing is OpenTelemetry's (platform/tracing): the SDK sets up none of its own.
 */

/** Where and for whom a failure happened. */
export interface ErrorContext {
  /** The signed-in user it happened for; sent as `user.id` and nothing else of them. */
  userId?: string | null;
  /** The status the failure stands for (default 500); 300–499 is the user's way and is not sent. */
  status?: number;
  /** Where it happened, e.g. `{ graphql: 'createWorkspace' }`, `{ route: 'GET /api/files/:id' }`. */
  tags?: Record<string, string>;
}

export interface ErrorReporter {
  /** False without SENTRY_DSN: callers may skip work (e.g. finding the user) that only a report needs. */
  readonly enabled: boolean;
  /** Sends the failure unless its status is 300–499; never throws, never waits. */
  report(error: unknown, context?: ErrorContext): void;
  /** Sends what is still queued, waiting at most `timeoutMs`; then sends nothing more. */
  close(timeoutMs?: number): Promise<void>;
}

/** What a process without SENTRY_DSN has: nothing is loaded, nothing is sent. */
export const NO_ERROR_REPORTING: ErrorReporter = {
  enabled: false,
  report() {},
  close: async () => {},
};

/** How long shutdown waits for reports still being sent. */
export const REPORT_FLUSH_MS = 2000;

/**
 * The status a thrown error stands for by its `code` (a DomainError's, from @kreda/shared/errors);
 * anything else is a failure of ours (500). Not an HTTP status a library put on its error: a
 * provider's 400 to our request is our bug.
 */
export function statusOfCodeIn(error: unknown): number {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return statusOfErrorCode(code) ?? 500;
}

let sdkLoaded = false;

/** Whether this process has loaded `@sentry/node` (only ever with SENTRY_DSN). */
export function isSentryLoaded(): boolean {
  return sdkLoaded;
}

/**
 * An event as it may leave: the user reduced to their id, error texts scrubbed (`scrubErrorText`:
 * no SQL values, no e-mail addresses), and no request, breadcrumbs, extra data or local variables.
 * The SDK collects little of this with its data collection off; this is the guarantee.
 */
export function scrubEvent<E extends ErrorEvent>(event: E): E {
  const id = event.user?.id;
  const scrubbed: E = { ...event, user: id === undefined || id === null ? undefined : { id: String(id) } };
  delete scrubbed.request;
  delete scrubbed.breadcrumbs;
  delete scrubbed.extra;
  if (typeof scrubbed.message === 'string') scrubbed.message = scrubErrorText(scrubbed.message);
  if (scrubbed.logentry?.message) scrubbed.logentry = { message: scrubErrorText(scrubbed.logentry.message) };
  for (const exception of scrubbed.exception?.values ?? []) {
    if (exception.value) exception.value = scrubErrorText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  return scrubbed;
}

/** Data collection of the SDK: none of the user, of requests or of values (Sentry 11's `dataCollection`). */
const COLLECT_NOTHING: NodeOptions['dataCollection'] = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

/**
 * The reporter of this process: a no-op without `serverDsn`, else Sentry initialised for errors
 * only. Opened once per process (server or worker) before anything else, closed last.
 */
export async function openErrorReporting(
  config: ErrorReportingConfig,
  options: { release: string; logger: Logger },
): Promise<ErrorReporter> {
  if (!config.serverDsn) return NO_ERROR_REPORTING;
  const Sentry = await import('@sentry/node');
  sdkLoaded = true;
  const client = Sentry.init({
    dsn: config.serverDsn,
    environment: config.environment,
    release: `kreda@${options.release}`,
    debug: false,
    sampleRate: 1,
    dataCollection: COLLECT_NOTHING,
    maxBreadcrumbs: 0,
    sendClientReports: false,
    // Only errors: no performance tracing, no OpenTelemetry of Sentry's, no instrumented modules.
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    defaultIntegrations: false,
    integrations: [
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.systemErrorIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.nodeContextIntegration(),
      // A crash is reported, then the process ends as Node would end it without a handler.
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
  if (!client) return NO_ERROR_REPORTING;
  options.logger.info(
    { host: new URL(config.serverDsn).host, environment: config.environment },
    'error reporting to Sentry is on',
  );
  return {
    enabled: true,
    report(error, context = {}) {
      const status = context.status ?? 500;
      if (!shouldReport(status)) return;
      // A scope of its own per failure: nothing of one request's user or tags reaches another's.
      const scope = new Sentry.Scope();
      scope.setClient(client);
      if (context.userId) scope.setUser({ id: context.userId });
      scope.setTags({ ...context.tags, status: String(status) });
      scope.captureException(error, { mechanism: { type: 'kreda', handled: true } });
    },
    async close(timeoutMs = REPORT_FLUSH_MS) {
      await client.close(timeoutMs);
    },
  };
}
