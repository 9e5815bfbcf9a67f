import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AdminStatsQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// `/admin`: the service at a glance — accounts, activity, AI calls and cost today and this month,
// the most used actions, jobs failed in the last day and the models without a price.

export const GET_ADMIN_STATS = graphql(`
  query adminStats {
    getAdminStats {
      usersTotal
      usersNew7
      usersNew30
      activeToday
      active7
      active30
      aiToday {
        calls
        tokensPrompt
        tokensOutput
        cost
        unpricedCalls
      }
      aiMonth {
        calls
        tokensPrompt
        tokensOutput
        cost
        unpricedCalls
      }
      topActions {
        action
        count
        cost
        unpricedCalls
      }
      failingJobs {
        queue
        count
      }
      unpricedModels
    }
  }
`);

export type AdminStats = AdminStatsQuery['getAdminStats'];
export type AiTotals = AdminStats['aiToday'];

export function useAdminStats() {
  return useQuery({
    queryKey: ['admin-stats', 'overview'],
    // Counts of a moment: read again when the admin comes back to the tab a minute later.
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await apiRequest(GET_ADMIN_STATS, undefined, { signal })).getAdminStats,
  });
}
