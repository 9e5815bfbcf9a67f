import { PAGE_SIZE_DEFAULT } from '@kreda/shared/limits';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationsKey } from './chat-cache.ts';

/** One page of the workspace's conversations, as summaries, newest first. */
export const PAGINATE_CONVERSATIONS = graphql(`
  query paginateConversationWorkspaceByWorkspaceId(
    $paginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput!
  ) {
    paginateConversationWorkspaceByWorkspaceId(
      paginateConversationWorkspaceByWorkspaceIdInput: $paginateConversationWorkspaceByWorkspaceIdInput
    ) {
      data {
        ...ConversationSummaryFields
      }
      total
      page
      limit
    }
  }
`);

/** The workspace's conversations, a page at a time, newest first; `fetchNextPage` brings older ones. */
export const conversationPagesQuery = (workspaceId: string) =>
  infiniteQueryOptions({
    queryKey: conversationsKey(workspaceId),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { paginateConversationWorkspaceByWorkspaceId } = await apiRequest(
        PAGINATE_CONVERSATIONS,
        {
          paginateConversationWorkspaceByWorkspaceIdInput: {
            workspaceId,
            page: pageParam,
            limit: PAGE_SIZE_DEFAULT,
          },
        },
        { signal },
      );
      return paginateConversationWorkspaceByWorkspaceId;
    },
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useConversationPages(workspaceId: string) {
  return useInfiniteQuery({ ...conversationPagesQuery(workspaceId), enabled: workspaceId !== '' });
}
