import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { applyConversationEvent } from './chat-cache.ts';

export const UPDATED_CONVERSATION = graphql(`
  subscription updateConversationWorkspace($updateConversationWorkspaceInput: ConversationEventsInput!) {
    updateConversationWorkspace(updateConversationWorkspaceInput: $updateConversationWorkspaceInput) {
      ...ConversationSummaryFields
    }
  }
`);

/** A conversation renamed (the server's title after the first exchange), or an answer begun or ended. */
export const updatedConversationEvent = (workspaceId: string) =>
  liveEvent(
    UPDATED_CONVERSATION,
    { updateConversationWorkspaceInput: { workspaceId } },
    (data, queryClient) => applyConversationEvent(queryClient, data.updateConversationWorkspace),
  );
