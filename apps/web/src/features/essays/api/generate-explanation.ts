import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applySegment } from './essay-cache.ts';

/** Why a segment works and what the examiner looks at; saved on the segment. */
export const GENERATE_EXPLANATION = graphql(`
  mutation generateexplanation($generateexplanationInput: GenerateexplanationInput!) {
    generateexplanation(generateexplanationInput: $generateexplanationInput) {
      ...EssaySegmentFields
    }
  }
`);

export function useGenerateExplanation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (segmentId: string) =>
      (await apiRequest(GENERATE_EXPLANATION, { generateexplanationInput: { segmentId } }))
        .generateexplanation,
    onSuccess: (segment) => applySegment(queryClient, segment),
  });
}
