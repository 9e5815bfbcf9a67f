import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { essaysKey } from './essay-cache.ts';

/** Every essay of the pupil (no workspace given), newest first, as summaries. */
export const GET_ESSAYS = graphql(`
  query getRozprawkaAiByWorkspaceId($getRozprawkaAiByWorkspaceIdInput: GetRozprawkaAiByWorkspaceIdInput) {
    getRozprawkaAiByWorkspaceId(getRozprawkaAiByWorkspaceIdInput: $getRozprawkaAiByWorkspaceIdInput) {
      ...EssaySummaryFields
    }
  }
`);

export const essaysQueryOptions = () =>
  queryOptions({
    queryKey: essaysKey,
    // Live events reach the list only while it is shown: a state reached meanwhile (a review graded
    // before its page listened, an essay finished while the pupil was elsewhere) is read on each visit.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_ESSAYS, { getRozprawkaAiByWorkspaceIdInput: {} }, { signal }))
        .getRozprawkaAiByWorkspaceId,
  });

export function useEssays() {
  return useQuery(essaysQueryOptions());
}
