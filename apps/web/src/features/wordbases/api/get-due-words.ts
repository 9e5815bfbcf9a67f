import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { DUE_WORDS_KEY } from '../../../lib/due-words.ts';
import { WORKSPACE_LISTS_KEY } from '../../../lib/workspace-lists.ts';

/** Words due for review today: in all and per workspace (the app home and a workspace's overview). */
export const GET_DUE_WORDS = graphql(`
  query getDueWords {
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
export const DUE_WORKSPACES = graphql(`
  query dueWordsWorkspaces {
    getWorkspaceByUserId {
      id
      name
    }
  }
`);

export const dueWordsQuery = () =>
  queryOptions({
    queryKey: DUE_WORDS_KEY,
    // Practice elsewhere changes it: read again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => (await apiRequest(GET_DUE_WORDS, {}, { signal })).getDueWords,
  });

/** On the app home, whose route loader has just read it: no second read when the page mounts. */
export function useDueWords() {
  return useQuery({ ...dueWordsQuery(), refetchOnMount: false });
}

/** Words due for review today in one workspace (0 when none). */
export function useWorkspaceDueWords(workspaceId: string) {
  return useQuery({
    ...dueWordsQuery(),
    select: (due) => due.byWorkspace.find((entry) => entry.workspaceId === workspaceId)?.count ?? 0,
  });
}

export function useDueWorkspaceNames(enabled: boolean) {
  return useQuery({
    queryKey: [...WORKSPACE_LISTS_KEY, 'names'],
    enabled,
    queryFn: async ({ signal }) =>
      new Map(
        (await apiRequest(DUE_WORKSPACES, {}, { signal })).getWorkspaceByUserId.map(
          (workspace) => [workspace.id, workspace.name] as const,
        ),
      ),
  });
}
