import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsKey } from './wordbase-cache.ts';

/** The set's sessions, newest first, with their answers (no exercises). */
export const GET_SESSIONS = graphql(`
  query getWordBaseSessionByWordBaseId(
    $getWordBaseSessionByWordBaseIdInput: GetWordBaseSessionByWordBaseIdInput!
  ) {
    getWordBaseSessionByWordBaseId(getWordBaseSessionByWordBaseIdInput: $getWordBaseSessionByWordBaseIdInput) {
      ...WordBaseSessionSummaryFields
    }
  }
`);

export function useSessions(wordBaseId: string) {
  return useQuery({
    queryKey: sessionsKey(wordBaseId),
    enabled: wordBaseId !== '',
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_SESSIONS, { getWordBaseSessionByWordBaseIdInput: { wordBaseId } }, { signal }))
        .getWordBaseSessionByWordBaseId,
  });
}
