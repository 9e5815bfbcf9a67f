import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { wordBasesKey } from './wordbase-cache.ts';

/** The workspace's sets, newest first, as summaries (no words). */
export const GET_WORD_BASES = graphql(`
  query getWordBaseByWorkspaceId($getWordBaseByWorkspaceIdInput: GetWordBaseByWorkspaceIdInput!) {
    getWordBaseByWorkspaceId(getWordBaseByWorkspaceIdInput: $getWordBaseByWorkspaceIdInput) {
      ...WordBaseSummaryFields
    }
  }
`);

export const wordBasesQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: wordBasesKey(workspaceId),
    // Practice elsewhere moves the numbers on: read again on each visit.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_WORD_BASES, { getWordBaseByWorkspaceIdInput: { workspaceId } }, { signal }))
        .getWordBaseByWorkspaceId,
  });

export function useWordBases(workspaceId: string) {
  return useQuery({ ...wordBasesQueryOptions(workspaceId), enabled: workspaceId !== '' });
}
