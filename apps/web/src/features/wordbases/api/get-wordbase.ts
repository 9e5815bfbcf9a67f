import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isExtracting } from '../wordbase-state.ts';
import { wordBaseKey } from './wordbase-cache.ts';

/** While AI picks the words: read again now and then, in case a live event was missed. */
export const EXTRACTING_POLL_MS = 5_000;

/** One set with its words and their review state. */
export const GET_WORD_BASE = graphql(`
  query getWordBaseById($getWordBaseByIdInput: GetWordBaseByIdInput!) {
    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {
      ...WordBaseSummaryFields
    }
  }
`);

export const wordBaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: wordBaseKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_WORD_BASE, { getWordBaseByIdInput: { id } }, { signal })).getWordBaseById,
  });

export function useWordBase(id: string) {
  return useQuery({
    ...wordBaseQueryOptions(id),
    enabled: id !== '',
    refetchInterval: (query) =>
      query.state.data && isExtracting(query.state.data.state) ? EXTRACTING_POLL_MS : false,
  });
}
