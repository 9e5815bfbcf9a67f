import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetEssay } from './essay-cache.ts';

export const DELETE_ESSAY = graphql(`
  mutation deleteRozprawkaAi($deleteRozprawkaAiInput: DeleteRozprawkaAiInput!) {
    deleteRozprawkaAi(deleteRozprawkaAiInput: $deleteRozprawkaAiInput) {
      success
      message
    }
  }
`);

/**
 * Deletes an essay; resolves with the server's message for the toast. `forget` drops it from the
 * caches: call it after leaving its page, so that page does not read it again.
 */
export function useDeleteEssay() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(DELETE_ESSAY, { deleteRozprawkaAiInput: { id } })).deleteRozprawkaAi.message,
  });
  return { ...mutation, forget: (id: string) => forgetEssay(queryClient, id) };
}
