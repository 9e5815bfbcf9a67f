import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The pupil's hidden general workspace, where the task solver keeps its conversations. */
export const GET_SOLVER_WORKSPACE = graphql(`
  query getsolverworkspace {
    getsolverworkspace {
      id
    }
  }
`);

export const SOLVER_WORKSPACE_KEY = ['chat', 'solver-workspace'] as const;

/** The task solver's workspace (created by the server on first use). */
export function useSolverWorkspace() {
  return useQuery({
    queryKey: SOLVER_WORKSPACE_KEY,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const { getsolverworkspace } = await apiRequest(GET_SOLVER_WORKSPACE, undefined, { signal });
      return getsolverworkspace;
    },
  });
}
