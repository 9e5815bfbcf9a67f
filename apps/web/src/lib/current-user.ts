import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { deleteCookie } from './cookies.ts';
import { graphqlRequest } from './graphql-client.ts';
import { isUnauthorizedError } from './graphql-errors.ts';
import {
  type CurrentUser,
  clearSessionCache,
  getCachedUser,
  INTEGRATIONS_QUERY_KEY,
  ME_QUERY_KEY,
  setCachedUser,
  signOutEnded,
  signOutStarted,
} from './session-cache.ts';
import { hasSessionCookie, readSessionCookie, SESSION_COOKIE } from './session-cookie.ts';
import { GET_ME, LOGOUT } from './session-documents.ts';
import { refreshSession, startSessionRefresh, stopSessionRefresh } from './session-refresh.ts';

// Loading and changing the signed-in user. A lazy chunk: guests who never had a session do not
// download it (the route guards import it only when the session cookie exists).

/**
 * Closes the tab's socket. graphql-ws is a chunk of its own, so pages without live views never
 * load it; here it is loaded only on sign-in and sign-out.
 */
async function resetWsClient(): Promise<void> {
  const ws = await import('./ws-client.ts');
  await ws.resetWsClient();
}

/** getMe from the network: stores the integrations under their own key, returns the user. */
async function fetchMe(queryClient: QueryClient): Promise<CurrentUser> {
  const { getMe } = await apiRequest(GET_ME);
  const { integrations, ...user } = getMe;
  queryClient.setQueryData(INTEGRATIONS_QUERY_KEY, integrations);
  return user;
}

async function fetchAndStore(queryClient: QueryClient): Promise<CurrentUser> {
  const user = await fetchMe(queryClient);
  setCachedUser(queryClient, user);
  return user;
}

/**
 * Session on app start (spec point 4): the cached user, or getMe from the network (skipped without
 * a session cookie). Concurrent callers share one request. A failure is logged and counts as
 * signed out; the next navigation tries again while the session cookie is still there.
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  const cached = getCachedUser(queryClient);
  if (cached) return cached;
  if (!hasSessionCookie()) {
    setCachedUser(queryClient, null);
    return null;
  }
  startSessionRefresh();
  return queryClient.fetchQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async () => {
      try {
        return await fetchMe(queryClient);
      } catch (error) {
        console.error(error);
        return null;
      }
    },
    // Network-only: a cached null (signed out, or a failed load) never answers for the server.
    staleTime: 0,
    retry: false,
  });
}

/** Reads the user again (after a change the server made, e.g. a new onboarding status). */
export async function reloadCurrentUser(queryClient: QueryClient): Promise<CurrentUser> {
  return fetchAndStore(queryClient);
}

/**
 * After login, sign-up, SMS sign-in or a new password: the server has set new session cookies.
 * Drops whatever belonged to a previous session, loads the user, reconnects the socket with the
 * new cookies and arms the proactive refresh.
 */
export async function completeSignIn(queryClient: QueryClient): Promise<CurrentUser> {
  clearSessionCache(queryClient);
  void resetWsClient();
  startSessionRefresh();
  return fetchAndStore(queryClient);
}

/**
 * Ends the session on the server (this device or every device), forgets it here, then `leave`s
 * (navigates away). An expired access token is refreshed first so the server can still revoke the
 * refresh token; a session that has already ended counts as signed out. Other failures (offline)
 * throw and change nothing. Until it returns, guards and 401s send to the landing page rather than
 * sign-in (`isSigningOut`), so a protected page being left cannot redirect there first.
 */
export async function signOut(
  queryClient: QueryClient,
  { everywhere = false, leave }: { everywhere?: boolean; leave?: () => Promise<void> | void } = {},
): Promise<void> {
  const send = () => graphqlRequest(LOGOUT, { logoutInput: { everywhere } }, { announceUnauthorized: false });
  const seen = readSessionCookie();
  signOutStarted();
  try {
    try {
      await send();
    } catch (error) {
      if (!isUnauthorizedError(error)) throw error;
      if ((await refreshSession(seen)).ok) await send().catch(ignoreUnauthorized);
    }
    await forgetSession(queryClient);
    await leave?.();
  } finally {
    signOutEnded();
  }
}

/**
 * Forgets the session on this device only: the refresh timer, the readable cookie, every cached
 * answer and the socket. After sign-out, or once the server ended the session itself (the
 * account's deletion).
 */
export async function forgetSession(queryClient: QueryClient): Promise<void> {
  stopSessionRefresh();
  deleteCookie(SESSION_COOKIE);
  clearSessionCache(queryClient);
  await resetWsClient();
}

function ignoreUnauthorized(error: unknown): void {
  if (!isUnauthorizedError(error)) throw error;
}
