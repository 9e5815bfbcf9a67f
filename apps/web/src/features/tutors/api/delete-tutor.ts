import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetTutor } from './tutor-cache.ts';

export const DELETE_TUTOR = graphql(`
  mutation deleteAiTutor($deleteAiTutorInput: DeleteAiTutorInput!) {
    deleteAiTutor(deleteAiTutorInput: $deleteAiTutorInput) {
      success
      message
    }
  }
`);

/**
 * Deletes a tutor with its workspace, topics and conversations; resolves with the server's message
 * for the toast. `forget` drops it from the caches: call it once its page is left.
 */
export function useDeleteTutor() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(DELETE_TUTOR, { deleteAiTutorInput: { id } })).deleteAiTutor.message,
  });
  return { ...mutation, forget: (id: string) => forgetTutor(queryClient, id) };
}
