import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AitutoringAiTutorInput } from '../../../gql/graphql.ts';
import { saveSources } from '../../../lib/api/update-sources.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SourceChoice } from '../../../lib/source-choice.ts';
import { applyTutor } from './tutor-cache.ts';

/** Orders a tutor; its plan is written in the background (updateAiTutor tells how far). */
export const ORDER_TUTOR = graphql(`
  mutation aitutoringAiTutor($aitutoringAiTutorInput: AitutoringAiTutorInput!) {
    aitutoringAiTutor(aitutoringAiTutorInput: $aitutoringAiTutorInput) {
      ...AiTutorDetailFields
      aiTutorTemat {
        ...AiTutorTopicFields
      }
    }
  }
`);

export interface NewTutor {
  input: Omit<AitutoringAiTutorInput, 'sourcesId'>;
  /** The pupil's materials to save as the tutor's source set first (instead of a topic or chapter). */
  materials?: { workspaceId: string; sources: readonly SourceChoice[] };
}

/** Orders a tutor from a topic, a chapter or materials (their set saved first); resolves with it. */
export function useOrderTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, materials }: NewTutor) => {
      const sourcesId = materials
        ? await saveSources(materials.workspaceId, 'AITUTOR', materials.sources)
        : undefined;
      const { aitutoringAiTutor } = await apiRequest(ORDER_TUTOR, {
        aitutoringAiTutorInput: { ...input, ...(sourcesId ? { sourcesId } : {}) },
      });
      return aitutoringAiTutor;
    },
    onSuccess: (tutor) => applyTutor(queryClient, tutor),
  });
}
