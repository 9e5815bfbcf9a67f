import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { dropFromWorkspaceLists } from '../../../lib/workspace-lists.ts';
import { forgetWorkspace } from './workspace-cache.ts';

export const DELETE_WORKSPACE = graphql(`
  mutation deleteWorkspace($deleteWorkspaceInput: DeleteWorkspaceInput!) {
    deleteWorkspace(deleteWorkspaceInput: $deleteWorkspaceInput) {
      success
      message
    }
  }
`);

/**
 * Deletes a workspace; resolves with the server's message for the toast and takes it out of every
 * cached list at once. `forget` drops its own entry: call it after leaving its page, so that page
 * does not read the deleted workspace again.
 */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (workspaceId: string) =>
      (await apiRequest(DELETE_WORKSPACE, { deleteWorkspaceInput: { workspaceId } })).deleteWorkspace.message,
    onSuccess: (_message, workspaceId) => dropFromWorkspaceLists(queryClient, workspaceId),
  });
  return { ...mutation, forget: (workspaceId: string) => void forgetWorkspace(queryClient, workspaceId) };
}
