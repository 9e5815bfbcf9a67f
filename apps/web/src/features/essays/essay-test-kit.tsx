import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import type { CurrentUser } from '../../lib/session-cache.ts';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { Component as EssayPage } from './essay-page.tsx';
import { Component as EssaysPage } from './essays-page.tsx';

/**
 * The essay list and the essay page, signed in, against a fake API (the socket is faked by the
 * test). `initialState` is the history entry's state (e.g. a text sent by the chat); `queryClient`
 * replaces the tests' own (e.g. by the app's, whose queries stay fresh for a while).
 */
export function renderEssaysAt(
  path: string,
  handlers: Record<string, FakeHandler>,
  options: { user?: Record<string, unknown>; initialState?: unknown; queryClient?: QueryClient } = {},
) {
  const api = installFakeApi(handlers);
  const queryClient = options.queryClient ?? testQueryClient();
  const { integrations: _i, ...me } = fakeUser(options.user);
  queryClient.setQueryData(ME_QUERY_KEY, me as unknown as CurrentUser);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/app/solver/rozprawki', Component: EssaysPage },
      { path: '/app/solver/rozprawki/rozprawka/:id', Component: EssayPage },
      { path: '/app/solver/rozprawki/rozprawka-review/:id', element: <h1>Ocena rozprawki</h1> },
      { path: '/workspace/usage', element: <h1>Limity</h1> },
    ],
    path,
    queryClient,
  );
  if (options.initialState !== undefined)
    void router.navigate(path, { replace: true, state: options.initialState });
  return { api, router, queryClient };
}

/** Feeds one event of the subscription `name`; its data goes under `field` (the operation's root field). */
export function push(live: LiveFake, name: string, field: string, data: unknown) {
  const sink = live.sinks.get(name);
  if (!sink) throw new Error(`nobody listens to ${name}`);
  act(() => sink.next({ [field]: data }));
}

/** Clears what the previous test captured. */
export function resetLive(live: LiveFake) {
  live.sinks.clear();
  live.variables.clear();
  live.connected.length = 0;
}
