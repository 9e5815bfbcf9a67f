import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { WORKSPACE_LISTS_KEY } from '../../../lib/workspace-lists.ts';

/** The pupil's subject workspaces: where a test may go, and the names the list shows. */
export const GET_PUPIL_WORKSPACES = graphql(`
  query testSolverWorkspaces {
    getWorkspaceByUserId {
      id
      name
      temat {
        id
        przedmiot
      }
    }
  }
`);

/** All of the pupil's workspaces with a topic (the general one has none and is not listed). */
export const pupilWorkspacesQueryOptions = () =>
  queryOptions({
    queryKey: [...WORKSPACE_LISTS_KEY, 'testsolver'],
    queryFn: async ({ signal }) => {
      const { getWorkspaceByUserId } = await apiRequest(GET_PUPIL_WORKSPACES, undefined, { signal });
      return getWorkspaceByUserId.flatMap((workspace) =>
        workspace.temat ? [{ ...workspace, temat: workspace.temat }] : [],
      );
    },
  });

export function usePupilWorkspaces() {
  return useQuery(pupilWorkspacesQueryOptions());
}

export type PupilWorkspace = NonNullable<ReturnType<typeof usePupilWorkspaces>['data']>[number];
