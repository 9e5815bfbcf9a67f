import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UpdatesegmentstatusInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyRewrite, applySegment } from './essay-cache.ts';

/**
 * Accepts (`discarded: false`) or discards a proposal. An accepted one replaces the segment's
 * text, so the segment comes back with it.
 */
export const UPDATE_SEGMENT_STATUS = graphql(`
  mutation updatesegmentstatus($updatesegmentstatusInput: UpdatesegmentstatusInput!) {
    updatesegmentstatus(updatesegmentstatusInput: $updatesegmentstatusInput) {
      ...EssayRewriteFields
      segment {
        id
        rozprawkaId
        order
        type
        content
        contentJson
        explanation
        helperContent
        lekturaId
        lektura {
          id
          title
          author
        }
        uwagi {
          kind
          message
          quote
          lekturaId
        }
        wordCount
        updatedAt
      }
    }
  }
`);

export function useUpdateSegmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatesegmentstatusInput) =>
      (await apiRequest(UPDATE_SEGMENT_STATUS, { updatesegmentstatusInput: input })).updatesegmentstatus,
    onSuccess: ({ segment, ...rewrite }) => {
      applyRewrite(queryClient, rewrite);
      applySegment(queryClient, segment);
    },
  });
}
