import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from '../lib/graphql-errors.ts';

// Retrying cannot fix these: the user must sign in, change input or upgrade the plan.
const FINAL_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'INSUFFICIENT_RESOURCES',
]);

/** Queries retry once (a flaky network), mutations never (they may have side effects). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof GraphQLRequestError && FINAL_CODES.has(error.code));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
      // Offline, a paused mutation would spin with no word; it runs, fails as OFFLINE and says so.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
