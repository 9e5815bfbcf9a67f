import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { QuizActionSourcesQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** What a new quiz may be made from, by kind, and the pupil's last choice for quizzes. */
export const GET_QUIZ_SOURCES = graphql(`
  query quizActionSources($getActionSourcesInput: GetActionSourcesInput!) {
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

export type QuizSources = QuizActionSourcesQuery['getActionSources'];

export function useQuizSources(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: ['quizzes', 'sources', workspaceId],
    enabled: enabled && workspaceId !== '',
    // A material read a moment ago must be offered: the list is read each time it is shown.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { getActionSources } = await apiRequest(
        GET_QUIZ_SOURCES,
        { getActionSourcesInput: { workspaceId, action: 'QUIZ' } },
        { signal },
      );
      return getActionSources;
    },
  });
}
