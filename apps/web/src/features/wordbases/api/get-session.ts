import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { wordBaseQueryOptions } from './get-wordbase.ts';
import { sessionKey } from './wordbase-cache.ts';

/** One session: its answers, its exercises and the next flashcard (a reload resumes from here). */
export const GET_SESSION = graphql(`
  query getWordBaseSessionById($getWordBaseSessionByIdInput: GetWordBaseSessionByIdInput!) {
    getWordBaseSessionById(getWordBaseSessionByIdInput: $getWordBaseSessionByIdInput) {
      ...WordBaseSessionFields
    }
  }
`);

export const sessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKey(id),
    // Only this pupil's answers change it, and each answer brings the session back: a session just
    // started or rated is not read again when its page opens.
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_SESSION, { getWordBaseSessionByIdInput: { id } }, { signal }))
        .getWordBaseSessionById,
  });

export function useSession(id: string) {
  return useQuery({ ...sessionQueryOptions(id), enabled: id !== '' });
}

/**
 * A study session's page (flashcards, exercises) before its first paint: the session and its set,
 * together (app/lazy-pages.tsx `pageWithData`).
 */
export async function prefetchSessionPage(
  queryClient: QueryClient,
  { params }: LoaderFunctionArgs,
): Promise<void> {
  if (!params.id || !params.sessionId) return;
  await Promise.all([
    queryClient.prefetchQuery(wordBaseQueryOptions(params.id)),
    queryClient.prefetchQuery(sessionQueryOptions(params.sessionId)),
  ]);
}
