import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Exercise } from './library-fragments.ts';

/** The exercises of one subchapter with their solutions, a page at a time (public). */
export const GET_EXERCISES = graphql(`
  query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {
    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {
      data {
        ...LibraryExerciseFields
      }
      total
      page
      limit
    }
  }
`);

/** The server's largest page: a subchapter rarely has more, and then the next pages follow. */
const PAGE_LIMIT = 100;

async function readAll(relationId: string, signal: AbortSignal): Promise<Exercise[]> {
  const exercises: Exercise[] = [];
  for (let page = 1; ; page++) {
    const { getPaginatedZadanieByRelationId: found } = await apiRequest(
      GET_EXERCISES,
      { input: { relationId, page, limit: PAGE_LIMIT } },
      { signal },
    );
    exercises.push(...found.data);
    if (found.data.length === 0 || exercises.length >= found.total) return exercises;
  }
}

/**
 * Every exercise of a subchapter, in the book's order: the list and each exercise's page read the
 * same query, so opening an exercise asks nothing more. Only a subchapter the book lists is asked
 * for (`enabled`): an unknown one is refused as for a signed-out visitor's private tasks.
 */
export function useExercises(subchapterId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['library', 'exercises', subchapterId],
    enabled: enabled && subchapterId !== '',
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => readAll(subchapterId, signal),
  });
}
