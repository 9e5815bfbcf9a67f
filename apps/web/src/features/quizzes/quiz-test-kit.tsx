import { act } from 'react';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { Component as QuizPage } from './quiz-page.tsx';
import { Component as QuizzesPage } from './quizzes-page.tsx';

/** The quiz list and the quiz page, signed in, against a fake API (the socket is faked by the test). */
export function renderQuizAt(path: string, handlers: Record<string, FakeHandler>) {
  const api = installFakeApi(handlers);
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/workspace/:slug/quiz', Component: QuizzesPage },
      { path: '/workspace/:slug/quiz/:id/:resultId?', Component: QuizPage },
      { path: '/workspace/:slug/materials/:id', element: <h1>Materiał</h1> },
      { path: '/workspace/:slug/ainote/:id', element: <h1>Notatka</h1> },
      { path: '/workspace/:slug/playground', element: <h1>Czat</h1> },
    ],
    path,
    queryClient,
  );
  return { api, router, queryClient };
}

/** Feeds one event of the subscription `name` (its data under the same name). */
export function push(live: LiveFake, name: string, data: unknown) {
  const sink = live.sinks.get(name);
  if (!sink) throw new Error(`nobody listens to ${name}`);
  act(() => sink.next({ [name]: data }));
}

/** Clears what the previous test captured. */
export function resetLive(live: LiveFake) {
  live.sinks.clear();
  live.variables.clear();
  live.connected.length = 0;
}
