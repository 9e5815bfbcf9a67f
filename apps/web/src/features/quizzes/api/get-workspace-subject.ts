import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The workspace's subject: only maths and sciences offer computational tasks. */
export const GET_WORKSPACE_SUBJECT = graphql(`
  query quizWorkspaceSubject($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {
    getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {
      id
      temat {
        id
        przedmiot
      }
    }
  }
`);

export function useWorkspaceSubject(workspaceId: string) {
  return useQuery({
    queryKey: ['quizzes', 'subject', workspaceId],
    enabled: workspaceId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const { getWorkspaceById } = await apiRequest(
        GET_WORKSPACE_SUBJECT,
        { getWorkspaceByIdInput: { workspaceId } },
        { signal },
      );
      return getWorkspaceById.temat?.przedmiot ?? null;
    },
  });
}
