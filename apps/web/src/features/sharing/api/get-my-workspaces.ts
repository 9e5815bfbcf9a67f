import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { WORKSPACE_LISTS_KEY } from '../../../lib/workspace-lists.ts';

export const GET_MY_WORKSPACES = graphql(`
  query sharingWorkspaces {
    getWorkspaceByUserId {
      id
      name
      temat {
        id
      }
    }
  }
`);

/** Where a copy may go: the pupil's workspaces with a topic (not the hidden general one). */
export function useMyWorkspaces(enabled: boolean) {
  return useQuery({
    queryKey: [...WORKSPACE_LISTS_KEY, 'sharing'],
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_MY_WORKSPACES, undefined, { signal })).getWorkspaceByUserId.filter(
        (w) => w.temat,
      ),
    enabled,
  });
}
