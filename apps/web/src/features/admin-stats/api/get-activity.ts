import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AdminActivityQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// The period's activity from product telemetry and domain events: active users, visits, page
// views by route pattern, tool opens, tours and load times (Warsaw days, both ends included).

export const GET_ACTIVITY = graphql(`
  query adminActivity($input: GetActivityStatsInput!) {
    getActivityStats(getActivityStatsInput: $input) {
      totals {
        activeUsers
        visits
        pageViews
      }
      pages {
        route
        views
        visits
      }
      tools {
        tool
        opens
        users
      }
      tours {
        tourKey
        completed
        skipped
      }
      performance {
        appLoads {
          samples
          loadMsP75
        }
        vitals {
          name
          samples
          p75
        }
      }
    }
  }
`);

export type Activity = AdminActivityQuery['getActivityStats'];

export function useActivity(days: readonly string[]) {
  const input = { from: days[0] ?? '', to: days.at(-1) ?? '' };
  return useQuery({
    queryKey: ['admin-stats', 'activity', input],
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await apiRequest(GET_ACTIVITY, { input }, { signal })).getActivityStats,
  });
}
