import { scrubErrorText, withoutQuery } from '@kreda/shared/error-scrub';
import {
  type Breadcrumb,
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  browserSessionIntegration,
  captureException,
  dedupeIntegration,
  type ErrorEvent,
  eventFiltersIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  setUser,
} from '@sentry/browser';
import { isReportable } from './error-status.ts';

// The Sentry browser SDK, set up for errors only (ADR 035). A chunk of its own, loaded by
// error-reporting.ts only when the server names a DSN: without one, this file is never fetched.

export interface SentrySettings {
  dsn: string;
  environment: string | null;
  /** This build (`VITE_BUILD_ID`); undefined in development. */
  release: string | undefined;
}

/** Only where the user went (a path, without its query), nothing of what they clicked or typed. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category !== 'navigation') return null;
  const { from, to } = (breadcrumb.data ?? {}) as { from?: unknown; to?: unknown };
  return {
    ...breadcrumb,
    data: {
      ...(typeof from === 'string' ? { from: withoutQuery(from) } : {}),
      ...(typeof to === 'string' ? { to: withoutQuery(to) } : {}),
    },
  };
}

/**
 * An event as it may leave the browser: the user reduced to their id, the page's URL without its
 * query (it may carry a reset code or an e-mail), only the User-Agent of the headers, error texts
 * scrubbed, breadcrumbs only of navigation, no extra data.
 */
export function scrubBrowserEvent(event: ErrorEvent): ErrorEvent {
  const id = event.user?.id;
  const scrubbed: ErrorEvent = {
    ...event,
    user: id === undefined || id === null ? undefined : { id: String(id) },
  };
  if (event.request) {
    const agent = event.request.headers?.['User-Agent'];
    scrubbed.request = {
      ...(event.request.url ? { url: withoutQuery(event.request.url) } : {}),
      ...(agent ? { headers: { 'User-Agent': agent } } : {}),
    };
  }
  delete scrubbed.extra;
  const breadcrumbs = event.breadcrumbs?.map(scrubBreadcrumb).filter((b): b is Breadcrumb => b !== null);
  if (breadcrumbs?.length) scrubbed.breadcrumbs = breadcrumbs;
  else delete scrubbed.breadcrumbs;
  if (typeof scrubbed.message === 'string') scrubbed.message = scrubErrorText(scrubbed.message);
  for (const exception of scrubbed.exception?.values ?? []) {
    if (exception.value) exception.value = scrubErrorText(exception.value);
  }
  return scrubbed;
}

/** Starts the SDK: every error sampled, no tracing, no replay, nothing collected of the user. */
export function initSentry(settings: SentrySettings, userId: string | null): void {
  init({
    dsn: settings.dsn,
    ...(settings.environment ? { environment: settings.environment } : {}),
    ...(settings.release ? { release: `kreda-web@${settings.release}` } : {}),
    // Every session is sampled (spec point 9); no traces are (tracing is not set up at all).
    sampleRate: 1,
    // Nothing of the user (this also keeps Sentry from deriving the address and its location).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
    },
    sendClientReports: false,
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      browserApiErrorsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      browserSessionIntegration(),
      breadcrumbsIntegration({
        dom: false,
        fetch: false,
        xhr: false,
        sentry: false,
        history: true,
      }),
    ],
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: (event, hint) => (isReportable(hint.originalException) ? scrubBrowserEvent(event) : null),
  });
  if (userId) setUser({ id: userId });
}

export function capture(error: unknown): void {
  captureException(error);
}

/** The signed-in user's id, or none after sign-out. */
export function setUserId(id: string | null): void {
  setUser(id ? { id } : null);
}
