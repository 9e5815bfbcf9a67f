import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UpdatepodrecznikInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** An admin's change of a textbook: data, publication and table of contents, all or nothing. */
export const UPDATE_TEXTBOOK = graphql(`
  mutation adminUpdateTextbook($input: UpdatepodrecznikInput!) {
    updatepodrecznik(updatepodrecznikInput: $input) {
      ...AdminTextbookFields
    }
  }
`);

/** A textbook changed: the admin's pages and the public catalogue read it again. */
export function readLibraryAgain(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin-library'] }),
    queryClient.invalidateQueries({ queryKey: ['library'] }),
  ]);
}

/**
 * Sends one `updatepodrecznik`; once it is saved, the admin's lists and the public catalogue read
 * the textbook again (a rename or a publication changes what pupils see).
 */
export function useUpdateTextbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatepodrecznikInput) =>
      (await apiRequest(UPDATE_TEXTBOOK, { input })).updatepodrecznik,
    onSuccess: async () => {
      await readLibraryAgain(queryClient);
    },
  });
}
