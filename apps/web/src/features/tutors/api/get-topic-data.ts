import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { topicDataKey } from './tutor-cache.ts';

/** A topic's content (Markdown with LaTeX) and its exercises' questions; never their solutions. */
export const GET_TOPIC_DATA = graphql(`
  query tutorTopicData($gettematdataInput: GettematdataInput!) {
    gettematdata(gettematdataInput: $gettematdataInput) {
      content
      exercises
    }
  }
`);

/** Read when the pupil opens a ready topic; a topic's content does not change once written. */
export function useTopicData(topicId: string) {
  return useQuery({
    queryKey: topicDataKey(topicId),
    staleTime: 30 * 60_000,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_TOPIC_DATA, { gettematdataInput: { aiTutorTematId: topicId } }, { signal }))
        .gettematdata,
  });
}
