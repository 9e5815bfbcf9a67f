import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetReview } from './essay-cache.ts';

export const DELETE_ESSAY_REVIEW = graphql(`
  mutation deleteRozprawkaAiReview($deleteRozprawkaAiReviewInput: DeleteRozprawkaAiReviewInput!) {
    deleteRozprawkaAiReview(deleteRozprawkaAiReviewInput: $deleteRozprawkaAiReviewInput) {
      success
      message
    }
  }
`);

/** Deletes a review; resolves with the server's message for the toast, then `forget` drops it from the list. */
export function useDeleteEssayReview() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(DELETE_ESSAY_REVIEW, { deleteRozprawkaAiReviewInput: { id } }))
        .deleteRozprawkaAiReview.message,
  });
  return { ...mutation, forget: (id: string) => forgetReview(queryClient, id) };
}
