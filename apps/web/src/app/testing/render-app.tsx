import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { createAppRoutes } from '../router.tsx';

/**
 * The whole app's routes at `path` for a signed-in pupil (their session cookie set, the user in the
 * cache, as after signing in), the API answered by `handlers` (testing/fake-api.ts).
 */
export function renderAppSignedIn(
  path: string,
  handlers: Record<string, FakeHandler> = {},
  user: Parameters<typeof fakeUser>[0] = {},
) {
  const api = installFakeApi(handlers);
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser(user);
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  const { router } = renderRoutes(createAppRoutes(queryClient), path, queryClient);
  return { api, router, queryClient };
}
