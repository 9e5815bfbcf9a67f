import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKey } from './wordbase-cache.ts';

/** One session: its answers, its exercises and the next flashcard (a reload resumes from here). */
export const GET_SESSION = graphql(`
  query getWordBaseSessionById($getWordBaseSessionByIdInput: GetWordBaseSessionByIdInput!) {
    getWordBaseSessionById(getWordBaseSessionByIdInput: $getWordBaseSessionByIdInput) {
      ...WordBaseSessionFields
    }
  }
`);

export function useSession(id: string) {
  return useQuery({
    queryKey: sessionKey(id),
    enabled: id !== '',
    // Only this pupil's answers change it, and each answer brings the session back: a session just
    // started or rated is not read again when its page opens.
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_SESSION, { getWordBaseSessionByIdInput: { id } }, { signal }))
        .getWordBaseSessionById,
  });
}
