import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateDueWords } from '../../../lib/due-words.ts';
import { applyWordBaseSummary } from './wordbase-cache.ts';

/** Deletes a set, or with `undo: true` brings it back. */
export const DELETE_WORD_BASE = graphql(`
  mutation deleteWordBase($deleteWordBaseInput: DeleteWordBaseInput!) {
    deleteWordBase(deleteWordBaseInput: $deleteWordBaseInput) {
      ...WordBaseSummaryFields
    }
  }
`);

/** Deleting takes the set out of its list at once; undoing puts it back in its place. */
export function useDeleteWordBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, undo = false }: { id: string; undo?: boolean }) =>
      (await apiRequest(DELETE_WORD_BASE, { deleteWordBaseInput: { id, ...(undo ? { undo } : {}) } }))
        .deleteWordBase,
    onSuccess: (base) => {
      applyWordBaseSummary(queryClient, base);
      void invalidateDueWords(queryClient);
    },
  });
}
