import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  ChatMessageFieldsFragment,
  ConversationDetailFieldsFragment,
  ConversationSummaryFieldsFragment,
  PaginateConversationWorkspaceByWorkspaceIdQuery,
} from '../../gql/graphql.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { getWsClient, subscribe } from '../../lib/ws-client.ts';
import {
  GET_CONVERSATION,
  GET_SOLVER_WORKSPACE,
  NEW_CONVERSATION,
  PAGINATE_CONVERSATIONS,
  UPDATED_CONVERSATION,
} from './chat-documents.ts';

export type ConversationSummary = ConversationSummaryFieldsFragment;
export type Conversation = ConversationDetailFieldsFragment;
export type ChatMessage = ChatMessageFieldsFragment;
export type BotAnswer = ChatMessage['botResponses'][number];
type ConversationPage =
  PaginateConversationWorkspaceByWorkspaceIdQuery['paginateConversationWorkspaceByWorkspaceId'];
type ConversationPages = InfiniteData<ConversationPage, number>;

/** Conversations per page of the list (the spec's page size). */
export const PAGE_SIZE = 20;

export const conversationsKey = (workspaceId: string) => ['chat', 'list', workspaceId] as const;
export const conversationKey = (id: string) => ['chat', 'detail', id] as const;
export const SOLVER_WORKSPACE_KEY = ['chat', 'solver-workspace'] as const;

/** Every conversation the loaded pages hold, newest first, each once. */
export function flattenPages(
  pages: InfiniteData<ConversationPage, unknown> | undefined,
): ConversationSummary[] {
  const seen = new Set<string>();
  const list: ConversationSummary[] = [];
  for (const page of pages?.pages ?? []) {
    for (const conversation of page.data) {
      if (seen.has(conversation.id)) continue;
      seen.add(conversation.id);
      list.push(conversation);
    }
  }
  return list;
}

function patchPages(
  pages: ConversationPages | undefined,
  summary: ConversationSummary,
): ConversationPages | undefined {
  if (!pages) return pages;
  const known = pages.pages.some((page) => page.data.some((item) => item.id === summary.id));
  if (known) {
    return {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        data: page.data.map((item) => (item.id === summary.id ? { ...item, ...summary } : item)),
      })),
    };
  }
  const [first, ...rest] = pages.pages;
  if (!first) return pages;
  return {
    ...pages,
    pages: [{ ...first, data: [summary, ...first.data], total: first.total + 1 }, ...rest],
  };
}

/** Puts a conversation the server sent into the list (first when new) and into its open view. */
export function rememberConversation(queryClient: QueryClient, summary: ConversationSummary): void {
  queryClient.setQueryData<ConversationPages>(conversationsKey(summary.workspaceId), (pages) =>
    patchPages(pages, summary),
  );
  queryClient.setQueryData<Conversation>(conversationKey(summary.id), (current) =>
    current
      ? {
          ...current,
          name: summary.name,
          isFetching: summary.isFetching,
          updatedAt: summary.updatedAt,
        }
      : current,
  );
}

/** A conversation just started: its full view and its place at the top of the list. */
export function rememberStartedConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(conversationKey(conversation.id), conversation);
  const { sources: _s, userMessages: _m, ...summary } = conversation;
  rememberConversation(queryClient, summary);
}

/** A sent message (with its answer being written) appended to the open conversation. */
export function rememberSentMessage(queryClient: QueryClient, conversationId: string, message: ChatMessage) {
  queryClient.setQueryData<Conversation>(conversationKey(conversationId), (current) =>
    current
      ? {
          ...current,
          isFetching: message.botResponses.some((answer) => answer.isFetching),
          userMessages: [...current.userMessages.filter((m) => m.id !== message.id), message],
        }
      : current,
  );
}

export function forgetConversation(queryClient: QueryClient, workspaceId: string, id: string): void {
  queryClient.setQueryData<ConversationPages>(conversationsKey(workspaceId), (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            data: page.data.filter((item) => item.id !== id),
            total: Math.max(0, page.total - 1),
          })),
        }
      : pages,
  );
  queryClient.removeQueries({ queryKey: conversationKey(id), exact: true });
}

/** The workspace's conversations, 20 a page, newest first; `fetchNextPage` brings older ones. */
export function useConversationPages(workspaceId: string) {
  return useInfiniteQuery({
    queryKey: conversationsKey(workspaceId),
    enabled: workspaceId !== '',
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { paginateConversationWorkspaceByWorkspaceId } = await apiRequest(
        PAGINATE_CONVERSATIONS,
        {
          paginateConversationWorkspaceByWorkspaceIdInput: { workspaceId, page: pageParam, limit: PAGE_SIZE },
        },
        { signal },
      );
      return paginateConversationWorkspaceByWorkspaceId;
    },
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: conversationKey(id ?? ''),
    enabled: !!id,
    queryFn: async ({ signal }) => {
      const { getConversationWorkspaceById } = await apiRequest(
        GET_CONVERSATION,
        { getConversationWorkspaceByIdInput: { id: id ?? '' } },
        { signal },
      );
      return getConversationWorkspaceById;
    },
  });
}

/** The task solver's workspace (created by the server on first use). */
export function useSolverWorkspace() {
  return useQuery({
    queryKey: SOLVER_WORKSPACE_KEY,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const { getsolverworkspace } = await apiRequest(GET_SOLVER_WORKSPACE, undefined, { signal });
      return getsolverworkspace;
    },
  });
}

/**
 * Keeps the list live: new conversations (another tab) appear, renamed ones (the server's title
 * after the first exchange) change in place. After a reconnect everything is read again.
 */
export function useLiveConversations(workspaceId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!workspaceId) return;
    const input = { workspaceId };
    const onEvent = (summary: ConversationSummary) => {
      const open = queryClient.getQueryData<Conversation>(conversationKey(summary.id));
      rememberConversation(queryClient, summary);
      // An answer began or ended elsewhere (another tab, a missed stream): read the view again.
      if (open && open.isFetching !== summary.isFetching)
        void queryClient.invalidateQueries({ queryKey: conversationKey(summary.id) });
    };
    const stopNew = subscribe(
      NEW_CONVERSATION,
      { newConversationWorkspaceInput: input },
      { next: (data) => onEvent(data.newConversationWorkspace) },
    );
    const stopUpdate = subscribe(
      UPDATED_CONVERSATION,
      { updateConversationWorkspaceInput: input },
      { next: (data) => onEvent(data.updateConversationWorkspace) },
    );
    let connections = 0;
    const stopListening = getWsClient().on('connected', () => {
      connections += 1;
      if (connections === 1) return;
      void queryClient.invalidateQueries({ queryKey: conversationsKey(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'detail'] });
    });
    return () => {
      stopNew();
      stopUpdate();
      stopListening();
    };
  }, [queryClient, workspaceId]);
}
