import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { CreatePodrecznikInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';

/** A new textbook of the library, hidden until an admin publishes it. */
export const CREATE_TEXTBOOK = graphql(`
  mutation adminCreateTextbook($input: CreatePodrecznikInput!) {
    createPodrecznik(createPodrecznikInput: $input) {
      ...AdminTextbookFields
    }
  }
`);

/** Adds the textbook; field messages come keyed by the form's fields (`authors.1` → `authors`). */
export function useCreateTextbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreatePodrecznikInput) => {
      try {
        return (await apiRequest(CREATE_TEXTBOOK, { input })).createPodrecznik;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-library', 'textbooks'] }),
  });
}
