import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { CkePoziom, EssayLekturyQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Set readings of a school level (or all of them) whose title or author contains the search. */
export const GET_ESSAY_LEKTURY = graphql(`
  query essayLektury($getLekturyInput: GetLekturyInput) {
    getLektury(getLekturyInput: $getLekturyInput) {
      id
      title
      author
      epoka
      egzaminOsmoklasisty
      naMaturze
    }
  }
`);

export type EssayLektura = EssayLekturyQuery['getLektury'][number];

/** `ckePoziom` narrows the list to one school level; null asks for every reading. */
export function useEssayLektury(ckePoziom: CkePoziom | null, search: string, enabled = true) {
  const term = search.trim().slice(0, 100);
  return useQuery({
    queryKey: ['essays', 'lektury', ckePoziom ?? 'all', term],
    enabled,
    // Reference data: it does not change while the form is open.
    staleTime: 10 * 60_000,
    // Typing a letter keeps the last list on screen until the narrower one arrives.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          GET_ESSAY_LEKTURY,
          { getLekturyInput: { ...(ckePoziom ? { ckePoziom } : {}), ...(term ? { search: term } : {}) } },
          { signal },
        )
      ).getLektury,
  });
}
