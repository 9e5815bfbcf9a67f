import { type CurrentUser, ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { TutorDetail, TutorSession, TutorSummary, TutorTopic } from './api/tutor-fragments.ts';
import { Component as NewTutorPage } from './new-tutor-page.tsx';
import { type SessionConversationProps, Component as SessionPage } from './session-page.tsx';
import { Component as TestsPage } from './tests-page.tsx';
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
    sessions: [],
    ...overrides,
  };
}

export function fakeSession(overrides: Partial<TutorSession> = {}): TutorSession {
  return {
    id: 'session-1',
    aiTutorTematId: 'topic-1',
    state: 'INITIAL',
    detailLevel: 'NORMAL',
    sessionConversationStarted: true,
    sessionConversationId: 'conversation-1',
    previousSessionId: null,
    testSessionQuizId: null,
    testSessionQuiz: null,
    sessionQuizId: null,
    scorePercent: null,
    createdAt: '2026-11-29T10:05:00Z',
    ...overrides,
  };
}

/** The chat's conversation as the session page's slot receives it: what it was given, in words. */
function FakeConversation({ conversationId, quickReplies, closed }: SessionConversationProps) {
  return (
    <section aria-label="Rozmowa sesji" data-conversation={conversationId}>
      <p>{closed ? 'Rozmowa zamknięta' : 'Rozmowa otwarta'}</p>
      {quickReplies.map((reply) => (
        <button key={reply.message} type="button">
          {reply.label}
        </button>
      ))}
    </section>
  );
}

export function fakeTutor(overrides: Partial<TutorDetail> = {}): TutorDetail {
  return {
    id: 'tutor-1',
    workspaceId: 'ws-tutor-1',
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
  const {
    description: _d,
    tematId: _t,
    rozdzial: _r,
    aiTutorInitialData: _i,
    workspaceId: _w,
    aiTutorTemat,
    ...rest
  } = tutor;
  return { ...rest, aiTutorTemat: aiTutorTemat.map(({ id, state }) => ({ id, state })) };
}

/** The tutors' pages (a session's with a stand-in for the chat's conversation), signed in (class 5), against a fake API; the socket is faked by each test. */
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
      { path: '/app/aitutor/:tutorId/tests', Component: TestsPage },
      { path: '/app/aitutor/:tutorId/:id', element: <SessionPage conversation={FakeConversation} /> },
      { path: '/workspace/:slug/quiz/:id', element: <h1>Quiz</h1> },
      { path: '/workspace/usage', element: <h1>Limity</h1> },
    ],
    path,
    queryClient,
  );
  return { api, router, queryClient };
}
