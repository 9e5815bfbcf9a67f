import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { DUE_WORDS_KEY } from '../../../lib/due-words.ts';

// How many words of this workspace's word bases are due today; the word bases show the rest.
export const WORKSPACE_DUE_WORDS = graphql(`
  query workspaceDueWords {
    getDueWords {
      byWorkspace {
        workspaceId
        count
      }
    }
  }
`);

/** Words due for review today in the workspace (0 when none). */
export function useWorkspaceDueWords(workspaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...DUE_WORDS_KEY, 'by-workspace'],
    enabled,
    // Practice elsewhere changes it: read again on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => (await apiRequest(WORKSPACE_DUE_WORDS, {}, { signal })).getDueWords,
    select: (due) => due.byWorkspace.find((entry) => entry.workspaceId === workspaceId)?.count ?? 0,
  });
}
