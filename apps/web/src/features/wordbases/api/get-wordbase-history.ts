import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { WordBaseHistoryQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { historyKey } from './wordbase-cache.ts';

/** The set's words with every rating each one got (the history page only). */
export const GET_WORD_BASE_HISTORY = graphql(`
  query wordBaseHistory($getWordBaseByIdInput: GetWordBaseByIdInput!) {
    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {
      id
      words {
        id
        word
        translation
        state
        due
        reps
        lapses
        history {
          rating
          reviewedAt
          sessionId
          wordBaseSessionType
          scheduledDays
        }
      }
    }
  }
`);

export type WordWithHistory = WordBaseHistoryQuery['getWordBaseById']['words'][number];

export function useWordBaseHistory(id: string) {
  return useQuery({
    queryKey: historyKey(id),
    enabled: id !== '',
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_WORD_BASE_HISTORY, { getWordBaseByIdInput: { id } }, { signal })).getWordBaseById,
  });
}
