import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { badUserInput, type FakeHandler, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { fakeTopic, fakeWorkspace } from './test-fixtures.ts';
import { Component as WorkspacesPage } from './workspaces-page.tsx';

const TOPICS = [
  fakeTopic(),
  fakeTopic({ id: 't-ciagi', temat: 'Ciągi', podTematy: ['Ciąg arytmetyczny'], ckePoziom: null }),
  fakeTopic({
    id: 't-trygonometria',
    temat: 'Trygonometria',
    podTematy: [],
    ckePoziom: 'MATURA_ROZSZERZONA',
  }),
];

function renderList(
  handlers: Record<string, FakeHandler>,
  { path = '/workspace', poziom = null as string | null } = {},
) {
  const api = installFakeApi({
    getbyprzedmiotandpoziom: () => ({ data: { getbyprzedmiotandpoziom: TOPICS } }),
    ...handlers,
  });
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser({ onboarding: { poziom, egzaminy: [], przedmioty: [] } });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  const { router } = renderRoutes(
    [
      { path: '/workspace', Component: WorkspacesPage },
      { path: '/workspace/:slug', element: <h1>Strona przestrzeni</h1> },
    ],
    path,
    queryClient,
  );
  return { api, router };
}

const list =
  (...workspaces: unknown[]): FakeHandler =>
  () => ({ data: { getWorkspaceByUserId: workspaces } });

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Nowa przestrzeń' }));
  return within(await screen.findByRole('dialog', { name: 'Nowa przestrzeń' }));
}

function choose(dialog: ReturnType<typeof within>, label: string, value: string) {
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });
}

describe('workspace list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a loading state, then one card per workspace with a topic, newest first', async () => {
    const today = new Date().toISOString();
    renderList({
      getWorkspaceByUserId: list(
        fakeWorkspace({ id: 'ws-1', name: 'Moje funkcje', updatedAt: today }),
        fakeWorkspace({ id: 'ws-2', name: 'Ciągi', updatedAt: '2024-03-05T10:15:00Z' }),
        fakeWorkspace({ id: 'ws-3', name: 'Bez tematu', temat: null }),
      ),
    });
    expect(screen.getByRole('status').textContent).toBe('Wczytywanie przestrzeni…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoje przestrzenie' })).toBeTruthy();

    const first = await screen.findByRole('link', { name: 'Moje funkcje' });
    expect(first.getAttribute('href')).toBe('/workspace/ws-1');
    const card = within(first.closest('article') as HTMLElement);
    expect(card.getByText('Matematyka · Klasa 1 – liceum/technikum')).toBeTruthy();
    expect(card.getByText('Funkcje')).toBeTruthy();
    expect(card.getByText(/^Dzisiaj, \d\d:\d\d$/)).toBeTruthy();
    const second = within(screen.getByRole('link', { name: 'Ciągi' }).closest('article') as HTMLElement);
    expect(second.getByText('05.03.2024, 11:15')).toBeTruthy();
    // Spec point 5: a workspace without a topic is not listed.
    expect(screen.queryByText('Bez tematu')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Nowa przestrzeń' })).toHaveLength(1);
    expect(document.title).toBe('Twoje przestrzenie – Kreda');
  });

  it('with no workspaces, explains what a workspace is and offers the first one', async () => {
    renderList({ getWorkspaceByUserId: list() });
    const empty = within(await screen.findByRole('region', { name: 'Nie masz jeszcze żadnej przestrzeni' }));
    expect(empty.getByText(/miejsce na naukę jednego tematu/)).toBeTruthy();
    expect(empty.getByRole('link', { name: 'Jak działają przestrzenie?' }).getAttribute('href')).toBe(
      '/workspace/about',
    );
    // One button, in the empty state (the header has none when there is nothing to add to).
    expect(screen.getAllByRole('button', { name: 'Nowa przestrzeń' })).toHaveLength(1);
    expect(empty.getByRole('button', { name: 'Nowa przestrzeń' })).toBeTruthy();
  });

  it('shows a failed load with a retry that loads the list', async () => {
    let attempt = 0;
    renderList({
      getWorkspaceByUserId: () =>
        ++attempt === 1
          ? {
              status: 500,
              errors: [
                { message: 'Wewnętrzny błąd serwera.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
              ],
            }
          : list(fakeWorkspace())({} as never),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać przestrzeni.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Funkcje' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('"Nowa przestrzeń" dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a labelled modal that starts on the subject and closes with Esc, giving focus back', async () => {
    renderList({ getWorkspaceByUserId: list() });
    const opener = await screen.findByRole('button', { name: 'Nowa przestrzeń' });
    opener.focus();
    const dialog = await openDialog();
    const element = screen.getByRole('dialog');
    expect(element.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText('Przedmiot'));

    // Esc: the browser fires "cancel" on the open modal dialog.
    fireEvent(element, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nowa przestrzeń' }));
  });

  it('refuses to send without subject, level and topic, and moves focus to the first problem', async () => {
    const { api } = renderList({ getWorkspaceByUserId: list() });
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Utwórz przestrzeń' }));

    const subject = dialog.getByLabelText('Przedmiot');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByLabelText('Klasa').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getAllByText('Wymagane')).toHaveLength(3);
    expect(document.activeElement).toBe(subject);
    expect(
      dialog.getByText('Najpierw wybierz przedmiot i klasę. Pokażemy tematy z podstawy programowej.'),
    ).toBeTruthy();

    // The errors follow the answers once they are given.
    choose(dialog, 'Przedmiot', 'mathematics');
    expect(subject.getAttribute('aria-invalid')).toBeNull();
    expect(api.count('createWorkspace')).toBe(0);
  });

  it('lists the topics of the chosen subject and class (levels in school order), searchable', async () => {
    const { api } = renderList({ getWorkspaceByUserId: list() }, { poziom: 'SREDNI_JEDEN' });
    const dialog = await openDialog();
    // The class from onboarding is already chosen.
    const level = dialog.getByLabelText('Klasa') as HTMLSelectElement;
    expect(level.value).toBe('SREDNI_JEDEN');
    const levels = within(level)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(levels[1]).toBe('Klasa 1 – szkoła podstawowa');
    expect(levels.at(-1)).toBe('Studia');

    choose(dialog, 'Przedmiot', 'mathematics');
    const topics = within(dialog.getByRole('group', { name: 'Temat' }));
    expect(await topics.findByLabelText(/^Funkcje/)).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'getbyprzedmiotandpoziom')?.variables).toEqual({
      getbyprzedmiotandpoziomInput: { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' },
    });
    expect(topics.getByText('3 podtematy')).toBeTruthy();
    expect(topics.getByText('0 podtematów · zakres rozszerzony')).toBeTruthy();

    // Without Polish letters, and through the subtopics too.
    fireEvent.change(topics.getByLabelText('Szukaj tematu'), { target: { value: 'arytmetyczny' } });
    // The one match, and "Własny temat" always after the list.
    expect(topics.getAllByRole('radio')).toHaveLength(2);
    expect(topics.getByLabelText(/^Ciągi/)).toBeTruthy();
    fireEvent.change(topics.getByLabelText('Szukaj tematu'), { target: { value: 'ciagi' } });
    expect(topics.getByText('Pasujące tematy: 1 z 3.')).toBeTruthy();
    fireEvent.change(topics.getByLabelText('Szukaj tematu'), { target: { value: 'całki' } });
    expect(topics.getByText('Żaden temat nie pasuje do „całki”.')).toBeTruthy();
  });

  it('says so honestly when a subject and class have no topics', async () => {
    renderList({
      getWorkspaceByUserId: list(),
      getbyprzedmiotandpoziom: () => ({ data: { getbyprzedmiotandpoziom: [] } }),
    });
    const dialog = await openDialog();
    choose(dialog, 'Przedmiot', 'physics');
    choose(dialog, 'Klasa', 'PODSTAWOWY_JEDEN');
    expect(
      await dialog.findByText(
        'Przedmiot Fizyka nie ma tematów w klasie Klasa 1 – szkoła podstawowa. Wpisz własny temat albo wybierz inną klasę.',
      ),
    ).toBeTruthy();
    expect(dialog.getByLabelText(/^Własny temat/)).toBeTruthy();
  });

  it('makes a workspace for the pupil\u2019s own topic when nothing on the list fits', async () => {
    const { api, router } = renderList({
      getWorkspaceByUserId: list(),
      createWorkspace: () => ({ data: { createWorkspace: fakeWorkspace({ id: 'ws-own', name: 'Całki' }) } }),
    });
    const dialog = await openDialog();
    choose(dialog, 'Przedmiot', 'mathematics');
    choose(dialog, 'Klasa', 'SREDNI_JEDEN');
    const topics = within(dialog.getByRole('group', { name: 'Temat' }));
    fireEvent.change(await topics.findByLabelText('Szukaj tematu'), { target: { value: 'całki' } });
    fireEvent.click(topics.getByRole('button', { name: 'Użyj „całki” jako własnego tematu' }));
    const own = topics.getByLabelText('Nazwa własnego tematu') as HTMLInputElement;
    expect(own.value).toBe('całki');
    expect((topics.getByLabelText(/^Własny temat/) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(own, { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Utwórz przestrzeń' }));
    expect(dialog.getByText('Wpisz nazwę tematu.')).toBeTruthy();
    expect(api.count('createWorkspace')).toBe(0);

    fireEvent.change(own, { target: { value: ' Całki  oznaczone ' } });
    expect(dialog.getByLabelText('Nazwa przestrzeni (opcjonalnie)').getAttribute('placeholder')).toBe(
      'Całki oznaczone',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Utwórz przestrzeń' }));
    expect(await screen.findByRole('heading', { name: 'Strona przestrzeni' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/ws-own');
    expect(api.calls.find((c) => c.operationName === 'createWorkspace')?.variables).toEqual({
      createWorkspaceInput: {
        wlasnyTemat: { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN', temat: 'Całki oznaczone' },
      },
    });
  });

  it('checks the name length, shows server field errors, then creates and opens the workspace', async () => {
    let attempt = 0;
    const { api, router } = renderList({
      getWorkspaceByUserId: list(),
      createWorkspace: ({ variables }) => {
        attempt += 1;
        if (attempt === 1)
          return badUserInput('Nieprawidłowe dane.', { name: 'Nazwa zawiera niedozwolone znaki.' });
        const input = variables.createWorkspaceInput as { name?: string };
        return { data: { createWorkspace: fakeWorkspace({ id: 'ws-new', name: input.name ?? 'Funkcje' }) } };
      },
    });
    const dialog = await openDialog();
    choose(dialog, 'Przedmiot', 'mathematics');
    choose(dialog, 'Klasa', 'SREDNI_JEDEN');
    fireEvent.click(await dialog.findByLabelText(/^Funkcje/));
    const name = dialog.getByLabelText('Nazwa przestrzeni (opcjonalnie)');
    // The topic's name stands in for an empty name.
    expect(name.getAttribute('placeholder')).toBe('Funkcje');

    fireEvent.change(name, { target: { value: 'x'.repeat(81) } });
    expect(dialog.getByText('81 z 80 znaków.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Utwórz przestrzeń' }));
    expect(dialog.getByText('Maksymalna długość to 80 znaków')).toBeTruthy();
    expect(api.count('createWorkspace')).toBe(0);

    fireEvent.change(name, { target: { value: '  Funkcje   na maturę ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Utwórz przestrzeń' }));
    expect(await dialog.findByText('Nazwa zawiera niedozwolone znaki.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(dialog.getByRole('button', { name: 'Utwórz przestrzeń' }));
    expect(await screen.findByRole('heading', { name: 'Strona przestrzeni' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/ws-new');
    expect(api.calls.filter((c) => c.operationName === 'createWorkspace').at(-1)?.variables).toEqual({
      createWorkspaceInput: { tematId: 't-funkcje', name: 'Funkcje na maturę' },
    });
  });

  it('opens from a link with ?nowa=1 and sends no name when none is given', async () => {
    const { api, router } = renderList(
      {
        getWorkspaceByUserId: list(),
        createWorkspace: () => ({ data: { createWorkspace: fakeWorkspace({ id: 'ws-2' }) } }),
      },
      { path: '/workspace?nowa=1', poziom: 'SREDNI_JEDEN' },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Nowa przestrzeń' }));
    choose(dialog, 'Przedmiot', 'mathematics');
    fireEvent.click(await dialog.findByLabelText(/^Ciągi/));
    fireEvent.click(dialog.getByRole('button', { name: 'Utwórz przestrzeń' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-2'));
    expect(api.calls.find((c) => c.operationName === 'createWorkspace')?.variables).toEqual({
      createWorkspaceInput: { tematId: 't-ciagi' },
    });
  });

  it('"Anuluj" closes a dialog opened by a link and drops the parameter', async () => {
    const { router } = renderList({ getWorkspaceByUserId: list() }, { path: '/workspace?nowa=1' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Nowa przestrzeń' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });
});
