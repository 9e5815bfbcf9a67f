import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberWorkspace } from './workspace-cache.ts';

export const UPDATE_WORKSPACE = graphql(`
  mutation updateWorkspace($updateWorkspaceInput: UpdateWorkspaceInput!) {
    updateWorkspace(updateWorkspaceInput: $updateWorkspaceInput) {
      ...WorkspaceDetailFields
    }
  }
`);

/** Renames a workspace; its page shows the new name at once and every list is read again. */
export function useRenameWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ workspaceId, name }: { workspaceId: string; name: string }) =>
      (await apiRequest(UPDATE_WORKSPACE, { updateWorkspaceInput: { workspaceId, name } })).updateWorkspace,
    onSuccess: (workspace) => void rememberWorkspace(queryClient, workspace),
  });
}
