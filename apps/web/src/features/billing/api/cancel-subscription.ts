import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingChanged } from './billing-cache.ts';

export const CANCEL_SUBSCRIPTION = graphql(`
  mutation cancelSubscription($cancelSubscriptionInput: CancelSubscriptionInput!) {
    cancelSubscription(cancelSubscriptionInput: $cancelSubscriptionInput) {
      name
      cancelAtPeriodEnd
      expiresAt
    }
  }
`);

/** true: the monthly subscription ends with the paid period; false: it renews again. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cancelAtPeriodEnd: boolean) =>
      (await apiRequest(CANCEL_SUBSCRIPTION, { cancelSubscriptionInput: { cancelAtPeriodEnd } }))
        .cancelSubscription,
    onSuccess: () => billingChanged(queryClient),
  });
}
