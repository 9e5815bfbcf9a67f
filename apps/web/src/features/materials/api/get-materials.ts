import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { materialsKey } from './material-cache.ts';

/** The workspace's materials, newest first, as summaries. */
export const GET_MATERIALS = graphql(`
  query getUserDocByWorkspaceId($getUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput!) {
    getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $getUserDocByWorkspaceIdInput) {
      ...MaterialSummaryFields
    }
  }
`);

export const materialsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: materialsKey(workspaceId),
    queryFn: async ({ signal }) => {
      const { getUserDocByWorkspaceId } = await apiRequest(
        GET_MATERIALS,
        { getUserDocByWorkspaceIdInput: { workspaceId } },
        { signal },
      );
      return getUserDocByWorkspaceId;
    },
  });

export function useMaterials(workspaceId: string) {
  return useQuery(materialsQueryOptions(workspaceId));
}
