import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Books whose title contains the text, or whose ISBN it is (public, at most 20). */
export const SEARCH_BOOKS = graphql(`
  query librarySearch($input: GetBooksByTitleInput!) {
    getBooksByTitle(getBooksByTitleInput: $input) {
      ...LibraryBookFields
    }
  }
`);

/** The server's bounds of a search (a title fragment or an ISBN). */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 200;

/** The search's own Polish problem, checked before any request; null when it may be sent. */
export function searchProblem(text: string): string | null {
  const length = text.trim().length;
  if (length < SEARCH_MIN) return `Wpisz co najmniej ${SEARCH_MIN} znaki tytułu albo numer ISBN.`;
  if (length > SEARCH_MAX) return `Wpisz najwyżej ${SEARCH_MAX} znaków.`;
  return null;
}

/** Books found by a title fragment or an ISBN; nothing is asked for a text the server would refuse. */
export function useBookSearch(text: string) {
  const title = text.trim();
  return useQuery({
    queryKey: ['library', 'search', title],
    enabled: searchProblem(title) === null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await apiRequest(SEARCH_BOOKS, { input: { title } }, { signal })).getBooksByTitle,
  });
}
