import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UpdatedocInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberMaterial } from './material-cache.ts';

/** A new name, a new kind or both; the answer is the summary (the text does not change). */
export const UPDATE_MATERIAL = graphql(`
  mutation updatedoc($updatedocInput: UpdatedocInput!) {
    updatedoc(updatedocInput: $updatedocInput) {
      ...MaterialSummaryFields
    }
  }
`);

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatedocInput) =>
      (await apiRequest(UPDATE_MATERIAL, { updatedocInput: input })).updatedoc,
    onSuccess: (doc) => rememberMaterial(queryClient, doc),
  });
}
