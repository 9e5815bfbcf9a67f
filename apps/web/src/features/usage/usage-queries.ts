import { useQuery } from '@tanstack/react-query';
import type { UsagePageQuery } from '../../gql/graphql.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { GET_SUBSCRIPTION_USAGE } from './usage-documents.ts';

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
