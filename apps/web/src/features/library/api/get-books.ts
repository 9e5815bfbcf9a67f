import type { Subject } from '@kreda/shared/enums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Books with exercises, a page at a time (public). */
export const GET_BOOKS = graphql(`
  query libraryBooks($input: GetBooksInput!) {
    getBooks(getBooksInput: $input) {
      data {
        ...LibraryBookFields
      }
      total
      page
      limit
    }
  }
`);

/** Books a page holds; "Pokaż więcej" reads the next page. */
export const BOOKS_PAGE_SIZE = 20;

/** The exercise catalogue's books of a subject and a class (either may be left open). */
export function useBooks(filter: { przedmiot: Subject | null; klasa: number | null }) {
  return useInfiniteQuery({
    queryKey: ['library', 'books', filter.przedmiot, filter.klasa],
    staleTime: 5 * 60_000,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const input = {
        page: pageParam,
        limit: BOOKS_PAGE_SIZE,
        ...(filter.przedmiot ? { przedmiot: filter.przedmiot } : {}),
        ...(filter.klasa ? { klasa: filter.klasa } : {}),
      };
      return (await apiRequest(GET_BOOKS, { input }, { signal })).getBooks;
    },
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
