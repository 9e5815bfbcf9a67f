import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const COPY_SHARED_ITEM = graphql(`
  mutation copySharedItem($input: CopySharedItemInput!) {
    copySharedItem(input: $input) {
      kind
      id
      workspaceId
      alreadyCopied
    }
  }
`);

/** Copies a shared item into one of the pupil's workspaces (once per link: later calls open it). */
export function useCopySharedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { token: string; workspaceId: string }) =>
      (await apiRequest(COPY_SHARED_ITEM, { input })).copySharedItem,
    // The copy is new in its workspace's lists (word bases, quizzes, the overview, what is due),
    // which other features keep under their own keys: a rare action, so everything is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
