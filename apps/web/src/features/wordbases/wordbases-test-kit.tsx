import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { type CurrentUser, ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as ExercisesPage } from './exercises-page.tsx';
import { Component as FlashcardsPage } from './flashcards-page.tsx';
import { Component as HistoryPage } from './history-page.tsx';
import { Component as WordBasePage } from './wordbase-page.tsx';
import { LANGUAGES } from './wordbases-fixtures.ts';
import { Component as WordBasesPage } from './wordbases-page.tsx';

/** What the form asks besides its own operations: the languages. */
export function commonHandlers() {
  return {
    getLanguages: () => ({ data: { getLanguages: LANGUAGES } }),
  } satisfies Record<string, FakeHandler>;
}

/**
 * The word base pages of a workspace, signed in, against a fake API (the socket is faked by the
 * test). Materials are a stand-in that says where it is.
 */
export function renderWordBasesAt(
  path: string,
  handlers: Record<string, FakeHandler>,
  options: { queryClient?: QueryClient } = {},
) {
  const api = installFakeApi({ ...commonHandlers(), ...handlers });
  const queryClient = options.queryClient ?? testQueryClient();
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me as unknown as CurrentUser);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/workspace/:slug/wordbase', Component: WordBasesPage },
      { path: '/workspace/:slug/wordbase/:id', Component: WordBasePage },
      { path: '/workspace/:slug/wordbase/:id/fiszki/:sessionId', Component: FlashcardsPage },
      { path: '/workspace/:slug/wordbase/:id/cwiczenia/:sessionId', Component: ExercisesPage },
      { path: '/workspace/:slug/wordbase/:id/historia', Component: HistoryPage },
      { path: '/workspace/:slug/materials', element: <h1>Materiały</h1> },
    ],
    path,
    queryClient,
  );
  return { api, router, queryClient };
}

/** The variables the fake API got for the last call of `operationName`. */
export function lastVariables(api: ReturnType<typeof installFakeApi>, operationName: string) {
  return [...api.calls].reverse().find((call) => call.operationName === operationName)?.variables;
}

/** A promise the test resolves by hand, to see what shows while a request is on its way. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve: (value: T) => act(() => resolve(value)) };
}
