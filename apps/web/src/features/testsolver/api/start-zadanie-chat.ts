import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** "Zapytaj w czacie": a conversation about one task, which knows its text and its solution. */
export const START_ZADANIE_CHAT = graphql(`
  mutation startZadanieChat($startconversationintentInput: StartconversationintentInput!) {
    startconversationintent(startconversationintentInput: $startconversationintentInput) {
      id
      workspaceId
    }
  }
`);

export interface ZadanieChat {
  /** The test's workspace: the general one or a subject workspace. */
  workspaceId: string;
  zadanieId: string;
  numberExercise: string;
}

/** Starts the conversation with the pupil's first question about the task; resolves with its id. */
export function useStartZadanieChat() {
  return useMutation({
    mutationFn: async ({ workspaceId, zadanieId, numberExercise }: ZadanieChat) =>
      (
        await apiRequest(START_ZADANIE_CHAT, {
          startconversationintentInput: {
            workspaceId,
            message: `Wyjaśnij mi zadanie ${numberExercise} krok po kroku.`,
            intent: { conversationType: 'ZADANIE' },
            zadanieId,
          },
        })
      ).startconversationintent,
  });
}
