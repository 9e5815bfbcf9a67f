import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { WORKSPACE_LISTS_KEY } from '../../../lib/workspace-lists.ts';

/** The most recently used workspaces, as the home page's summary cards show them. */
export const LATEST_WORKSPACES = graphql(`
  query getLatestData($getLatestDataInput: GetLatestDataInput) {
    getLatestData(getLatestDataInput: $getLatestDataInput) {
      id
      name
      updatedAt
      temat {
        id
        przedmiot
        poziom
      }
    }
  }
`);

/** The `limit` most recently used workspaces that have a topic (spec point 5). */
export function latestWorkspacesQuery(limit: number) {
  return queryOptions({
    queryKey: [...WORKSPACE_LISTS_KEY, 'latest', limit],
    queryFn: async ({ signal }) => {
      const { getLatestData } = await apiRequest(
        LATEST_WORKSPACES,
        { getLatestDataInput: { limit } },
        { signal },
      );
      // Workspaces without a topic are never listed (spec point 5).
      return getLatestData.flatMap((workspace) =>
        workspace.temat ? [{ ...workspace, temat: workspace.temat }] : [],
      );
    },
  });
}

export function useLatestWorkspaces(limit: number) {
  return useQuery(latestWorkspacesQuery(limit));
}
