import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { LibraryTextbookQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A textbook with its table of contents (public); a missing or unpublished one fails NOT_FOUND. */
export const GET_TEXTBOOK = graphql(`
  query libraryTextbook($input: GetPodrBookByIdInput!) {
    getPodrBookById(getPodrBookByIdInput: $input) {
      id
      podrecznik {
        ...LibraryTextbookFields
      }
      chapters {
        id
        number
        name
        page
        exerciseCount
        subchapters {
          id
          number
          name
          page
          exerciseCount
        }
      }
    }
  }
`);

export type TextbookChapter = LibraryTextbookQuery['getPodrBookById']['chapters'][number];

export function useTextbook(id: string) {
  return useQuery({
    queryKey: ['library', 'textbook', id],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_TEXTBOOK, { input: { id } }, { signal })).getPodrBookById,
  });
}
