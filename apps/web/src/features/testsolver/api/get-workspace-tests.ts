import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// What the overview lists of the workspace's tests; the test solver reads the rest on the test's page.
export const WORKSPACE_TESTS = graphql(`
  query workspaceTestSolvers($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {
    getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput) {
      id
      title
      state
      taskCount
      solvedCount
      createdAt
    }
  }
`);

/** The workspace's tests, newest first. */
export function useWorkspaceTests(workspaceId: string) {
  return useQuery({
    queryKey: ['testsolver', 'workspace', workspaceId],
    // Tests are added and solved on other pages: read again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(WORKSPACE_TESTS, { getTestSolverByWorkspaceIdInput: { workspaceId } }, { signal }))
        .getTestSolverByWorkspaceId,
  });
}
