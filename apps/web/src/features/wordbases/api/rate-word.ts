import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { WordpracticesessionInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { afterPractice, applySession } from './wordbase-cache.ts';

/** Rates a flashcard (the word's FSRS schedule moves on), or ends the session with `finish`. */
export const RATE_WORD = graphql(`
  mutation wordpracticesession($wordpracticesessionInput: WordpracticesessionInput!) {
    wordpracticesession(wordpracticesessionInput: $wordpracticesessionInput) {
      ...WordBaseSessionFields
    }
  }
`);

/** The session comes back with its next card (`nextWord`): no second request per card. */
export function useRateWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WordpracticesessionInput) =>
      (await apiRequest(RATE_WORD, { wordpracticesessionInput: input })).wordpracticesession,
    onSuccess: (session) => {
      applySession(queryClient, session);
      afterPractice(queryClient, session.wordBaseId);
    },
  });
}
