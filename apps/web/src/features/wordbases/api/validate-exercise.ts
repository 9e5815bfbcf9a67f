import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ValdiateexerciseInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { afterPractice, applyExercise, sessionKey } from './wordbase-cache.ts';
import type { WordBaseSession } from './wordbase-fragments.ts';

/** Checks an answer to an exercise; it comes back with the verdict, the review and the answer. */
export const VALIDATE_EXERCISE = graphql(`
  mutation valdiateexercise($valdiateexerciseInput: ValdiateexerciseInput!) {
    valdiateexercise(valdiateexerciseInput: $valdiateexerciseInput) {
      id
      kind
      polecenie
      example
      wordId
      word
      options
      answered
      isCorrect
      answer
      review
      expected
    }
  }
`);

/**
 * The checked exercise replaces its place in the session; once every exercise has its answer, the
 * session is read again for its score and end.
 */
export function useValidateExercise(wordBaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ValdiateexerciseInput) =>
      (await apiRequest(VALIDATE_EXERCISE, { valdiateexerciseInput: input })).valdiateexercise,
    onSuccess: (exercise, input) => {
      const sessionId = String(input.sessionId);
      applyExercise(queryClient, sessionId, exercise);
      const session = queryClient.getQueryData<WordBaseSession>(sessionKey(sessionId));
      if (session?.exercises.every((entry) => entry.answered))
        void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) });
      afterPractice(queryClient, wordBaseId);
    },
  });
}
