import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { QuizLekturyQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Set readings whose title or author contains the search (all of them for an empty one). */
export const GET_LEKTURY = graphql(`
  query quizLektury($getLekturyInput: GetLekturyInput) {
    getLektury(getLekturyInput: $getLekturyInput) {
      id
      title
      author
      epoka
    }
  }
`);

export type Lektura = QuizLekturyQuery['getLektury'][number];

export function useLektury(search: string, enabled = true) {
  const term = search.trim().slice(0, 100);
  return useQuery({
    queryKey: ['quizzes', 'lektury', term],
    enabled,
    // The list is reference data: it does not change while the form is open.
    staleTime: 10 * 60_000,
    // Typing a letter keeps the last list on screen until the narrower one arrives.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { getLektury } = await apiRequest(
        GET_LEKTURY,
        { getLekturyInput: term ? { search: term } : {} },
        { signal },
      );
      return getLektury;
    },
  });
}
