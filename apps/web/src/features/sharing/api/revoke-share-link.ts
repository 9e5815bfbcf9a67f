import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { type SharedKind, shareLinkKey } from './share-fragments.ts';

export const REVOKE_SHARE_LINK = graphql(`
  mutation revokeShareLink($input: ShareTokenInput!) {
    revokeShareLink(input: $input) {
      ...ShareLinkFields
    }
  }
`);

/** "Przestań udostępniać": the link stops working; the item shows as not shared. */
export function useRevokeShareLink(kind: SharedKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await apiRequest(REVOKE_SHARE_LINK, { input: { token } })).revokeShareLink,
    onSuccess: () => queryClient.setQueryData(shareLinkKey(kind, id), null),
  });
}
