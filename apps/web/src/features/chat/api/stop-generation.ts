import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const STOP_GENERATION = graphql(`
  mutation stopConversationGeneration($stopConversationGenerationInput: StopConversationGenerationInput!) {
    stopConversationGeneration(stopConversationGenerationInput: $stopConversationGenerationInput) {
      ...ConversationSummaryFields
    }
  }
`);

/**
 * Stops the answer being written. Nothing is cached from the answer: the stream's end (and the
 * conversation's update event) bring the saved, stopped answer.
 */
export function useStopGeneration(conversationId: string) {
  return useMutation({
    mutationFn: async () =>
      (await apiRequest(STOP_GENERATION, { stopConversationGenerationInput: { conversationId } }))
        .stopConversationGeneration,
  });
}
