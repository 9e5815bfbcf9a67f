import { screen } from '@testing-library/react';
import { act } from 'react';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { Component as PlaygroundPage } from './playground-page.tsx';
import { Component as SolverPage } from './solver-page.tsx';
import type { StreamEvent } from './stream-text.ts';
import type { fakeSummary } from './test-fixtures.ts';

/** The workspace chat and the task solver, signed in, against a fake API. */
export function renderChatAt(path: string, handlers: Record<string, FakeHandler>) {
  const api = installFakeApi(handlers);
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/workspace/:slug/playground', Component: PlaygroundPage },
      { path: '/app/solver', Component: SolverPage },
    ],
    path,
    queryClient,
  );
  return { api, router };
}

/** One page of the conversation list as the server answers it. */
export const pageOf = (data: ReturnType<typeof fakeSummary>[], total = data.length, number = 1) => ({
  data: { paginateConversationWorkspaceByWorkspaceId: { data, total, page: number, limit: 20 } },
});

/** Feeds one `llmStream` event (defaults: a DELTA of answer b-1 in conversation c-1). */
export function streamEvent(live: LiveFake, partial: Partial<StreamEvent>) {
  const event: StreamEvent = {
    type: 'DELTA',
    conversationId: 'c-1',
    botMessageId: 'b-1',
    delta: '',
    offset: 0,
    content: null,
    error: null,
    ...partial,
  };
  act(() => live.sinks.get('llmStream')?.next({ llmStream: event }));
}

export function pushConversation(
  live: LiveFake,
  name: 'newConversationWorkspace' | 'updateConversationWorkspace',
  conversation: unknown,
) {
  act(() => live.sinks.get(name)?.next({ [name]: conversation }));
}

export const messageBox = () => screen.getByLabelText('Twoja wiadomość') as HTMLTextAreaElement;

export const citation = {
  number: 1,
  sourceType: 'USER_DOC' as const,
  sourceId: 'doc-1',
  name: 'Ułamki – lekcja',
  page: 3,
  startSeconds: null,
  excerpt: 'Ułamek to część całości.',
};
