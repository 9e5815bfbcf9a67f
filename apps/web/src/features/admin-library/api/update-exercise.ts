import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UpdateZadanieInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** An admin's correction of a library exercise: its number, text, answer and solution. */
export const UPDATE_EXERCISE = graphql(`
  mutation adminUpdateExercise($input: UpdateZadanieInput!) {
    updateZadanie(updateZadanieInput: $input) {
      id
      numberExercise
      question
      answer
      explanation
    }
  }
`);

/** Saves the correction; the subchapter's exercises and the public library read it again. */
export function useUpdateExercise(subchapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateZadanieInput) =>
      (await apiRequest(UPDATE_EXERCISE, { input })).updateZadanie,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-library', 'exercises', subchapterId] }),
        queryClient.invalidateQueries({ queryKey: ['library'] }),
      ]),
  });
}
