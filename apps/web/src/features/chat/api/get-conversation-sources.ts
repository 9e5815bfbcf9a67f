import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetActionSourcesQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** What a new conversation may use, by kind, and the pupil's last choice. */
export const GET_CONVERSATION_SOURCES = graphql(`
  query getActionSources($getActionSourcesInput: GetActionSourcesInput!) {
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
            sourceType
          }
          ... on AiNote {
            id
            name
          }
          ... on QuizResult {
            id
            name
          }
        }
      }
      fromTools {
        itemType
        label
        sources {
          __typename
          ... on QuizResult {
            id
            name
          }
          ... on UserDoc {
            id
            name
            state
            sourceType
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

export type ActionSources = GetActionSourcesQuery['getActionSources'];

export const sourcesKey = (workspaceId: string) => ['chat', 'sources', workspaceId] as const;

export const conversationSourcesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: sourcesKey(workspaceId),
    // A material read a moment ago must be offered: the list is read each time it is shown.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { getActionSources } = await apiRequest(
        GET_CONVERSATION_SOURCES,
        { getActionSourcesInput: { workspaceId, action: 'CONVERSATION' } },
        { signal },
      );
      return getActionSources;
    },
  });

export function useConversationSources(workspaceId: string, enabled = true) {
  return useQuery({ ...conversationSourcesQuery(workspaceId), enabled: enabled && workspaceId !== '' });
}
