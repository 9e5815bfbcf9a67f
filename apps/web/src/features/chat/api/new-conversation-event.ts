import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { applyConversationEvent } from './chat-cache.ts';

export const NEW_CONVERSATION = graphql(`
  subscription newConversationWorkspace($newConversationWorkspaceInput: ConversationEventsInput!) {
    newConversationWorkspace(newConversationWorkspaceInput: $newConversationWorkspaceInput) {
      ...ConversationSummaryFields
    }
  }
`);

/** A conversation started elsewhere (another tab, another device). */
export const newConversationEvent = (workspaceId: string) =>
  liveEvent(NEW_CONVERSATION, { newConversationWorkspaceInput: { workspaceId } }, (data, queryClient) =>
    applyConversationEvent(queryClient, data.newConversationWorkspace),
  );
