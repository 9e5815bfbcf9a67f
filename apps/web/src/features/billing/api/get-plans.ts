import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ChoosePlanQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The visible plans with their prices, limits and what the signed-in pupil can do with each. */
export const GET_PLANS = graphql(`
  query choosePlan {
    getAvaliblePlans {
      id
      name
      price
      price3m
      price12m
      freeTier
      description
      visible
      userPlanAction
      limits {
        action
        label
        limitDisplay
        limitInterval
        visible
        limit {
          type
          value
        }
      }
    }
  }
`);

export type Plan = ChoosePlanQuery['getAvaliblePlans'][number];
export type PlanLimit = Plan['limits'][number];

/** Under 'usage' so a bought or changed plan (which invalidates 'usage') reads the actions afresh. */
export const plansKey = ['usage', 'billing', 'plans'] as const;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: plansKey,
    staleTime: 0,
    queryFn: async ({ signal }) => (await apiRequest(GET_PLANS, undefined, { signal })).getAvaliblePlans,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
