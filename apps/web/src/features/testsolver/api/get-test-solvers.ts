import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { testsKey } from './testsolver-cache.ts';

/** Every test of the pupil (no workspace given), newest first, as summaries. */
export const GET_TEST_SOLVERS = graphql(`
  query getTestSolverByWorkspaceId($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {
    getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput) {
      ...TestSolverSummaryFields
    }
  }
`);

export const testSolversQueryOptions = () =>
  queryOptions({
    queryKey: testsKey,
    // Live events reach the list only while it is shown: a test solved meanwhile is read on each visit.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_TEST_SOLVERS, { getTestSolverByWorkspaceIdInput: {} }, { signal }))
        .getTestSolverByWorkspaceId,
  });

export function useTestSolvers() {
  return useQuery(testSolversQueryOptions());
}
