import { isProtectedPath } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { Location, NavigateOptions, To } from 'react-router';
import { deleteCookie } from '../lib/cookies.ts';
import { UNAUTHORIZED_EVENT } from '../lib/graphql-errors.ts';
import { signInPath } from '../lib/redirects.ts';
import { clearSessionCache, getCachedUser, isSigningOut } from '../lib/session-cache.ts';
import { SESSION_COOKIE } from '../lib/session-cookie.ts';

/** The part of a data router the handler uses (a memory router in tests). */
export interface NavigatingRouter {
  readonly state: { readonly location: Location };
  navigate(to: To, options?: NavigateOptions): Promise<void>;
}

/**
 * Spec point 8: a final 401 ("Unauthorized"), or a failed token refresh, ends the session in this
 * tab. On /app and /workspace pages the user goes to sign-in and comes back after it; elsewhere
 * the page stays (a public page does not need a session).
 */
export function installSessionHandlers(router: NavigatingRouter, queryClient: QueryClient): () => void {
  const onUnauthorized = () => {
    const hadUser = Boolean(getCachedUser(queryClient));
    // The session is over: without this the guards would see the cookie and load the user again.
    deleteCookie(SESSION_COOKIE);
    clearSessionCache(queryClient);
    // The socket still carries the old cookies; a lazy import, as guests never opened one.
    if (hadUser) void import('../lib/ws-client.ts').then((ws) => ws.resetWsClient());
    const { pathname, search } = router.state.location;
    // A sign-out in progress navigates by itself (to the landing page); a 401 racing it must not.
    if (isProtectedPath(pathname) && !isSigningOut())
      void router.navigate(signInPath(`${pathname}${search}`), { replace: true });
  };
  window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
}
