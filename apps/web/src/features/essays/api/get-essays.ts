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
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_ESSAYS, { getRozprawkaAiByWorkspaceIdInput: {} }, { signal }))
        .getRozprawkaAiByWorkspaceId,
  });

export function useEssays() {
  return useQuery(essaysQueryOptions());
}
