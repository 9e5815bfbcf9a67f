import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UpsertwordsInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import { applyWordBase } from './wordbase-cache.ts';

/**
 * Saves a set: a new one (no `id`) with its words, or an existing one's added, changed and removed
 * words. Repeated words are merged by the server, which says so in `notice`.
 */
export const UPSERT_WORDS = graphql(`
  mutation upsertwords($upsertwordsInput: UpsertwordsInput!) {
    upsertwords(upsertwordsInput: $upsertwordsInput) {
      ...WordBaseSummaryFields
    }
  }
`);

/** The saved set replaces its page and its list entry at once. */
export function useUpsertWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpsertwordsInput) => {
      try {
        return (await apiRequest(UPSERT_WORDS, { upsertwordsInput: input })).upsertwords;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: (base) => applyWordBase(queryClient, base),
  });
}
