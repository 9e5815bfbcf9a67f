import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The plan's limits and usage, read when the chat hits a limit. */
export const GET_USAGE = graphql(`
  query getSubscriptionUsage {
    getSubscriptionUsage {
      name
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

export function useChatUsage() {
  return useQuery({
    queryKey: ['chat', 'usage'],
    staleTime: 0,
    queryFn: async ({ signal }) => (await apiRequest(GET_USAGE, undefined, { signal })).getSubscriptionUsage,
  });
}
