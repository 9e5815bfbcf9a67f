import type { InfiniteData } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../testing/fake-api.ts';
import { renderApiHook } from '../../../testing/render-hook.tsx';
import { fakeConversation, fakeMessage, fakeSummary } from '../test-fixtures.ts';
import { conversationKey, conversationsKey } from './chat-cache.ts';
import type { Conversation, ConversationSummary } from './chat-fragments.ts';
import { useRenameConversation } from './rename-conversation.ts';
import { useSendMessage } from './send-message.ts';

type Pages = InfiniteData<
  { data: ConversationSummary[]; total: number; page: number; limit: number },
  number
>;

describe('chat mutation hooks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renames a conversation in the list and in its open view', async () => {
    installFakeApi({
      renameConversationWorkspace: () => ({
        data: {
          renameConversationWorkspace: fakeSummary({ name: 'Mitoza', updatedAt: '2024-03-05T12:00:00Z' }),
        },
      }),
    });
    const { result, queryClient } = renderApiHook(() => useRenameConversation());
    const summary = fakeSummary();
    queryClient.setQueryData<Pages>(conversationsKey(summary.workspaceId), {
      pages: [{ data: [summary], total: 1, page: 1, limit: 20 }],
      pageParams: [1],
    });
    queryClient.setQueryData(conversationKey(summary.id), fakeConversation());

    await act(() => result.current.mutateAsync({ id: summary.id, name: 'Mitoza' }));
    const pages = queryClient.getQueryData<Pages>(conversationsKey(summary.workspaceId));
    expect(pages?.pages[0]?.data[0]?.name).toBe('Mitoza');
    expect(queryClient.getQueryData<Conversation>(conversationKey(summary.id))?.name).toBe('Mitoza');
  });

  it('appends a sent message, with its answer being written, to the open conversation', async () => {
    const conversation = fakeConversation();
    const message = fakeMessage({ id: 'm-new', message: 'A mejoza?' });
    const api = installFakeApi({ sendmessage: () => ({ data: { sendmessage: message } }) });
    const { result, queryClient } = renderApiHook(() => useSendMessage(conversation.id));
    queryClient.setQueryData(conversationKey(conversation.id), conversation);

    await act(() => result.current.mutateAsync({ outgoing: { message: 'A mejoza?', files: [] } }));
    const open = queryClient.getQueryData<Conversation>(conversationKey(conversation.id));
    expect(open?.userMessages.at(-1)?.id).toBe('m-new');
    expect(open?.userMessages).toHaveLength(conversation.userMessages.length + 1);
    expect(api.calls[0]?.variables).toEqual({
      sendmessageInput: { conversationId: conversation.id, message: 'A mejoza?' },
    });
  });
});
