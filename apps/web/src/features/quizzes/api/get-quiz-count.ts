import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// Only the ids: a workspace's overview counts the quizzes (workspace-summary.tsx); the list reads them.
export const QUIZ_IDS = graphql(`
  query workspaceQuizIds($getQuizWorkspaceByWorkspaceIdInput: GetQuizWorkspaceByWorkspaceIdInput!) {
    getQuizWorkspaceByWorkspaceId(getQuizWorkspaceByWorkspaceIdInput: $getQuizWorkspaceByWorkspaceIdInput) {
      id
    }
  }
`);

/** How many quizzes the workspace has. */
export function useQuizCount(workspaceId: string) {
  return useQuery({
    queryKey: ['quizzes', 'count', workspaceId],
    // Quizzes are made on other pages: count again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { getQuizWorkspaceByWorkspaceId } = await apiRequest(
        QUIZ_IDS,
        { getQuizWorkspaceByWorkspaceIdInput: { workspaceId } },
        { signal },
      );
      return getQuizWorkspaceByWorkspaceId.length;
    },
  });
}
