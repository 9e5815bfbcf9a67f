import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UpdateRozprawkaAiSegmentInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import { applySegment } from './essay-cache.ts';

/** Saves a segment's text as the pupil edited it by hand. */
export const UPDATE_SEGMENT = graphql(`
  mutation updateRozprawkaAiSegment($updateRozprawkaAiSegmentInput: UpdateRozprawkaAiSegmentInput!) {
    updateRozprawkaAiSegment(updateRozprawkaAiSegmentInput: $updateRozprawkaAiSegmentInput) {
      ...EssaySegmentFields
    }
  }
`);

export function useUpdateSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateRozprawkaAiSegmentInput) => {
      try {
        return (await apiRequest(UPDATE_SEGMENT, { updateRozprawkaAiSegmentInput: input }))
          .updateRozprawkaAiSegment;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: (segment) => applySegment(queryClient, segment),
  });
}
