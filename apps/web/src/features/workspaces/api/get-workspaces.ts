import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { allWorkspacesKey } from './workspace-cache.ts';
import { hasTopic } from './workspace-fragments.ts';

export const GET_WORKSPACES = graphql(`
  query getWorkspaceByUserId {
    getWorkspaceByUserId {
      ...WorkspaceSummaryFields
    }
  }
`);

/** All of the user's workspaces with a topic, most recently used first. */
export function useWorkspaces() {
  return useQuery({
    queryKey: allWorkspacesKey,
    queryFn: async ({ signal }) => {
      const { getWorkspaceByUserId } = await apiRequest(GET_WORKSPACES, undefined, { signal });
      return getWorkspaceByUserId.filter(hasTopic);
    },
  });
}
