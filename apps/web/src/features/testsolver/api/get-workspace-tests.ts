import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// What a workspace's overview lists of its tests (workspace-summary.tsx); the test's page reads the rest.
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
