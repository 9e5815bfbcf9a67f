import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { fakeUser } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as HomePage } from './home-page.tsx';

function renderHome(user: Record<string, unknown>) {
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser(user);
  queryClient.setQueryData(ME_QUERY_KEY, me);
  renderRoutes([{ path: '/app', Component: HomePage }], '/app', queryClient);
}

describe('app home', () => {
  it('greets by name and shows the answers from onboarding with Polish labels', async () => {
    renderHome({
      name: 'Ala',
      onboarding: {
        poziom: 'SREDNI_DWA',
        egzaminy: ['MATURA_ROZSZERZONA'],
        przedmioty: ['mathematics', 'wos'],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cześć, Ala!' })).toBeTruthy();
    expect(screen.getByText('Klasa 2 – liceum/technikum')).toBeTruthy();
    expect(screen.getByText('Matura rozszerzona')).toBeTruthy();
    expect(screen.getByText('Wiedza o społeczeństwie')).toBeTruthy();
    expect(document.title).toBe('Start – Kreda');
  });

  it('without a name, says who is signed in and where to add the name', async () => {
    renderHome({ name: null, email: 'ola@kreda.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cześć!' })).toBeTruthy();
    expect(screen.getByText('ola@kreda.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dodaj swoje imię' }).getAttribute('href')).toBe('/app/settings');
  });

  it('lists the tools that are not built yet as coming soon, not as links', async () => {
    renderHome({ name: 'Ala' });
    const tools = within(await screen.findByRole('region', { name: 'Narzędzia' }));
    expect(tools.getAllByText('Wkrótce')).toHaveLength(5);
    expect(tools.queryAllByRole('link')).toHaveLength(0);
  });
});
