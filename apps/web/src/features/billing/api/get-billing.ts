import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { BillingPageQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The plan, its state, card, usage, bought and offered add-ons (the billing page's one read). */
export const GET_BILLING = graphql(`
  query billingPage {
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
      additionalLimits {
        id
        name
        action
        additionalLimit
        price
        purchasedAt
        expiresAt
      }
      addOnOffers {
        id
        name
        action
        additionalLimit
        price
        validDays
      }
    }
  }
`);

export type Billing = BillingPageQuery['getSubscriptionUsage'];
export type AddOnOffer = Billing['addOnOffers'][number];
export type BoughtLimit = Billing['additionalLimits'][number];

/** Under the usage page's key, so invalidating ['usage', 'subscription'] refreshes both pages. */
export const billingKey = ['usage', 'subscription', 'billing'] as const;

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: billingKey,
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_BILLING, undefined, { signal })).getSubscriptionUsage,
  });

export function useBilling() {
  return useQuery(billingQueryOptions());
}
