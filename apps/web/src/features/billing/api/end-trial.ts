import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingChanged } from './billing-cache.ts';

export const END_TRIAL = graphql(`
  mutation endTrial {
    endTrial {
      name
      status
    }
  }
`);

/** Ends the own free trial now: Stripe takes the first payment and the plan goes on. */
export function useEndTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest(END_TRIAL)).endTrial,
    onSuccess: () => billingChanged(queryClient),
  });
}
