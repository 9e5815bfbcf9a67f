import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GeneraterozprawkaInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import { rememberNewEssay } from './essay-cache.ts';

/** Orders an essay; a background job writes its segments (newRozprawkaAi tells how far). */
export const GENERATE_ESSAY = graphql(`
  mutation generaterozprawka($generaterozprawkaInput: GeneraterozprawkaInput!) {
    generaterozprawka(generaterozprawkaInput: $generaterozprawkaInput) {
      __typename
      ... on RozprawkaAi {
        ...EssayDetailFields
      }
      ... on ExecutionError {
        errorCode
        message
      }
    }
  }
`);

/**
 * Resolves with the server's answer: the new essay (already in the cache, so its page opens at
 * once) or an ExecutionError with a Polish message. Field messages are keyed by the input's fields.
 */
export function useGenerateEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GeneraterozprawkaInput) => {
      try {
        return (await apiRequest(GENERATE_ESSAY, { generaterozprawkaInput: input })).generaterozprawka;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: (answer) => {
      if (answer.__typename === 'RozprawkaAi') rememberNewEssay(queryClient, answer);
    },
  });
}
