import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { type FakeHandler, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Summary } from './workspace-summary.tsx';

/** The test solver's section of a workspace's overview (the app's tool registry puts it there). */
function renderSummary(handlers: Record<string, FakeHandler>) {
  const api = installFakeApi(handlers);
  setSessionCookie();
  renderRoutes([{ path: '/workspace/:slug', element: <Summary workspaceId="ws-1" /> }], '/workspace/ws-1');
  return api;
}

describe('tests on a workspace’s overview', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists its tests, each opening inside the workspace, and starts a new one for this workspace', async () => {
    const test = (id: string, title: string, state: string, solvedCount: number) => ({
      id,
      title,
      state,
      taskCount: 8,
      solvedCount,
      createdAt: '2024-03-05T10:15:00Z',
    });
    const api = renderSummary({
      workspaceTestSolvers: () => ({
        data: {
          getTestSolverByWorkspaceId: [
            test('test-2', 'Kartkówka z funkcji', 'SOLVING', 3),
            test('test-1', 'Sprawdzian z funkcji', 'SOLVED', 8),
          ],
        },
      }),
    });
    const tests = within(await screen.findByRole('region', { name: 'Sprawdziany' }));
    const link = await tests.findByRole('link', { name: 'Kartkówka z funkcji' });
    expect(link.getAttribute('href')).toBe('/workspace/ws-1/solve/test-2');
    expect(link.closest('li')?.textContent).toContain(
      'Rozwiązywanie · 3 z 8 zadań rozwiązanych · 05.03.2024',
    );
    expect(tests.getByRole('link', { name: 'Nowy sprawdzian' }).getAttribute('href')).toBe(
      '/app/solver/testy?nowy=1&przestrzen=ws-1',
    );
    expect(api.calls.find((c) => c.operationName === 'workspaceTestSolvers')?.variables).toEqual({
      getTestSolverByWorkspaceIdInput: { workspaceId: 'ws-1' },
    });
  });
});
