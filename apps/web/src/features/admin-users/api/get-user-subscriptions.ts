import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { USERS_KEY, userPartKey } from './keys.ts';

// A user's subscriptions, paid in Stripe or granted by an admin, newest first, and the plans an
// admin can grant (hidden ones too).

export const ADMIN_USER_SUBSCRIPTIONS = graphql(`
  query adminUserSubscriptions($input: GetAllSubscriptionsInput!) {
    getAllSubscriptions(getAllSubscriptionsInput: $input) {
      total
      data {
        id
        plan {
          id
          name
        }
        status
        billingInterval
        grantedAt
        expiresAt
        cancelAtPeriodEnd
        adminGrant
      }
    }
  }
`);

export const ADMIN_PLAN_CHOICES = graphql(`
  query adminPlanChoices {
    getAllPlans {
      id
      name
      visible
    }
  }
`);

/** The newest subscriptions are enough: older ones ended long ago (the audit log keeps them). */
const SHOWN = 50;

export function useUserSubscriptions(userId: string) {
  return useQuery({
    queryKey: userPartKey(userId, 'subscriptions'),
    queryFn: async ({ signal }) =>
      (await apiRequest(ADMIN_USER_SUBSCRIPTIONS, { input: { userId, limit: SHOWN } }, { signal }))
        .getAllSubscriptions,
  });
}

export type AdminUserSubscription = NonNullable<
  ReturnType<typeof useUserSubscriptions>['data']
>['data'][number];

export function usePlanChoices() {
  return useQuery({
    queryKey: [...USERS_KEY, 'plans'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await apiRequest(ADMIN_PLAN_CHOICES, {}, { signal })).getAllPlans,
  });
}
