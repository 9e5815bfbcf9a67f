import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetMaterial } from './material-cache.ts';
import type { MaterialSummary } from './material-fragments.ts';

export const DELETE_MATERIAL = graphql(`
  mutation deleteUserDoc($deleteUserDocInput: DeleteUserDocInput!) {
    deleteUserDoc(deleteUserDocInput: $deleteUserDocInput) {
      success
      message
    }
  }
`);

type MaterialRef = Pick<MaterialSummary, 'id' | 'workspaceId'>;

/**
 * Deletes a material; resolves with the server's message for the toast. `forget` drops it from
 * the caches: call it after leaving its page, so that page does not read it again meanwhile.
 */
export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (material: MaterialRef) =>
      (await apiRequest(DELETE_MATERIAL, { deleteUserDocInput: { id: material.id } })).deleteUserDoc.message,
  });
  return {
    ...mutation,
    forget: (material: MaterialRef) => forgetMaterial(queryClient, material.workspaceId, material.id),
  };
}
