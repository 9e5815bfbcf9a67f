import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationKey } from './chat-cache.ts';

/** An open conversation with its materials and every message. */
export const GET_CONVERSATION = graphql(`
  query getConversationWorkspaceById($getConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput!) {
    getConversationWorkspaceById(getConversationWorkspaceByIdInput: $getConversationWorkspaceByIdInput) {
      ...ConversationDetailFields
    }
  }
`);

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: async ({ signal }) => {
      const { getConversationWorkspaceById } = await apiRequest(
        GET_CONVERSATION,
        { getConversationWorkspaceByIdInput: { id } },
        { signal },
      );
      return getConversationWorkspaceById;
    },
  });

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: !!id });
}
