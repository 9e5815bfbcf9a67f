import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GenerativefunctionsegmentInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyRewrite } from './essay-cache.ts';

/** A text action on a segment (simplify, fix, shorten…): a proposal to accept or discard. */
export const SEGMENT_TEXT_ACTION = graphql(`
  mutation generativefunctionsegment($generativefunctionsegmentInput: GenerativefunctionsegmentInput!) {
    generativefunctionsegment(generativefunctionsegmentInput: $generativefunctionsegmentInput) {
      ...EssayRewriteFields
    }
  }
`);

export function useSegmentTextAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GenerativefunctionsegmentInput) =>
      (await apiRequest(SEGMENT_TEXT_ACTION, { generativefunctionsegmentInput: input }))
        .generativefunctionsegment,
    onSuccess: (rewrite) => applyRewrite(queryClient, rewrite),
  });
}
