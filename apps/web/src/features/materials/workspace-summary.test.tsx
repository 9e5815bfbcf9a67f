import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { type FakeHandler, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Summary } from './workspace-summary.tsx';

/** The materials' section of a workspace's overview (the app's tool registry puts it there). */
function renderSummary(handlers: Record<string, FakeHandler>) {
  installFakeApi(handlers);
  setSessionCookie();
  renderRoutes([{ path: '/workspace/:slug', element: <Summary workspaceId="ws-1" /> }], '/workspace/ws-1');
}

describe('materials on a workspace’s overview', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists the materials by kind with links to each, and how many more there are', async () => {
    const doc = (id: string, name: string) => ({ __typename: 'UserDoc', id, name });
    renderSummary({
      getActionSources: ({ variables }) => {
        expect(variables.getActionSourcesInput).toEqual({ workspaceId: 'ws-1', action: 'CONVERSATION' });
        return {
          data: {
            getActionSources: {
              groups: [
                {
                  type: 'NOTATKA',
                  label: 'Notatka',
                  sources: [{ __typename: 'AiNote', id: 'n-1', name: 'Wzory' }],
                },
                {
                  type: 'SPRAWDZIAN',
                  label: 'Sprawdzian',
                  sources: [
                    doc('d-1', 'Kartkówka 1'),
                    doc('d-2', 'Kartkówka 2'),
                    doc('d-3', 'Kartkówka 3'),
                    doc('d-4', 'Kartkówka 4'),
                  ],
                },
                { type: 'YOUTUBE', label: 'YouTube', sources: [] },
              ],
            },
          },
        };
      },
    });
    const kinds = within(await screen.findByRole('region', { name: 'Materiały według rodzaju' }));
    expect(await kinds.findByRole('heading', { name: 'Sprawdzian (4)' })).toBeTruthy();
    expect(kinds.queryByRole('heading', { name: /YouTube/ })).toBeNull();
    expect(kinds.getByRole('link', { name: 'Wzory' }).getAttribute('href')).toBe(
      '/workspace/ws-1/ainote/n-1',
    );
    expect(kinds.getByRole('link', { name: 'Kartkówka 1' }).getAttribute('href')).toBe(
      '/workspace/ws-1/materials/d-1',
    );
    expect(kinds.queryByRole('link', { name: 'Kartkówka 4' })).toBeNull();
    expect(kinds.getByText('i 1 więcej')).toBeTruthy();
  });
});
