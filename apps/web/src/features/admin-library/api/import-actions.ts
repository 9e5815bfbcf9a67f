import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { SetPodrecznikTocInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { importsKey } from './get-imports.ts';

// What an admin does to an import that stopped: types its table of contents, or runs it again.

/** The table of contents of an import waiting for one (NEEDS_TOC); the import goes on with it. */
export const SET_TOC = graphql(`
  mutation adminSetTextbookToc($input: SetPodrecznikTocInput!) {
    setPodrecznikToc(setPodrecznikTocInput: $input) {
      ...AdminImportFields
    }
  }
`);

/** A failed import, run again from the start. */
export const RETRY_IMPORT = graphql(`
  mutation adminRetryTextbookImport($id: ID!) {
    retryPodrecznikImport(id: $id) {
      ...AdminImportFields
    }
  }
`);

export function useSetToc(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetPodrecznikTocInput) =>
      (await apiRequest(SET_TOC, { input })).setPodrecznikToc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(bookId) }),
  });
}

export function useRetryImport(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest(RETRY_IMPORT, { id })).retryPodrecznikImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(bookId) }),
  });
}
