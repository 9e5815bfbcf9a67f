import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetSharedItemQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const GET_SHARED_ITEM = graphql(`
  query getSharedItem($input: ShareTokenInput!) {
    getSharedItem(input: $input) {
      token
      kind
      title
      description
      summary
      entries {
        text
        answer
        options
      }
    }
  }
`);

export type SharedItem = GetSharedItemQuery['getSharedItem'];

/** What a classmate shared by link (public: works signed out); an inactive link fails NOT_FOUND. */
export function useSharedItem(token: string) {
  return useQuery({
    queryKey: ['sharing', 'item', token],
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_SHARED_ITEM, { input: { token } }, { signal })).getSharedItem,
    retry: false,
  });
}
