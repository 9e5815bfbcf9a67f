import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../lib/session-cache.ts';
import { stopSessionRefresh } from '../lib/session-refresh.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../testing/render-routes.tsx';
import { createAppRoutes } from './router.tsx';

vi.mock('../lib/ws-client.ts', async () => (await import('../testing/ws-fake.ts')).quietWsClient());

function renderSignedIn(path: string, handlers: Record<string, FakeHandler> = {}) {
  installFakeApi(handlers);
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  return renderRoutes(createAppRoutes(queryClient), path, queryClient).router;
}

describe('the spec’s old addresses', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('/app/aitutor/sdf leads to the tutors, /app/1settings to the settings', async () => {
    const tutors = renderSignedIn('/app/aitutor/sdf', {
      tutors: () => ({ data: { getAiTutorByUserId: [] } }),
    });
    await waitFor(() => expect(tutors.state.location.pathname).toBe('/app/aitutor'));
    cleanup();
    const settings = renderSignedIn('/app/1settings');
    await waitFor(() => expect(settings.state.location.pathname).toBe('/app/settings'));
  });
});
