import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { CreateWorkspaceInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberWorkspace } from './workspace-cache.ts';

export const CREATE_WORKSPACE = graphql(`
  mutation createWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {
    createWorkspace(createWorkspaceInput: $createWorkspaceInput) {
      ...WorkspaceDetailFields
    }
  }
`);

/** Creates a workspace; it is cached for its page and every list is read again. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateWorkspaceInput) =>
      (await apiRequest(CREATE_WORKSPACE, { createWorkspaceInput: input })).createWorkspace,
    onSuccess: (workspace) => void rememberWorkspace(queryClient, workspace),
  });
}
