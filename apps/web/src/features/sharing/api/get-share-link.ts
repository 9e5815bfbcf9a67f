import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { type SharedKind, shareLinkKey } from './share-fragments.ts';

export const GET_SHARE_LINK = graphql(`
  query getShareLink($input: ShareItemInput!) {
    getShareLink(input: $input) {
      ...ShareLinkFields
    }
  }
`);

/** The working link of the pupil's word base or quiz, or null when it is not shared. */
export function useShareLink(kind: SharedKind, id: string) {
  return useQuery({
    queryKey: shareLinkKey(kind, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_SHARE_LINK, { input: { kind, id } }, { signal })).getShareLink,
  });
}
