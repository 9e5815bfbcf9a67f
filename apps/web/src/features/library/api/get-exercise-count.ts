import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many solved exercises the library holds (public): the catalogues' headline. */
export const GET_EXERCISE_COUNT = graphql(`
  query libraryExerciseCount {
    getcount
  }
`);

export function useExerciseCount() {
  return useQuery({
    queryKey: ['library', 'count'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await apiRequest(GET_EXERCISE_COUNT, {}, { signal })).getcount,
  });
}
