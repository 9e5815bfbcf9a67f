import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AllWordBasesQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every set of the pupil, from all workspaces, newest first: a summary with its workspace's name. */
export const GET_ALL_WORD_BASES = graphql(`
  query allWordBases($getWordBaseByUserIdInput: GetWordBaseByUserIdInput) {
    getWordBaseByUserId(getWordBaseByUserIdInput: $getWordBaseByUserIdInput) {
      id
      workspaceId
      workspaceName
      name
      type
      language {
        code
        name
      }
      wordCount
      dueCount
      newCount
      state
      createdAt
    }
  }
`);

export type AllWordBasesEntry = AllWordBasesQuery['getWordBaseByUserId'][number];

export const ALL_WORD_BASES_KEY = ['wordbases', 'all'] as const;

/** Every set (the server caps the list at 100); `limit` asks for the newest few only. */
export const allWordBasesQuery = (limit?: number) =>
  queryOptions({
    queryKey: [...ALL_WORD_BASES_KEY, limit ?? 'all'],
    // Sets are made and studied on the workspaces' pages: read again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          GET_ALL_WORD_BASES,
          { getWordBaseByUserIdInput: limit ? { limit } : null },
          { signal },
        )
      ).getWordBaseByUserId,
  });

export function useAllWordBases(limit?: number) {
  return useQuery(allWordBasesQuery(limit));
}
