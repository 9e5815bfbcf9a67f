import { ROUTES } from '@kreda/shared/routes';
import { act } from 'react';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { LiveFake } from '../../testing/ws-fake.ts';
import type { EssayReview } from './api/review-fragments.ts';
import { Component as ReviewPage } from './review-page.tsx';

/** The review page of `review-1`, signed in, against a fake API (the socket is faked by the test). */
export function renderReviewPage(handlers: Record<string, FakeHandler>, id = 'review-1') {
  const api = installFakeApi(handlers);
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/app/solver/rozprawki/rozprawka-review/:id', Component: ReviewPage },
      { path: ROUTES.essays, element: <h1>Rozprawki</h1> },
      { path: '/app/solver/rozprawki/rozprawka/:id', element: <h1>Rozprawka</h1> },
    ],
    ROUTES.essayReview(id),
    queryClient,
  );
  return { api, router, queryClient };
}

/** The page's handlers answering `getRozprawkaAiReviewById` with `review` (read anew each time). */
export const serving = (review: () => EssayReview): Record<string, FakeHandler> => ({
  getRozprawkaAiReviewById: () => ({ data: { getRozprawkaAiReviewById: review() } }),
});

/** Feeds one live change of the review (`newRozprawkaAiReview`). */
export function pushReview(live: LiveFake, review: EssayReview) {
  const sink = live.sinks.get('newRozprawkaAiReviewById');
  if (!sink) throw new Error('nobody listens to the review');
  act(() => sink.next({ newRozprawkaAiReview: review }));
}

/** Clears what the previous test captured. */
export function resetLive(live: LiveFake) {
  live.sinks.clear();
  live.variables.clear();
  live.connected.length = 0;
}
