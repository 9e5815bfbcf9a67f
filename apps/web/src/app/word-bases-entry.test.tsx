// Word bases' entry points (the workspace section, "Do powtórki dziś" on the app home and on a
// workspace's overview) come from their entry in the tool registry and show only while
// 'word-bases' is among the enabled tools (tool-registry.test.tsx sees a tool's hidden while it is not).
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../lib/session-refresh.ts';
import type { FakeHandler } from '../testing/fake-api.ts';
import { renderAppSignedIn } from './testing/render-app.tsx';

vi.mock('../lib/ws-client.ts', async () => (await import('../testing/ws-fake.ts')).quietWsClient());

const workspace = {
  id: 'ws-1',
  type: 'DEFAULT',
  name: 'Angielski – jedzenie',
  createdAt: '2024-03-05T10:15:00Z',
  updatedAt: '2024-03-05T10:15:00Z',
  temat: {
    id: 't1',
    przedmiot: 'english',
    poziom: 'SREDNI_JEDEN',
    temat: 'Jedzenie',
    podTematy: [],
    ckePoziom: null,
  },
};

const renderSignedIn = (path: string, handlers: Record<string, FakeHandler>) =>
  renderAppSignedIn(path, handlers, { name: 'Ala' }).api;

const due =
  (total: number, byWorkspace: { workspaceId: string; count: number }[]): FakeHandler =>
  () => ({
    data: { getDueWords: { total, byWorkspace } },
  });

const overview = (count: number): Record<string, FakeHandler> => ({
  getWorkspaceById: () => ({ data: { getWorkspaceById: workspace } }),
  getDueWords: due(count, [
    { workspaceId: 'ws-1', count },
    { workspaceId: 'ws-2', count: 3 },
  ]),
});

describe('word bases, once enabled', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('are a section of the workspace, and its overview says how many of its words are due today', async () => {
    const api = renderSignedIn('/workspace/ws-1', overview(5));
    await screen.findByRole('heading', { level: 1, name: 'Angielski – jedzenie' });
    const [nav] = screen.getAllByRole('navigation', { name: 'Przestrzeń' });
    expect(
      within(nav as HTMLElement)
        .getByRole('link', { name: 'Bazy słówek' })
        .getAttribute('href'),
    ).toBe('/workspace/ws-1/wordbase');
    const link = await screen.findByRole('link', { name: 'Do powtórki dziś: 5 słówek' });
    expect(link.getAttribute('href')).toBe('/workspace/ws-1/wordbase');
    expect(api.count('getDueWords')).toBe(1);
  });

  it('say nothing on the overview when no word is due', async () => {
    const api = renderSignedIn('/workspace/ws-1', overview(0));
    await screen.findByRole('heading', { level: 1, name: 'Angielski – jedzenie' });
    await waitFor(() => expect(api.count('getDueWords')).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.queryByText(/Do powtórki dziś/)).toBeNull();
  });

  it('show on the app home the words due in all, with each workspace’s share', async () => {
    renderSignedIn('/app', {
      getLatestData: () => ({ data: { getLatestData: [] } }),
      getDueWords: due(8, [
        { workspaceId: 'ws-1', count: 5 },
        { workspaceId: 'ws-2', count: 3 },
        { workspaceId: 'ws-3', count: 0 },
      ]),
      dueWordsWorkspaces: () => ({
        data: {
          getWorkspaceByUserId: [
            { id: 'ws-1', name: 'Angielski – jedzenie' },
            { id: 'ws-2', name: 'Niemiecki' },
          ],
        },
      }),
    });
    const section = within(await screen.findByRole('region', { name: 'Do powtórki dziś: 8 słówek' }));
    expect(
      (await section.findByRole('link', { name: 'Angielski – jedzenie: 5 słówek' })).getAttribute('href'),
    ).toBe('/workspace/ws-1/wordbase');
    expect(section.getByRole('link', { name: 'Niemiecki: 3 słówka' }).getAttribute('href')).toBe(
      '/workspace/ws-2/wordbase',
    );
    expect(section.getAllByRole('link')).toHaveLength(2);
  });

  it('link the home’s count straight to the one workspace with words due, and hide it at 0', async () => {
    renderSignedIn('/app', {
      getLatestData: () => ({ data: { getLatestData: [] } }),
      getDueWords: due(1, [{ workspaceId: 'ws-2', count: 1 }]),
      dueWordsWorkspaces: () => ({ data: { getWorkspaceByUserId: [] } }),
    });
    expect(
      (await screen.findByRole('link', { name: 'Do powtórki dziś: 1 słówko' })).getAttribute('href'),
    ).toBe('/workspace/ws-2/wordbase');
    cleanup();
    const api = renderSignedIn('/app', {
      getLatestData: () => ({ data: { getLatestData: [] } }),
      getDueWords: due(0, []),
    });
    await screen.findByRole('heading', { level: 1, name: 'Cześć, Ala!' });
    await waitFor(() => expect(api.count('getDueWords')).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.queryByText(/Do powtórki dziś/)).toBeNull();
    expect(api.count('dueWordsWorkspaces')).toBe(0);
  });
});
