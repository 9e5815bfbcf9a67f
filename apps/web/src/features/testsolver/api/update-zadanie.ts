import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UpdateZadanieInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import { applyTask, testKey } from './testsolver-cache.ts';

/** Corrects a task read with a mistake and/or solves it again (`solve: true`). */
export const UPDATE_ZADANIE = graphql(`
  mutation updateZadanie($updateZadanieInput: UpdateZadanieInput!) {
    updateZadanie(updateZadanieInput: $updateZadanieInput) {
      ...ZadanieFields
    }
  }
`);

export type ZadanieChange = Omit<UpdateZadanieInput, 'relationId'> & { id: string };

/**
 * The task comes back as it is now (waiting to be solved again) and replaces its card at once; the
 * test is read again, as it is being solved again too (its progress shows and is followed).
 */
export function useUpdateZadanie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ZadanieChange) => {
      try {
        return (await apiRequest(UPDATE_ZADANIE, { updateZadanieInput: change })).updateZadanie;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: (task) => {
      applyTask(queryClient, task);
      if (task.testSolverId) void queryClient.invalidateQueries({ queryKey: testKey(task.testSolverId) });
    },
  });
}
