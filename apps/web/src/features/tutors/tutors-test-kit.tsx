import { type CurrentUser, ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { TutorDetail, TutorSummary, TutorTopic } from './api/tutor-fragments.ts';
import { Component as NewTutorPage } from './new-tutor-page.tsx';
import { Component as TutorPage } from './tutor-page.tsx';
import { Component as TutorsPage } from './tutors-page.tsx';

export function fakeTopic(overrides: Partial<TutorTopic> = {}): TutorTopic {
  return {
    id: 'topic-1',
    aiTutorId: 'tutor-1',
    order: 1,
    name: 'Dodawanie ułamków',
    description: 'Dodajesz ułamki o tym samym mianowniku.',
    state: 'MAIN_READY',
    full_generated: true,
    mastered: false,
    error: null,
    podrSubchapter: null,
    ...overrides,
  };
}

export function fakeTutor(overrides: Partial<TutorDetail> = {}): TutorDetail {
  return {
    id: 'tutor-1',
    name: 'Ułamki zwykłe',
    description: 'Korepetytor uczy ułamków krok po kroku.',
    przedmiot: 'mathematics',
    poziom: 'PODSTAWOWY_PIEC',
    origin: 'TOPIC',
    tematId: 'temat-1',
    state: 'MAIN_READY',
    error: null,
    progress: 0,
    createdAt: '2026-11-29T10:00:00Z',
    rozdzial: null,
    aiTutorInitialData: { detailLevel: 'NORMAL', userComment: null },
    aiTutorTemat: [fakeTopic()],
    ...overrides,
  };
}

export function summaryOf(tutor: TutorDetail): TutorSummary {
  const { description: _d, tematId: _t, rozdzial: _r, aiTutorInitialData: _i, aiTutorTemat, ...rest } = tutor;
  return { ...rest, aiTutorTemat: aiTutorTemat.map(({ id, state }) => ({ id, state })) };
}

/** The tutors' three pages, signed in (class 5), against a fake API; the socket is faked by each test. */
export function renderTutorsAt(path: string, handlers: Record<string, FakeHandler>) {
  const api = installFakeApi(handlers);
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser({
    onboarding: { poziom: 'PODSTAWOWY_PIEC', egzaminy: [], przedmioty: [] },
  });
  queryClient.setQueryData(ME_QUERY_KEY, me as unknown as CurrentUser);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/app/aitutor', Component: TutorsPage },
      { path: '/app/1aitutor', Component: NewTutorPage },
      { path: '/app/aitutor/:tutorId', Component: TutorPage },
      { path: '/workspace/usage', element: <h1>Limity</h1> },
    ],
    path,
    queryClient,
  );
  return { api, router, queryClient };
}
