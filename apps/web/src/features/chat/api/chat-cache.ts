import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { PaginateConversationWorkspaceByWorkspaceIdQuery } from '../../../gql/graphql.ts';
import type { ChatMessage, Conversation, ConversationSummary } from './chat-fragments.ts';

type ConversationPage =
  PaginateConversationWorkspaceByWorkspaceIdQuery['paginateConversationWorkspaceByWorkspaceId'];
type ConversationPages = InfiniteData<ConversationPage, number>;

export const conversationsKey = (workspaceId: string) => ['chat', 'list', workspaceId] as const;
export const conversationKey = (id: string) => ['chat', 'detail', id] as const;
/** Every open conversation's entry, read again after a reconnect. */
export const CONVERSATION_DETAILS_KEY = ['chat', 'detail'] as const;

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

/** A note made from an answer: the answer now leads to it instead of offering to make one. */
export function rememberAnswerNote(
  queryClient: QueryClient,
  conversationId: string,
  botMessageId: string,
  aiNoteId: string,
): void {
  queryClient.setQueryData<Conversation>(conversationKey(conversationId), (current) =>
    current
      ? {
          ...current,
          userMessages: current.userMessages.map((message) => ({
            ...message,
            botResponses: message.botResponses.map((answer) =>
              answer.id === botMessageId ? { ...answer, aiNoteId } : answer,
            ),
          })),
        }
      : current,
  );
}

/** A live event: into the list and the open view; an answer begun or ended elsewhere rereads the view. */
export function applyConversationEvent(queryClient: QueryClient, summary: ConversationSummary): void {
  const open = queryClient.getQueryData<Conversation>(conversationKey(summary.id));
  rememberConversation(queryClient, summary);
  // An answer began or ended elsewhere (another tab, a missed stream): read the view again.
  if (open && open.isFetching !== summary.isFetching)
    void queryClient.invalidateQueries({ queryKey: conversationKey(summary.id) });
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
