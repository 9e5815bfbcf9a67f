import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A page of a subchapter's exercises: number, pages, question and solution (as stored). */
export const GET_SUBCHAPTER_EXERCISES = graphql(`
  query adminSubchapterExercises($input: GetPaginatedZadanieByRelationIdInput!) {
    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {
      data {
        id
        numberExercise
        pages
        question
        answer
        explanation
      }
      total
      page
      limit
    }
  }
`);

/** Exercises per page of the list. */
export const EXERCISES_PER_PAGE = 20;

export function useSubchapterExercises(subchapterId: string, page: number) {
  return useQuery({
    queryKey: ['admin-library', 'exercises', subchapterId, page],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          GET_SUBCHAPTER_EXERCISES,
          { input: { relationId: subchapterId, page, limit: EXERCISES_PER_PAGE } },
          { signal },
        )
      ).getPaginatedZadanieByRelationId,
  });
}
