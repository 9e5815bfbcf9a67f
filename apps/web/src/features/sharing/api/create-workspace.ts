import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { Poziom, Przedmiot } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateWorkspaceLists } from '../../../lib/workspace-lists.ts';

export const CREATE_TARGET_WORKSPACE = graphql(`
  mutation createSharingWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {
    createWorkspace(createWorkspaceInput: $createWorkspaceInput) {
      id
      name
    }
  }
`);

/** A first workspace for a copy, on the pupil's own topic (subject, class and its name). */
export function useCreateTargetWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (topic: { przedmiot: Przedmiot; poziom: Poziom; temat: string }) =>
      (await apiRequest(CREATE_TARGET_WORKSPACE, { createWorkspaceInput: { wlasnyTemat: topic } }))
        .createWorkspace,
    onSuccess: () => invalidateWorkspaceLists(queryClient),
  });
}
