import type { Level, Subject } from '@kreda/shared/enums';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { GetbyprzedmiotandpoziomQuery, WorkspaceFieldsFragment } from '../../gql/graphql.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { invalidateWorkspaceLists, WORKSPACE_LISTS_KEY } from '../../lib/workspace-lists.ts';
import { GET_TOPICS, GET_WORKSPACE, GET_WORKSPACES } from './workspaces-documents.ts';

export type Workspace = WorkspaceFieldsFragment;
export type Topic = GetbyprzedmiotandpoziomQuery['getbyprzedmiotandpoziom'][number];
/** A workspace that has its topic: the only kind the lists show (spec point 5). */
export type TopicWorkspace = Workspace & { temat: NonNullable<Workspace['temat']> };

export const hasTopic = (workspace: Workspace): workspace is TopicWorkspace => workspace.temat !== null;

const allKey = [...WORKSPACE_LISTS_KEY, 'all'] as const;
export const workspaceKey = (id: string) => ['workspaces', 'detail', id] as const;
const topicsKey = (subject: Subject, level: Level) => ['topics', subject, level] as const;

/** All of the user's workspaces with a topic, most recently used first. */
export function useWorkspaces() {
  return useQuery({
    queryKey: allKey,
    queryFn: async ({ signal }) => {
      const { getWorkspaceByUserId } = await apiRequest(GET_WORKSPACES, undefined, { signal });
      return getWorkspaceByUserId.filter(hasTopic);
    },
  });
}

export function useWorkspace(id: string) {
  return useQuery({
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
}

/** Curriculum topics for a subject and level; loaded once both are chosen. */
export function useTopics(subject: Subject | '', level: Level | '') {
  return useQuery({
    queryKey: topicsKey(subject as Subject, level as Level),
    enabled: subject !== '' && level !== '',
    // The curriculum changes with a deployment, not during a visit.
    staleTime: 30 * 60_000,
    queryFn: async ({ signal }) => {
      const { getbyprzedmiotandpoziom } = await apiRequest(
        GET_TOPICS,
        { getbyprzedmiotandpoziomInput: { przedmiot: subject as Subject, poziom: level as Level } },
        { signal },
      );
      return getbyprzedmiotandpoziom;
    },
  });
}

/** After a create or rename: the workspace is known, every list is out of date. */
export function rememberWorkspace(queryClient: QueryClient, workspace: Workspace): Promise<void> {
  queryClient.setQueryData(workspaceKey(workspace.id), workspace);
  return invalidateWorkspaceLists(queryClient);
}

/** After a delete: forget the workspace, refresh the lists. */
export function forgetWorkspace(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: workspaceKey(id), exact: true });
  return invalidateWorkspaceLists(queryClient);
}
