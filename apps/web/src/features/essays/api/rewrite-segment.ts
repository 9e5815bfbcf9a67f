import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { RewritesegmentInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyRewrite } from './essay-cache.ts';

/** A new version of a segment written to the pupil's instruction: a proposal to accept or discard. */
export const REWRITE_SEGMENT = graphql(`
  mutation rewritesegment($rewritesegmentInput: RewritesegmentInput!) {
    rewritesegment(rewritesegmentInput: $rewritesegmentInput) {
      ...EssayRewriteFields
    }
  }
`);

export function useRewriteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RewritesegmentInput) =>
      (await apiRequest(REWRITE_SEGMENT, { rewritesegmentInput: input })).rewritesegment,
    onSuccess: (rewrite) => applyRewrite(queryClient, rewrite),
  });
}
