import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** What a set may be made from, by kind, and the pupil's last choice for word bases. */
export const GET_WORD_BASE_SOURCES = graphql(`
  query wordBaseActionSources($getActionSourcesInput: GetActionSourcesInput!) {
    getActionSources(getActionSourcesInput: $getActionSourcesInput) {
      workspaceId
      selected {
        id
        items {
          type
          id
        }
      }
      groups {
        type
        label
        sources {
          __typename
          ... on UserDoc {
            id
            name
            state
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

export function useWordBaseSources(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: ['wordbases', 'sources', workspaceId],
    enabled: enabled && workspaceId !== '',
    // A material read a moment ago must be offered: the list is read each time it is shown.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          GET_WORD_BASE_SOURCES,
          { getActionSourcesInput: { workspaceId, action: 'WORDBASE' } },
          { signal },
        )
      ).getActionSources,
  });
}
