import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { WordBaseWordsQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { wordPageKey } from './wordbase-cache.ts';

/** Words a page of the set's list shows (the server allows up to 100). */
export const WORDS_PER_PAGE = 50;

/**
 * One page of the set's words with their review state, only those matching `search` when given;
 * the set's page reads its words this way (a 5,000-word set read whole was ~1.6 MB of JSON).
 */
export const GET_WORD_PAGE = graphql(`
  query wordBaseWords($getWordBaseByIdInput: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {
    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {
      id
      wordPage(page: $page, limit: $limit, search: $search) {
        total
        page
        limit
        data {
          id
          wordBaseId
          word
          translation
          usageExample
          order
          due
          state
          reps
          lapses
          lastReview
          scheduledDays
        }
      }
    }
  }
`);

export type WordPage = WordBaseWordsQuery['getWordBaseById']['wordPage'];
export type Word = WordPage['data'][number];

/** The page (from 1) of the set's words matching `search` (all when empty). */
export const wordPageQueryOptions = (id: string, page: number, search: string) =>
  queryOptions({
    queryKey: wordPageKey(id, search, page),
    queryFn: async ({ signal }): Promise<WordPage> =>
      (
        await apiRequest(
          GET_WORD_PAGE,
          {
            getWordBaseByIdInput: { id },
            page,
            limit: WORDS_PER_PAGE,
            ...(search ? { search } : {}),
          },
          { signal },
        )
      ).getWordBaseById.wordPage,
  });

/** The page (from 1) of the set's words matching `search` (all when empty); the last page stays shown while the next loads. */
export function useWordPage(id: string, page: number, search: string) {
  return useQuery<WordPage, Error, WordPage, ReturnType<typeof wordPageKey>>({
    ...wordPageQueryOptions(id, page, search),
    enabled: id !== '',
    // The page shown stays while the next one loads (no jump), but never another set's words.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
