import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { StartInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applySession } from './wordbase-cache.ts';

/** A new session: flashcards (WORD) or exercises written by AI (EXERCISE, takes a few seconds). */
export const START_SESSION = graphql(`
  mutation start($startInput: StartInput!) {
    start(startInput: $startInput) {
      ...WordBaseSessionFields
    }
  }
`);

/** The session is cached as it comes, so its page opens without reading it again. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StartInput) => (await apiRequest(START_SESSION, { startInput: input })).start,
    onSuccess: (session) => applySession(queryClient, session),
  });
}
