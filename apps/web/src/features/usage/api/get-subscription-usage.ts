import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UsagePageQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The pupil's plan and, per action, the limit, what is used and when it renews. Named apart from
 * the field: operation names are unique across the app, and the chat reads the same field.
 */
export const GET_SUBSCRIPTION_USAGE = graphql(`
  query usagePage {
    getSubscriptionUsage {
      name
      grantedAt
      status
      cancelAtPeriodEnd
      expiresAt
      planPrice
      billingInterval
      recurring
      paymentMethod {
        card_brand
        card_last4
        exp_month
        exp_year
      }
      usage {
        action
        label
        limit
        limitType
        limitInterval
        usage
        remaining
        renewsAt
      }
    }
  }
`);

export type SubscriptionUsage = UsagePageQuery['getSubscriptionUsage'];
export type UsageItem = SubscriptionUsage['usage'][number];

export const subscriptionUsageKey = ['usage', 'subscription'] as const;

/** The plan and its usage. Counts change with every use elsewhere, so they are read afresh. */
export function useSubscriptionUsage() {
  return useQuery({
    queryKey: subscriptionUsageKey,
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }) => {
      const { getSubscriptionUsage } = await apiRequest(GET_SUBSCRIPTION_USAGE, undefined, { signal });
      return getSubscriptionUsage;
    },
  });
}
