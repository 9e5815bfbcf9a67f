import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';

// The user's workspaces appear in more than one feature (the list page, the app home). Every query
// that lists them has a key starting with this prefix, so whoever creates, renames or deletes a
// workspace refreshes them all without knowing who shows them.

export const WORKSPACE_LISTS_KEY = ['workspaces', 'lists'] as const;

/** Marks every list of workspaces stale: the shown ones refetch, the others on their next visit. */
export function invalidateWorkspaceLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: WORKSPACE_LISTS_KEY });
}

/** Query parameter of the list page that opens the "Nowa przestrzeń" dialog. */
export const NEW_WORKSPACE_PARAM = 'nowa';

/** Link to the list page with the "Nowa przestrzeń" dialog open. */
export const NEW_WORKSPACE_PATH = `${ROUTES.workspaces}?${NEW_WORKSPACE_PARAM}=1`;

/** Takes a deleted workspace out of every cached list at once (the refetch confirms it later). */
export function dropFromWorkspaceLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<readonly { id: string }[]>({ queryKey: WORKSPACE_LISTS_KEY }, (list) =>
    list?.filter((workspace) => workspace.id !== id),
  );
}
