import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { type SharedKind, shareLinkKey } from './share-fragments.ts';

export const CREATE_SHARE_LINK = graphql(`
  mutation createShareLink($input: ShareItemInput!) {
    createShareLink(input: $input) {
      ...ShareLinkFields
    }
  }
`);

/** Shares the pupil's item by a link (the working one when there is one already). */
export function useCreateShareLink(kind: SharedKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest(CREATE_SHARE_LINK, { input: { kind, id } })).createShareLink,
    onSuccess: (link) => queryClient.setQueryData(shareLinkKey(kind, id), link),
  });
}
