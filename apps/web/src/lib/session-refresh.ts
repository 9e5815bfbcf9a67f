import { deleteCookie } from './cookies.ts';
import { graphqlRequest } from './graphql-client.ts';
import { announceUnauthorized, GraphQLRequestError } from './graphql-errors.ts';
import { readSessionCookie, SESSION_COOKIE, sessionExpiry } from './session-cookie.ts';
import { REFRESH_TOKEN } from './session-documents.ts';

/** The access token is renewed this long before it expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** After a refresh that could not reach the server, try again this much later. */
export const OFFLINE_RETRY_MS = 30_000;
/** Web Locks name shared by every tab of the site, so only one of them refreshes at a time. */
export const REFRESH_LOCK = 'kreda:session-refresh';

export type RefreshOutcome = { ok: true } | { ok: false; error: GraphQLRequestError };

let inflight: Promise<RefreshOutcome> | null = null;

/** Runs `task` while holding the cross-tab lock (or directly where Web Locks are missing). */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return task();
  return locks.request(REFRESH_LOCK, task);
}

/** True when `raw` is a session cookie another tab or request wrote after the caller looked. */
function refreshedElsewhere(raw: string | null, seen: string | null): boolean {
  if (raw === null || raw === seen) return false;
  const expiry = sessionExpiry(raw);
  return expiry !== null && expiry - Date.now() > REFRESH_MARGIN_MS;
}

function sessionEnded(): GraphQLRequestError {
  return new GraphQLRequestError({
    code: 'UNAUTHENTICATED',
    status: 401,
    message: 'Zaloguj się, aby kontynuować.',
    serverMessage: 'Unauthorized',
  });
}

function toRequestError(error: unknown): GraphQLRequestError {
  if (error instanceof GraphQLRequestError) return error;
  return new GraphQLRequestError({ code: 'NETWORK_ERROR', status: 0, message: String(error) });
}

async function runRefresh(seen: string | null): Promise<RefreshOutcome> {
  const current = readSessionCookie();
  // Another tab (or request) may have refreshed while this one waited: the cookie then changed.
  if (refreshedElsewhere(current, seen)) return { ok: true };
  // …or failed, or signed out: the cookie is gone, and the refresh token with it.
  if (seen !== null && current === null) return { ok: false, error: sessionEnded() };
  try {
    const { refreshToken } = await graphqlRequest(REFRESH_TOKEN, undefined, { announceUnauthorized: false });
    return refreshToken.success ? { ok: true } : { ok: false, error: sessionEnded() };
  } catch (error) {
    return { ok: false, error: toRequestError(error) };
  }
}

/**
 * Exchanges the refresh cookie for a new token pair. Concurrent callers in a tab share one
 * request, and tabs take turns through a Web Lock; `seen` is the session cookie the caller saw
 * when its request was sent, so a refresh someone else already did is not repeated (a reused
 * refresh token would end the session). Never throws.
 */
export function refreshSession(seen: string | null = readSessionCookie()): Promise<RefreshOutcome> {
  inflight ??= exclusive(() => runRefresh(seen))
    .then((outcome) => {
      if (outcome.ok) scheduleRefresh();
      else if (!isTransientFailure(outcome)) deleteCookie(SESSION_COOKIE);
      return outcome;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** HTTP statuses of a proxy while the server restarts or is briefly unreachable. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * A refresh that failed without the server judging the session: no connection, or a gateway error
 * during a restart. The session may well be valid, so it is kept and the refresh tried again later;
 * every other failure (a refused or reused refresh token above all) ends the session.
 */
export function isTransientFailure(outcome: RefreshOutcome): boolean {
  if (outcome.ok) return false;
  const { code, status } = outcome.error;
  if (code === 'UNAUTHENTICATED') return false;
  return status === 0 || GATEWAY_STATUSES.has(status);
}

// Proactive refresh: one timer per tab, armed from the session cookie's expiry.

const MAX_TIMEOUT_MS = 2 ** 31 - 1;
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

async function onTimer(seen: string | null): Promise<void> {
  timer = undefined;
  const outcome = await refreshSession(seen);
  if (outcome.ok) return;
  if (isTransientFailure(outcome)) {
    timer = setTimeout(() => void onTimer(seen), OFFLINE_RETRY_MS);
    return;
  }
  announceUnauthorized(outcome.error);
}

/** (Re)arms the timer ~60 s before the access token expires; disarms it without a session. */
export function scheduleRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
  const raw = readSessionCookie();
  const expiry = sessionExpiry(raw);
  if (expiry === null) return;
  const delay = Math.max(0, expiry - REFRESH_MARGIN_MS - Date.now());
  timer = setTimeout(() => void onTimer(raw), Math.min(delay, MAX_TIMEOUT_MS));
}

function onVisibilityChange(): void {
  // Background tabs get their timers throttled: check again when the tab comes back.
  if (document.visibilityState === 'visible') scheduleRefresh();
}

/** Starts the proactive refresh for this tab (idempotent). */
export function startSessionRefresh(): void {
  if (!started) {
    started = true;
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  scheduleRefresh();
}

/** Stops the timer and the listener (sign-out in tests; the app never needs it otherwise). */
export function stopSessionRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
  if (started) document.removeEventListener('visibilitychange', onVisibilityChange);
  started = false;
}
