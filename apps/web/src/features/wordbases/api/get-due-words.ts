import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { DUE_WORDS_KEY } from '../../../lib/due-words.ts';
import { WORKSPACE_LISTS_KEY } from '../../../lib/workspace-lists.ts';

/** Words due for review today: in all and per workspace. */
export const HOME_DUE_WORDS = graphql(`
  query homeDueWords {
    getDueWords {
      total
      byWorkspace {
        workspaceId
        count
      }
    }
  }
`);

/** The names of the pupil's workspaces, for the workspaces with words due. */
export const HOME_DUE_WORKSPACES = graphql(`
  query homeDueWorkspaces {
    getWorkspaceByUserId {
      id
      name
    }
  }
`);

export const dueWordsQuery = () =>
  queryOptions({
    queryKey: [...DUE_WORDS_KEY, 'home'],
    // Practice elsewhere changes it: read again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => (await apiRequest(HOME_DUE_WORDS, {}, { signal })).getDueWords,
  });

/** On the home page, whose route loader has just read it: no second read when the page mounts. */
export function useDueWords(enabled: boolean) {
  return useQuery({ ...dueWordsQuery(), enabled, refetchOnMount: false });
}

export function useDueWorkspaceNames(enabled: boolean) {
  return useQuery({
    queryKey: [...WORKSPACE_LISTS_KEY, 'names'],
    enabled,
    queryFn: async ({ signal }) =>
      new Map(
        (await apiRequest(HOME_DUE_WORKSPACES, {}, { signal })).getWorkspaceByUserId.map(
          (workspace) => [workspace.id, workspace.name] as const,
        ),
      ),
  });
}
