import type { QueryClient } from '@tanstack/react-query';
import { type CurrentUser, ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { PupilWorkspace } from './api/get-pupil-workspaces.ts';
import { type PracticeQuizSlot, Component as TestPage } from './test-page.tsx';
import { Component as TestsPage } from './tests-page.tsx';
import { HISTORY, MATHS } from './testsolver-fixtures.ts';

/** What every page of the feature asks besides its own: the upload limit and the pupil's workspaces. */
export function commonHandlers(workspaces: readonly PupilWorkspace[] = [MATHS, HISTORY]) {
  return {
    getUploadLimit: () => ({ data: { getAppConfig: { uploadMaxBytes: 3 * 1024 * 1024 } } }),
    testSolverWorkspaces: () => ({ data: { getWorkspaceByUserId: workspaces } }),
  } satisfies Record<string, FakeHandler>;
}

/** Stands in for the quiz tool's practice quiz, which the app's route passes to the test page. */
function PracticeQuizStandIn({ workspaceId, solvedDocId, przedmiot }: PracticeQuizSlot) {
  return (
    <section aria-label="Podobne zadania do ćwiczenia">{`${workspaceId} ${solvedDocId} ${przedmiot}`}</section>
  );
}

/**
 * The test list and the test page (in the app and in a workspace), signed in, against a fake API
 * (the socket is faked by the test). Chat and quiz pages are stand-ins that say where they are.
 */
export function renderTestsAt(
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
      { path: '/app/solver/testy', Component: TestsPage },
      { path: '/app/testsolver', Component: TestsPage },
      { path: '/app/testsolver/:id', element: <TestPage practiceQuiz={PracticeQuizStandIn} /> },
      { path: '/workspace/:slug/solve/:id', element: <TestPage practiceQuiz={PracticeQuizStandIn} /> },
      { path: '/workspace/:slug', element: <h1>Przegląd przestrzeni</h1> },
      { path: '/app/solver', element: <h1>Czat do zadań</h1> },
      { path: '/workspace/:slug/playground', element: <h1>Czat przestrzeni</h1> },
      { path: '/workspace/:slug/quiz/:id', element: <h1>Quiz</h1> },
    ],
    path,
    queryClient,
  );
  return { api, router, queryClient };
}
