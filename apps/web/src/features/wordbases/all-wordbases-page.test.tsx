import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { type FakeHandler, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Component as AllWordBasesPage } from './all-wordbases-page.tsx';
import type { AllWordBasesEntry } from './api/get-all-wordbases.ts';

function entry(overrides: Partial<AllWordBasesEntry> = {}): AllWordBasesEntry {
  return {
    id: 'wb-1',
    workspaceId: 'ws-lang',
    workspaceName: 'Języki obce',
    name: 'Angielski – dom',
    type: 'Language',
    language: { code: 'en', name: 'angielski' },
    wordCount: 12,
    dueCount: 3,
    newCount: 2,
    state: 'INITIAL_READY',
    createdAt: '2026-11-28T09:00:00Z',
    ...overrides,
  };
}

function render(handlers: Record<string, FakeHandler>) {
  const api = installFakeApi(handlers);
  const { router } = renderRoutes(
    [
      { path: '/app/slowka', Component: AllWordBasesPage },
      { path: '/workspace/:slug/wordbase', element: <h1>Bazy słówek przestrzeni</h1> },
      { path: '/workspace/:slug/wordbase/:id', element: <h1>Jedna baza</h1> },
    ],
    '/app/slowka',
  );
  return { api, router };
}

const all = (bases: AllWordBasesEntry[]) => () => ({ data: { getWordBaseByUserId: bases } });

describe('the app’s "Słówka" page', () => {
  beforeEach(() => {
    setSessionCookie();
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists the sets of every workspace with their workspace, size and what is due, each opening in its workspace', async () => {
    const { router } = render({
      allWordBases: all([
        entry(),
        entry({
          id: 'wb-2',
          workspaceId: 'ws-bio',
          workspaceName: 'Komórka',
          name: 'Organella',
          type: 'Other',
          language: null,
          wordCount: 1,
          dueCount: 0,
          newCount: 1,
        }),
        entry({ id: 'wb-3', name: 'Z notatek', state: 'INITIAL_PENDING', dueCount: 0, newCount: 0 }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Słówka' })).toBeTruthy();
    const list = within(await screen.findByRole('region', { name: 'Twoje bazy (3)' }));
    const [english, biology, pending] = list.getAllByRole('listitem');
    expect(english?.textContent).toContain('Języki obce · angielski · 12 słów');
    expect(english?.textContent).toContain('Do powtórki dziś: 3 słówka');
    expect(biology?.textContent).toContain('Komórka · pojęcia i definicje · 1 pojęcie');
    expect(biology?.textContent).toContain('Nowe do nauki: 1');
    expect(pending?.textContent).toContain('AI wybiera słowa…');
    expect(screen.getByText('Do powtórki dziś razem: 3 słówka.')).toBeTruthy();

    fireEvent.click(within(biology as HTMLElement).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name: 'Jedna baza' });
    expect(router.state.location.pathname).toBe('/workspace/ws-bio/wordbase/wb-2');
  });

  it('says so when there is no set yet, with the way to make one', async () => {
    render({ allWordBases: all([]) });
    const empty = within(await screen.findByRole('region', { name: 'Nie masz jeszcze baz słówek' }));
    expect(empty.getByRole('button', { name: 'Nowa baza słówek' })).toBeTruthy();
  });

  it('opens the new set’s form in the "Języki obce" workspace, not in a subject’s', async () => {
    const { api, router } = render({
      allWordBases: all([entry()]),
      languageWorkspace: () => ({ data: { getlanguageworkspace: { id: 'ws-lang', name: 'Języki obce' } } }),
    });
    await screen.findByRole('region', { name: 'Twoje bazy (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Nowa baza słówek' }));
    await screen.findByRole('heading', { level: 1, name: 'Bazy słówek przestrzeni' });
    expect(router.state.location.pathname).toBe('/workspace/ws-lang/wordbase');
    expect(router.state.location.search).toBe('?nowa=wpisz');
    expect(api.count('languageWorkspace')).toBe(1);
  });

  it('shows a failed read with a way to try again', async () => {
    let fail = true;
    render({
      allWordBases: () =>
        fail
          ? { errors: [{ message: 'Serwer nie odpowiada.' }] }
          : { data: { getWordBaseByUserId: [entry()] } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Serwer nie odpowiada.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Twoje bazy (1)' })).toBeTruthy());
  });
});
