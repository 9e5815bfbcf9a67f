import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetLanguagesQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { languagesKey } from './wordbase-cache.ts';

/** The languages a set can be in, with their Polish names, in the list's order. */
export const GET_LANGUAGES = graphql(`
  query getLanguages {
    getLanguages {
      code
      name
      nameFull
    }
  }
`);

export type Language = GetLanguagesQuery['getLanguages'][number];

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: languagesKey,
    // Reference data: the same for everyone and for the whole visit.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => (await apiRequest(GET_LANGUAGES, {}, { signal })).getLanguages,
  });

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
