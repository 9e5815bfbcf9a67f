import type { QueryClient } from '@tanstack/react-query';
import { actionSourcesQuery } from '../../lib/api/get-action-sources.ts';
import { conversationQueryOptions } from './api/get-conversation.ts';
import { conversationPagesQuery } from './api/get-conversations.ts';

/**
 * What a chat page shows first, read before it renders: the conversation list and the open
 * conversation (`?c=`), or the materials a new one may use.
 */
export async function prefetchChat(
  queryClient: QueryClient,
  workspaceId: string,
  request: Request,
): Promise<void> {
  const conversationId = new URL(request.url).searchParams.get('c');
  await Promise.all([
    queryClient.prefetchInfiniteQuery(conversationPagesQuery(workspaceId)),
    conversationId
      ? queryClient.prefetchQuery(conversationQueryOptions(conversationId))
      : queryClient.prefetchQuery(actionSourcesQuery(workspaceId, 'CONVERSATION')),
  ]);
}
