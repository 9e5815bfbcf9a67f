import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { LibraryBookQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A book of the exercise catalogue with its chapters and subchapters (public); the exercises
 * themselves are read per subchapter (get-exercises.ts). A missing one fails NOT_FOUND.
 */
export const GET_BOOK = graphql(`
  query libraryBook($input: GetbookbyidInput!) {
    getbookbyid(getbookbyidInput: $input) {
      ...LibraryBookFields
      rozdzialy {
        id
        name
        number
        page
        exerciseCount
        subrozdzialy {
          id
          name
          number
          page
          exerciseCount
        }
      }
    }
  }
`);

export type BookWithChapters = LibraryBookQuery['getbookbyid'];
export type BookChapter = BookWithChapters['rozdzialy'][number];
export type BookSubchapter = BookChapter['subrozdzialy'][number];

export function useBook(id: string) {
  return useQuery({
    queryKey: ['library', 'book', id],
    enabled: id !== '',
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await apiRequest(GET_BOOK, { input: { id } }, { signal })).getbookbyid,
  });
}
