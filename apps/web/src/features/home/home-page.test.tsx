import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatIcon, EssayIcon } from '../../components/ui/icons.tsx';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { type FakeHandler, type FakeReply, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as HomePage, type HomeTool } from './home-page.tsx';

/** Cards as the app's tool registry passes them (app/tool-entries.ts). */
const TOOLS: HomeTool[] = [
  {
    anchor: 'chat',
    title: 'Czat AI do zadań',
    description: 'Zadaj pytanie.',
    icon: ChatIcon,
    to: '/app/solver',
  },
  {
    anchor: 'essay',
    title: 'Rozprawki',
    description: 'Plan i ocena.',
    icon: EssayIcon,
    to: '/app/solver/rozprawki',
  },
];

const SUMMARIES = [{ tool: 'made-up', Summary: () => <p>Podsumowanie narzędzia</p> }];

function workspace(id: string, name: string, updatedAt: string) {
  return {
    id,
    name,
    updatedAt,
    temat: { id: `t-${id}`, przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' },
  };
}

function renderHome(
  user: Record<string, unknown>,
  latest: FakeReply = { data: { getLatestData: [] } },
  more: Record<string, FakeHandler> = {},
) {
  const api = installFakeApi({ getLatestData: () => latest, ...more });
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser(user);
  queryClient.setQueryData(ME_QUERY_KEY, me);
  renderRoutes(
    [{ path: '/app', element: <HomePage tools={TOOLS} summaries={SUMMARIES} /> }],
    '/app',
    queryClient,
  );
  return api;
}

describe('app home', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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

  it('without a name, asks for it instead of greeting with the e-mail address, then greets by it', async () => {
    const { integrations: _i, ...named } = fakeUser({ name: 'Ola', email: 'ola@kreda.test' });
    const api = renderHome({ name: null, email: 'ola@kreda.test', avatar: null }, undefined, {
      updateUserInfo: () => ({ data: { updateUserInfo: named } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cześć!' })).toBeTruthy();
    expect(screen.queryByText('ola@kreda.test')).toBeNull();
    const form = within(screen.getByRole('form', { name: 'Twoje imię' }));
    fireEvent.click(form.getByRole('button', { name: 'Zapisz' }));
    expect(await form.findByText('Wpisz swoje imię.')).toBeTruthy();
    expect(api.count('updateUserInfo')).toBe(0);
    fireEvent.change(form.getByLabelText('Jak masz na imię?'), { target: { value: ' Ola ' } });
    fireEvent.click(form.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cześć, Ola!' })).toBeTruthy();
    expect(api.calls.find((call) => call.operationName === 'updateUserInfo')?.variables).toEqual({
      updateUserInfoInput: { name: 'Ola' },
    });
    expect(screen.queryByRole('form', { name: 'Twoje imię' })).toBeNull();
  });

  it('leads with the camera on a phone: photos taken go into a new test, as its pages', async () => {
    renderHome({ name: 'Ala' });
    const camera = (await screen.findByLabelText(/Zrób zdjęcie zadania/)) as HTMLInputElement;
    expect(camera.getAttribute('type')).toBe('file');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
  });

  it('links each tool it is given, with its tour anchor, and shows the tools’ summaries first', async () => {
    renderHome({ name: 'Ala' });
    const tools = within(await screen.findByRole('region', { name: 'Narzędzia' }));
    const links = tools.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/app/solver', '/app/solver/rozprawki']);
    expect(links[0]?.textContent).toBe('Czat AI do zadańZadaj pytanie.');
    expect(links[0]?.closest('li')?.dataset.tour).toBe('chat');
    expect(links[1]?.closest('li')?.dataset.tour).toBe('essay');
    // The registry's cards of the enabled tools are tested in app/tool-registry.test.tsx.
    const summary = screen.getByText('Podsumowanie narzędzia');
    expect(
      summary.compareDocumentPosition(screen.getByRole('region', { name: 'Twoje przestrzenie' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('lists the three latest workspaces with a link to all of them', async () => {
    const now = new Date().toISOString();
    const api = renderHome(
      { name: 'Ala' },
      {
        data: {
          getLatestData: [
            workspace('w1', 'Funkcje', now),
            workspace('w2', 'Ciągi', '2024-03-05T10:15:00Z'),
            // Without a topic it is never listed (spec point 5).
            { ...workspace('w3', 'Bez tematu', now), temat: null },
          ],
        },
      },
    );
    const section = within(await screen.findByRole('region', { name: 'Twoje przestrzenie' }));
    const first = await section.findByRole('link', { name: /Funkcje/ });
    expect(first.getAttribute('href')).toBe('/workspace/w1');
    expect(first.textContent).toContain('Matematyka · Klasa 1 – liceum/technikum');
    expect(first.textContent).toContain('Ostatnio używana: Dzisiaj,');
    expect(section.getByRole('link', { name: /Ciągi/ }).textContent).toContain('05.03.2024, 11:15');
    expect(section.queryByText('Bez tematu')).toBeNull();
    expect(section.getByRole('link', { name: 'Wszystkie przestrzenie' }).getAttribute('href')).toBe(
      '/workspace',
    );
    expect(api.calls.find((call) => call.operationName === 'getLatestData')?.variables).toEqual({
      getLatestDataInput: { limit: 3 },
    });
  });

  it('without workspaces, offers to create the first one', async () => {
    renderHome({ name: 'Ala' });
    const section = within(await screen.findByRole('region', { name: 'Twoje przestrzenie' }));
    const create = await section.findByRole('link', { name: 'Utwórz pierwszą przestrzeń' });
    expect(create.getAttribute('href')).toBe('/workspace?nowa=1');
  });
});
