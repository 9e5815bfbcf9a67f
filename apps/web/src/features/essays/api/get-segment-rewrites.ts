import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rewritesKey } from './essay-cache.ts';

/** The proposals made for one segment, newest first: accepted, discarded and still open. */
export const GET_SEGMENT_REWRITES = graphql(`
  query getSegmentRewrites($getSegmentRewritesInput: GetSegmentRewritesInput!) {
    getSegmentRewrites(getSegmentRewritesInput: $getSegmentRewritesInput) {
      ...EssayRewriteFields
    }
  }
`);

/** Read only while the history is open (`enabled`). */
export function useSegmentRewrites(segmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: rewritesKey(segmentId),
    enabled,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_SEGMENT_REWRITES, { getSegmentRewritesInput: { segmentId } }, { signal }))
        .getSegmentRewrites,
  });
}
