import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AdminUsageQuery, StatsRangeInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// The dashboard's period: AI calls day by day with their splits by action and model (the charts)
// and the cost of each action (the table), in one request.

export const GET_USAGE = graphql(`
  query adminUsage($range: StatsRangeInput!) {
    getAggregatedUsage(getAggregatedUsageInput: { range: $range }) {
      date
      calls
      cost
      unpricedCalls
      byAction {
        key
        calls
        cost
        unpricedCalls
      }
      byModel {
        key
        calls
        cost
        unpricedCalls
      }
    }
    getActionCost(getActionCostInput: { range: $range }) {
      action
      count
      tokensPrompt
      tokensOutput
      cost
      unpricedCalls
    }
  }
`);

export type UsageDay = AdminUsageQuery['getAggregatedUsage'][number];
export type ActionCost = AdminUsageQuery['getActionCost'][number];

/** The period's usage; the previous period stays shown (marked busy) while another one loads. */
export function useUsage(range: StatsRangeInput) {
  return useQuery({
    queryKey: ['admin-stats', 'usage', range],
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => apiRequest(GET_USAGE, { range }, { signal }),
  });
}
