import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import type { GetActionSourcesQuery, SourcesAction } from '../../gql/graphql.ts';
import { apiRequest } from '../api-client.ts';

// One query for every tool made from the pupil's materials: the chat's picker (with other tools'
// results), the quiz and word-base pickers (MaterialPicker) and the workspace overview's materials.

/** What a tool may use in a workspace, by kind, other tools' results, and the pupil's last choice for it. */
export const GET_ACTION_SOURCES = graphql(`
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
          ... on LibrarySource {
            id
            name
          }
          ... on AiTutorTemat {
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
          ... on LibrarySource {
            id
            name
          }
          ... on AiTutorTemat {
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

const READING_REFRESH_MS = 3_000;

function isReading(sources: ActionSources | undefined): boolean {
  return !!sources?.groups.some((group) =>
    group.sources.some(
      (source) =>
        source.__typename === 'UserDoc' && (source.state === 'UPLOADING' || source.state === 'SOLVING'),
    ),
  );
}

export const actionSourcesQuery = (workspaceId: string, action: SourcesAction) =>
  queryOptions<ActionSources>({
    queryKey: ['action-sources', action, workspaceId],
    // A material read a moment ago must be offered: the list is read each time it is shown, and
    // again every few seconds while one is being read (it becomes choosable, or joins the choice).
    staleTime: 0,
    refetchInterval: (query) => (isReading(query.state.data) ? READING_REFRESH_MS : false),
    queryFn: async ({ signal }): Promise<ActionSources> =>
      (await apiRequest(GET_ACTION_SOURCES, { getActionSourcesInput: { workspaceId, action } }, { signal }))
        .getActionSources,
  });

/** The sources `action` may use in the workspace; nothing is asked while disabled or without a workspace. */
export function useActionSources(workspaceId: string, action: SourcesAction, enabled = true) {
  return useQuery({ ...actionSourcesQuery(workspaceId, action), enabled: enabled && workspaceId !== '' });
}
