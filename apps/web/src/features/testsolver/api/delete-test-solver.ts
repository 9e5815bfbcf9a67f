import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetTest } from './testsolver-cache.ts';

export const DELETE_TEST_SOLVER = graphql(`
  mutation deleteTestSolver($deleteTestSolverInput: DeleteTestSolverInput!) {
    deleteTestSolver(deleteTestSolverInput: $deleteTestSolverInput) {
      success
      message
    }
  }
`);

/**
 * Deletes a test with its tasks and its materials (pages and solutions); resolves with the server's
 * message for the toast. `forget` drops it from the caches: call it after leaving its page.
 */
export function useDeleteTestSolver() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(DELETE_TEST_SOLVER, { deleteTestSolverInput: { id } })).deleteTestSolver.message,
  });
  return { ...mutation, forget: (id: string) => forgetTest(queryClient, id) };
}
