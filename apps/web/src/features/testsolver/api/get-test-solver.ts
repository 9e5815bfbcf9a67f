import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isTestWorking } from '../test-state.ts';
import { testKey } from './testsolver-cache.ts';

/** While the test is read and solved: read again now and then, in case a live event was missed. */
export const WORKING_POLL_MS = 5_000;
/**
 * A finished test is read again before its pages' signed links (5 minutes) run out, so the
 * thumbnails keep opening while the pupil reads the solutions.
 */
export const LINKS_POLL_MS = 4 * 60_000;

/** One test with its pages (its tasks are read by getPaginatedZadanieByRelationId). */
export const GET_TEST_SOLVER = graphql(`
  query getTestSolverById($getTestSolverByIdInput: GetTestSolverByIdInput!) {
    getTestSolverById(getTestSolverByIdInput: $getTestSolverByIdInput) {
      ...TestSolverDetailFields
    }
  }
`);

export const testSolverQueryOptions = (id: string) =>
  queryOptions({
    queryKey: testKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_TEST_SOLVER, { getTestSolverByIdInput: { id } }, { signal })).getTestSolverById,
  });

export function useTestSolver(id: string) {
  return useQuery({
    ...testSolverQueryOptions(id),
    enabled: id !== '',
    refetchInterval: (query) => {
      const test = query.state.data;
      if (!test) return false;
      return isTestWorking(test.state) ? WORKING_POLL_MS : LINKS_POLL_MS;
    },
  });
}
