import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { PracticeQuiz, type PracticeQuizProps } from './practice-quiz.tsx';
import { fakeQuizSummary } from './test-fixtures.ts';

// The test solver's page hosts this under a solved test of a subject workspace (app/routes/test-page.tsx).
function renderPractice(props: PracticeQuizProps, handlers: Record<string, FakeHandler>) {
  const api = installFakeApi(handlers);
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/app/testsolver/test-1', element: <PracticeQuiz {...props} /> },
      { path: '/workspace/:slug/quiz/:id', element: <h1>Quiz</h1> },
    ],
    '/app/testsolver/test-1',
    queryClient,
  );
  return { api, router };
}

describe('a practice quiz from a solved test', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('is made from the solutions’ material in a subject with computations, and opens', async () => {
    const { api, router } = renderPractice(
      { workspaceId: 'ws-maths', solvedDocId: 'doc-solved', przedmiot: 'mathematics' },
      {
        updateSources: () => ({ data: { updateSources: { id: 'set-3' } } }),
        generatequiz: () => ({
          data: {
            generatequiz: {
              __typename: 'QuizWorkspace',
              ...fakeQuizSummary({ id: 'quiz-4', workspaceId: 'ws-maths', state: 'INITIAL_PENDING' }),
            },
          },
        }),
      },
    );
    const practice = within(await screen.findByRole('region', { name: 'Podobne zadania do ćwiczenia' }));
    expect(practice.getByText(/z wynikiem liczbowym/)).toBeTruthy();
    fireEvent.click(practice.getByRole('button', { name: 'Ułóż podobne zadania' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-maths/quiz/quiz-4'));
    expect(api.calls.find((call) => call.operationName === 'updateSources')?.variables).toEqual({
      updateSourcesInput: {
        workspaceId: 'ws-maths',
        action: 'QUIZ',
        sources: [{ type: 'USER_DOC', id: 'doc-solved' }],
      },
    });
    expect(api.calls.find((call) => call.operationName === 'generatequiz')?.variables).toEqual({
      generatequizInput: {
        workspaceId: 'ws-maths',
        sourcesId: 'set-3',
        questionCount: 5,
        detailScale: 'NORMALNY',
        questionTypes: ['ZAMKNIETE', 'OTWARTE'],
        type: 'PRACTICE',
      },
    });
  });

  it('asks about ideas outside the sciences and says a refusal', async () => {
    const { api } = renderPractice(
      { workspaceId: 'ws-history', solvedDocId: 'doc-solved', przedmiot: 'history' },
      {
        updateSources: () => ({ data: { updateSources: { id: 'set-3' } } }),
        generatequiz: () => ({
          data: {
            generatequiz: {
              __typename: 'ExecutionError',
              errorCode: 'INSUFFICIENT_RESOURCES',
              message: 'Wykorzystano limit quizów.',
            },
          },
        }),
      },
    );
    const practice = within(await screen.findByRole('region', { name: 'Podobne zadania do ćwiczenia' }));
    expect(practice.getByText(/zamkniętymi i otwartymi/)).toBeTruthy();
    fireEvent.click(practice.getByRole('button', { name: 'Ułóż podobne zadania' }));
    expect((await practice.findByRole('alert')).textContent).toBe('Wykorzystano limit quizów.');
    const order = api.calls.find((call) => call.operationName === 'generatequiz')?.variables as {
      generatequizInput: { type: string };
    };
    expect(order.generatequizInput.type).toBe('THEORY');
  });
});
