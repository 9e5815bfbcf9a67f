import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { hasWorkInProgress } from '../session-state.ts';
import { isTutorWorking } from '../tutor-state.ts';
import { tutorKey, WORKING_POLL_MS } from './tutor-cache.ts';
import type { TutorDetail } from './tutor-fragments.ts';

/** One tutor with its plan's topics in order (a foreign or missing one fails NOT_FOUND). */
export const GET_TUTOR = graphql(`
  query tutor($getAiTutorByIdInput: GetAiTutorByIdInput!) {
    getAiTutorById(getAiTutorByIdInput: $getAiTutorByIdInput) {
      ...AiTutorDetailFields
      aiTutorTemat {
        ...AiTutorTopicFields
      }
    }
  }
`);

export const tutorQuery = (id: string) =>
  queryOptions({
    queryKey: tutorKey(id),
    queryFn: async ({ signal }): Promise<TutorDetail> => {
      const tutor = (await apiRequest(GET_TUTOR, { getAiTutorByIdInput: { id } }, { signal })).getAiTutorById;
      return { ...tutor, aiTutorTemat: [...tutor.aiTutorTemat].sort((a, b) => a.order - b.order) };
    },
  });

/**
 * The tutor of its pages; read again every few seconds while its plan, its topics or a session's
 * quiz are written (the quiz tool announces its quiz, not the session).
 */
export function useTutor(id: string) {
  return useQuery({
    ...tutorQuery(id),
    enabled: id !== '',
    refetchInterval: (query) => {
      const tutor = query.state.data;
      return tutor && hasWorkInProgress(tutor, isTutorWorking(tutor.state)) ? WORKING_POLL_MS : false;
    },
  });
}
