import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberConversation } from './chat-cache.ts';

export const RENAME_CONVERSATION = graphql(`
  mutation renameConversationWorkspace($renameConversationWorkspaceInput: RenameConversationWorkspaceInput!) {
    renameConversationWorkspace(renameConversationWorkspaceInput: $renameConversationWorkspaceInput) {
      ...ConversationSummaryFields
    }
  }
`);

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      (await apiRequest(RENAME_CONVERSATION, { renameConversationWorkspaceInput: { id, name } }))
        .renameConversationWorkspace,
    onSuccess: (summary) => rememberConversation(queryClient, summary),
  });
}
