import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notesKey } from './note-cache.ts';

/** The workspace's notes, most recently changed first, as summaries. */
export const GET_NOTES = graphql(`
  query getAiNoteByWorkspaceId($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {
    getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput) {
      ...NoteSummaryFields
    }
  }
`);

export const notesQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: notesKey(workspaceId),
    queryFn: async ({ signal }) => {
      const { getAiNoteByWorkspaceId } = await apiRequest(
        GET_NOTES,
        { getAiNoteByWorkspaceIdInput: { workspaceId } },
        { signal },
      );
      return getAiNoteByWorkspaceId;
    },
  });

export function useNotes(workspaceId: string) {
  return useQuery(notesQueryOptions(workspaceId));
}
