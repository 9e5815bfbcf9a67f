import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ExtractwordbaseInput } from '../../../gql/graphql.ts';
import { saveSources } from '../../../lib/api/update-sources.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import type { SourceChoice } from '../../../lib/source-choice.ts';
import { applyWordBaseSummary } from './wordbase-cache.ts';

/** Orders a set of words picked by AI from materials; it is made in the background. */
export const EXTRACT_WORD_BASE = graphql(`
  mutation extractwordbase($extractwordbaseInput: ExtractwordbaseInput!) {
    extractwordbase(extractwordbaseInput: $extractwordbaseInput) {
      ...WordBaseSummaryFields
    }
  }
`);

export type ExtractRequest = Omit<ExtractwordbaseInput, 'sourcesId'> &
  ({ sources: readonly SourceChoice[] } | { sourcesId: string });

/**
 * Saves the chosen materials as the WORDBASE source set (unless a `sourcesId` is given, e.g. to try
 * a failed set again) and orders the set; it enters the list at once, in its "AI wybiera" state.
 */
export function useExtractWordBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ExtractRequest) => {
      try {
        const sourcesId =
          'sourcesId' in request
            ? request.sourcesId
            : await saveSources(String(request.workspaceId), 'WORDBASE', request.sources);
        const {
          sources: _s,
          sourcesId: _id,
          ...input
        } = request as ExtractRequest & {
          sources?: unknown;
          sourcesId?: unknown;
        };
        return (await apiRequest(EXTRACT_WORD_BASE, { extractwordbaseInput: { ...input, sourcesId } }))
          .extractwordbase;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: (base) => applyWordBaseSummary(queryClient, base),
  });
}
