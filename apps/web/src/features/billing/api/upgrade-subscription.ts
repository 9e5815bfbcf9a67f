import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UpgradeSubscriptionInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingChanged } from './billing-cache.ts';

export const UPGRADE_SUBSCRIPTION = graphql(`
  mutation upgradeSubscription($upgradeSubscriptionInput: UpgradeSubscriptionInput!) {
    upgradeSubscription(upgradeSubscriptionInput: $upgradeSubscriptionInput) {
      name
      status
    }
  }
`);

/** Moves to the higher plan for exactly the previewed amount (the preview's prorationDate). */
export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpgradeSubscriptionInput) =>
      (await apiRequest(UPGRADE_SUBSCRIPTION, { upgradeSubscriptionInput: input })).upgradeSubscription,
    onSuccess: () => billingChanged(queryClient),
  });
}
