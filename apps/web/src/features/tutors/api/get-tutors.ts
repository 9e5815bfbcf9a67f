import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isTutorWorking } from '../tutor-state.ts';
import { tutorsKey, WORKING_POLL_MS } from './tutor-cache.ts';
import type { TutorSummary } from './tutor-fragments.ts';

/** The pupil's tutors, newest first, as summaries. */
export const GET_TUTORS = graphql(`
  query tutors {
    getAiTutorByUserId {
      ...AiTutorSummaryFields
    }
  }
`);

export const tutorsQuery = () =>
  queryOptions({
    queryKey: tutorsKey,
    // Tutors move on in the background: read again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }): Promise<TutorSummary[]> =>
      (await apiRequest(GET_TUTORS, {}, { signal })).getAiTutorByUserId,
  });

export function useTutors() {
  return useQuery({
    ...tutorsQuery(),
    refetchInterval: (query) =>
      query.state.data?.some((tutor) => isTutorWorking(tutor.state)) ? WORKING_POLL_MS : false,
  });
}
