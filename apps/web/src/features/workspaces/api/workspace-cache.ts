import type { QueryClient } from '@tanstack/react-query';
import { invalidateWorkspaceLists, WORKSPACE_LISTS_KEY } from '../../../lib/workspace-lists.ts';
import type { Workspace } from './workspace-fragments.ts';

export const allWorkspacesKey = [...WORKSPACE_LISTS_KEY, 'all'] as const;
export const workspaceKey = (id: string) => ['workspaces', 'detail', id] as const;

/** After a create or rename: the workspace is known, every list is out of date. */
export function rememberWorkspace(queryClient: QueryClient, workspace: Workspace): Promise<void> {
  queryClient.setQueryData(workspaceKey(workspace.id), workspace);
  return invalidateWorkspaceLists(queryClient);
}

/** After a delete, once its page is left: forget the workspace, refresh the lists. */
export function forgetWorkspace(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: workspaceKey(id), exact: true });
  return invalidateWorkspaceLists(queryClient);
}
