import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Deletes a textbook with its chapters, exercises, imports and PDF (demo books are refused). */
export const DELETE_TEXTBOOK = graphql(`
  mutation adminDeleteTextbook($input: DeletePodrecznikInput!) {
    deletePodrecznik(deletePodrecznikInput: $input)
  }
`);

export function useDeleteTextbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest(DELETE_TEXTBOOK, { input: { id } })).deletePodrecznik,
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: ['admin-library', 'textbook', id] });
      return queryClient.invalidateQueries({ queryKey: ['admin-library', 'textbooks'] });
    },
  });
}
