import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// What the workspace holds, grouped by kind (Notatka, Sprawdzian, …) as the tools will see it.
export const WORKSPACE_SOURCES = graphql(`
  query workspaceSources($getActionSourcesInput: GetActionSourcesInput!) {
    getActionSources(getActionSourcesInput: $getActionSourcesInput) {
      groups {
        type
        label
        sources {
          __typename
          ... on UserDoc {
            id
            name
          }
          ... on AiNote {
            id
            name
          }
        }
      }
    }
  }
`);

/** The workspace's materials and notes by kind, as the chat offers them. */
export function useWorkspaceSources(workspaceId: string) {
  return useQuery({
    queryKey: ['workspace', 'sources', workspaceId],
    // Materials change on other pages: read again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          WORKSPACE_SOURCES,
          { getActionSourcesInput: { workspaceId, action: 'CONVERSATION' } },
          { signal },
        )
      ).getActionSources.groups,
  });
}
