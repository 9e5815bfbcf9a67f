import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// Only the ids: a workspace's overview counts the notes (workspace-summary.tsx); the list reads them.
export const NOTE_IDS = graphql(`
  query workspaceNoteIds($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {
    getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput) {
      id
    }
  }
`);

/** How many notes the workspace has. */
export function useNoteCount(workspaceId: string) {
  return useQuery({
    queryKey: ['notes', 'count', workspaceId],
    // Notes are made on other pages (and by the chat): count again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { getAiNoteByWorkspaceId } = await apiRequest(
        NOTE_IDS,
        { getAiNoteByWorkspaceIdInput: { workspaceId } },
        { signal },
      );
      return getAiNoteByWorkspaceId.length;
    },
  });
}
