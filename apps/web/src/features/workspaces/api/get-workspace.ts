import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { workspaceKey } from './workspace-cache.ts';

export const GET_WORKSPACE = graphql(`
  query getWorkspaceById($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {
    getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {
      ...WorkspaceDetailFields
    }
  }
`);

export const workspaceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workspaceKey(id),
    queryFn: async ({ signal }) => {
      const { getWorkspaceById } = await apiRequest(
        GET_WORKSPACE,
        { getWorkspaceByIdInput: { workspaceId: id } },
        { signal },
      );
      return getWorkspaceById;
    },
  });

export function useWorkspace(id: string) {
  return useQuery(workspaceQueryOptions(id));
}
