import { useLocation } from 'react-router';
import { type CurrentUser, setCachedUser } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as ExercisesPage } from './exercises-page.tsx';
import { Component as TextbookPage } from './textbook-page.tsx';
import { Component as TextbooksPage } from './textbooks-page.tsx';

/** Says where the router is (query included), for the links the pages lead to outside the library. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The library's three pages against a fake API, signed out unless a user is given. */
export function renderLibrary(
  path: string,
  handlers: Record<string, FakeHandler>,
  options: { user?: Record<string, unknown> } = {},
) {
  const api = installFakeApi({ libraryExerciseCount: () => ({ data: { getcount: 66 } }), ...handlers });
  const queryClient = testQueryClient();
  setCachedUser(queryClient, options.user ? (fakeUser(options.user) as unknown as CurrentUser) : null);
  const { router } = renderRoutes(
    [
      { path: '/podrecznikio', Component: TextbooksPage },
      { path: '/podrecznikio/:id', Component: TextbookPage },
      { path: '/workspace/exercise', Component: ExercisesPage },
      { path: '*', Component: Where },
    ],
    path,
    queryClient,
  );
  return { api, router, queryClient };
}

/** The current address of a rendered router, query included. */
export const addressOf = (router: ReturnType<typeof renderLibrary>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;
