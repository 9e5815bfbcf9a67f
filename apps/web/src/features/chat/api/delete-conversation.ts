import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationsKey, forgetConversation } from './chat-cache.ts';
import type { ConversationSummary } from './chat-fragments.ts';

export const DELETE_CONVERSATION = graphql(`
  mutation deleteConversationWorkspace($deleteConversationWorkspaceInput: DeleteConversationWorkspaceInput!) {
    deleteConversationWorkspace(deleteConversationWorkspaceInput: $deleteConversationWorkspaceInput) {
      success
      message
    }
  }
`);

type ConversationRef = Pick<ConversationSummary, 'id' | 'workspaceId'>;

/**
 * Deletes a conversation; resolves with the server's message for the toast. `forget` drops it
 * from the caches and reads the loaded pages again (later pages moved up by one).
 */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (conversation: ConversationRef) =>
      (await apiRequest(DELETE_CONVERSATION, { deleteConversationWorkspaceInput: { id: conversation.id } }))
        .deleteConversationWorkspace.message,
  });
  const forget = (conversation: ConversationRef) => {
    forgetConversation(queryClient, conversation.workspaceId, conversation.id);
    void queryClient.invalidateQueries({ queryKey: conversationsKey(conversation.workspaceId) });
  };
  return { ...mutation, forget };
}
