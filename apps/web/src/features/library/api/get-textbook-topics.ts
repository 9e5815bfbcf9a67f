import type { Level, Subject } from '@kreda/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The visible curriculum topics of a subject and level, with the textbook each is learnt from (public). */
export const GET_TEXTBOOK_TOPICS = graphql(`
  query libraryTextbookTopics($input: GetbyprzedmiotandpoziomInput!) {
    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {
      id
      temat
      podrecznikId
      content
    }
  }
`);

/** The topics an admin linked to this textbook, in curriculum order. */
export function useTextbookTopics(book: { id: string; przedmiot: Subject; poziom: Level }) {
  return useQuery({
    queryKey: ['library', 'topics', book.przedmiot, book.poziom],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          GET_TEXTBOOK_TOPICS,
          { input: { przedmiot: book.przedmiot, poziom: book.poziom } },
          { signal },
        )
      ).getbyprzedmiotandpoziom,
    select: (topics) => topics.filter((topic) => topic.podrecznikId === book.id),
  });
}
