import { useLiveSync } from '../../../lib/use-live-sync.ts';
import { CONVERSATION_DETAILS_KEY, conversationsKey } from './chat-cache.ts';
import { newConversationEvent } from './new-conversation-event.ts';
import { updatedConversationEvent } from './updated-conversation-event.ts';

/**
 * Keeps the list live: new conversations (another tab) appear, renamed ones change in place.
 * After a reconnect the list and the open conversation are read again.
 */
export function useLiveConversations(workspaceId: string): void {
  useLiveSync({
    enabled: workspaceId !== '',
    events: [newConversationEvent(workspaceId), updatedConversationEvent(workspaceId)],
    refetchOnReconnect: [conversationsKey(workspaceId), CONVERSATION_DETAILS_KEY],
  });
}
