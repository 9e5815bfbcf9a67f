import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CurrentUserFragment } from '../gql/graphql.ts';

// The signed-in user lives in the TanStack Query cache. This module is the small part every
// route needs (read, clear); fetching it is in current-user.ts, a lazy chunk.

export type CurrentUser = CurrentUserFragment;

/** null = known to be signed out; undefined (no entry) = not loaded yet. */
export const ME_QUERY_KEY = ['me'] as const;
export const INTEGRATIONS_QUERY_KEY = ['me', 'integrations'] as const;

export function getCachedUser(queryClient: QueryClient): CurrentUser | null | undefined {
  return queryClient.getQueryData<CurrentUser | null>(ME_QUERY_KEY);
}

/** Stores the user as returned by a query or mutation that selects the CurrentUser fragment. */
export function setCachedUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(ME_QUERY_KEY, user);
}

/**
 * A sign-out the user asked for is under way (until `signOutEnded`). Clearing the session makes
 * the guards of a protected page, and a 401 from a query still in flight, send the user to
 * sign-in; while this is set they send to the landing page, where the sign-out itself goes.
 */
let signingOut = false;

export function signOutStarted(): void {
  signingOut = true;
}

export function signOutEnded(): void {
  signingOut = false;
}

export function isSigningOut(): boolean {
  return signingOut;
}

/** Forgets the user and every cached answer that belonged to them. */
export function clearSessionCache(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  queryClient.setQueryData(INTEGRATIONS_QUERY_KEY, []);
  queryClient.setQueryData(ME_QUERY_KEY, null);
}

/** The signed-in user as loaded by the route guards (null for guests); re-renders when it changes. */
export function useCurrentUser(): CurrentUser | null {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => getCachedUser(queryClient) ?? null,
  );
}
