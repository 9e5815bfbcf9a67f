import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { StatsRangeInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// The CSV export of AI calls (day × action × model × user) for a period. A read, but asked for on
// a click and never cached: each click reads the rows as they are now.

export const GET_USAGE_CSV = graphql(`
  query adminUsageCsv($input: GetAggregatedUsageInput!) {
    getUsageCsv(getAggregatedUsageInput: $input) {
      filename
      content
      rows
      truncated
    }
  }
`);

export function useUsageCsv() {
  return useMutation({
    mutationFn: async (range: StatsRangeInput) =>
      (await apiRequest(GET_USAGE_CSV, { input: { range } })).getUsageCsv,
  });
}
