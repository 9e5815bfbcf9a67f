import type { Level, Subject } from '@kreda/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Published textbooks of one subject and level (public). */
export const GET_TEXTBOOKS = graphql(`
  query libraryTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {
    getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {
      ...LibraryTextbookFields
    }
  }
`);

/** The catalogue's textbooks once both a subject and a level are chosen. */
export function useTextbooks(filter: { przedmiot: Subject; poziom: Level } | null) {
  return useQuery({
    queryKey: ['library', 'textbooks', filter?.przedmiot, filter?.poziom],
    enabled: filter !== null,
    // The catalogue changes when an admin publishes a book: rarely.
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      if (!filter) return [];
      const result = await apiRequest(GET_TEXTBOOKS, { input: filter }, { signal });
      return result.getpodrecznikbyprzedmiotandpoziom;
    },
  });
}
