import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import {
  badUserInput,
  type FakeHandler,
  fakeUser,
  installFakeApi,
  setSessionCookie,
} from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { fakeWorkspace } from './test-fixtures.ts';
import { Component as WorkspacePage } from './workspace-page.tsx';
import { Component as WorkspacesPage } from './workspaces-page.tsx';

// The tools' parts the route passes (app/tool-registry.tsx); the real ones are tested in their features.
const NOTICES = [
  { tool: 'a', Summary: ({ workspaceId }: { workspaceId: string }) => <p>Uwaga narzędzia {workspaceId}</p> },
];
const SECTIONS = [
  { tool: 'b', Summary: ({ workspaceId }: { workspaceId: string }) => <p>Sekcja narzędzia {workspaceId}</p> },
];

/** The workspace page and the list it returns to, signed in (the app's routing is tested in app/). */
function renderApp(path: string, handlers: Record<string, FakeHandler> = {}) {
  const api = installFakeApi(handlers);
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/workspace', Component: WorkspacesPage },
      { path: '/workspace/:slug', element: <WorkspacePage notices={NOTICES} summaries={SECTIONS} /> },
    ],
    path,
    queryClient,
  );
  return { api, router };
}

const found: FakeHandler = ({ variables }) => {
  const { workspaceId } = variables.getWorkspaceByIdInput as { workspaceId: string };
  return { data: { getWorkspaceById: fakeWorkspace({ id: workspaceId }) } };
};

describe('workspace page', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('explains the "(R)" of extended-scope subtopics', async () => {
    renderApp('/workspace/ws-1', {
      getWorkspaceById: () => ({
        data: {
          getWorkspaceById: fakeWorkspace({
            temat: {
              ...fakeWorkspace().temat,
              podTematy: ['Zamiana podstawy logarytmu (R)', 'Logarytm iloczynu'],
            } as ReturnType<typeof fakeWorkspace>['temat'],
          }),
        },
      }),
      getActionSources: () => ({ data: { getActionSources: { groups: [] } } }),
    });
    const scope = await screen.findByRole('region', { name: 'Zakres tematu' });
    const [extended, plain] = within(scope).getAllByRole('listitem');
    expect(extended?.textContent).toBe('Zamiana podstawy logarytmu (R) – zakres rozszerzony');
    expect(within(extended as HTMLElement).getByTitle('zakres rozszerzony').tagName).toBe('ABBR');
    expect(plain?.textContent).toBe('Logarytm iloczynu');
    expect(within(scope).getByText(/zakres rozszerzony: dla uczących się/)).toBeTruthy();
  });

  it('shows the tools’ notices under the title and their sections after the topic scope', async () => {
    renderApp('/workspace/ws-1', { getWorkspaceById: found });
    await screen.findByRole('heading', { level: 1, name: 'Funkcje' });
    const order = [
      screen.getByText('Uwaga narzędzia ws-1'),
      screen.getByRole('region', { name: 'Zakres tematu' }),
      screen.getByText('Sekcja narzędzia ws-1'),
      screen.getByRole('region', { name: 'Usuwanie przestrzeni' }),
    ];
    for (const [before, after] of order.slice(0, -1).map((node, i) => [node, order[i + 1]] as const))
      expect(before.compareDocumentPosition(after as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the name, subject, class, topic and the topic scope', async () => {
    renderApp('/workspace/ws-1', { getWorkspaceById: found });
    expect(await screen.findByRole('heading', { level: 1, name: 'Funkcje' })).toBeTruthy();
    const main = screen;
    expect(main.getByText('Matematyka')).toBeTruthy();
    expect(main.getByText('Klasa 1 – liceum/technikum')).toBeTruthy();
    expect(main.getByText('Matura podstawowa')).toBeTruthy();
    const scope = within(main.getByRole('region', { name: 'Zakres tematu' }));
    expect(scope.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pojęcie funkcji',
      'Dziedzina i zbiór wartości',
      'Monotoniczność',
    ]);
    expect(document.title).toBe('Funkcje – Kreda');
  });

  it('renames inline: checks the name, saves it and returns focus to "Zmień nazwę"', async () => {
    const { api } = renderApp('/workspace/ws-1', {
      getWorkspaceById: found,
      updateWorkspace: ({ variables }) => {
        const input = variables.updateWorkspaceInput as { workspaceId: string; name: string };
        return { data: { updateWorkspace: fakeWorkspace({ id: input.workspaceId, name: input.name }) } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zmień nazwę' }));
    const field = screen.getByLabelText('Nazwa przestrzeni') as HTMLInputElement;
    expect(field.value).toBe('Funkcje');
    expect(document.activeElement).toBe(field);

    // Esc leaves the title unchanged.
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.getByRole('heading', { level: 1, name: 'Funkcje' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Zmień nazwę' }));
    const again = screen.getByLabelText('Nazwa przestrzeni');
    fireEvent.change(again, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz nazwę' }));
    expect(screen.getByText('Wymagane')).toBeTruthy();
    expect(api.count('updateWorkspace')).toBe(0);

    fireEvent.change(again, { target: { value: ' Funkcje  na maturę ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz nazwę' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Funkcje na maturę' })).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'updateWorkspace')?.variables).toEqual({
      updateWorkspaceInput: { workspaceId: 'ws-1', name: 'Funkcje na maturę' },
    });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Zmień nazwę'));
  });

  it('shows a refused name under the field', async () => {
    renderApp('/workspace/ws-1', {
      getWorkspaceById: found,
      updateWorkspace: () =>
        badUserInput('Nieprawidłowe dane.', { name: 'Nazwa zawiera niedozwolone znaki.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zmień nazwę' }));
    fireEvent.change(screen.getByLabelText('Nazwa przestrzeni'), { target: { value: 'Inna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz nazwę' }));
    expect(await screen.findByText('Nazwa zawiera niedozwolone znaki.')).toBeTruthy();
    expect(screen.getByLabelText('Nazwa przestrzeni').getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    const { api, router } = renderApp('/workspace/ws-1', {
      getWorkspaceById: found,
      deleteWorkspace: () => ({
        data: { deleteWorkspace: { success: true, message: 'Pomyślnie usunięto' } },
      }),
      getWorkspaceByUserId: () => ({ data: { getWorkspaceByUserId: [] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń przestrzeń' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Usunąć przestrzeń „Funkcje”?' }));
    expect(screen.getByRole('alertdialog').getAttribute('aria-describedby')).toBeTruthy();
    expect(confirm.getByText('Tego nie da się cofnąć.')).toBeTruthy();
    // The safe choice has the focus.
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: 'Anuluj' }));

    fireEvent.click(confirm.getByRole('button', { name: 'Usuń przestrzeń' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoje przestrzenie' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace');
    expect(await screen.findByRole('region', { name: 'Nie masz jeszcze żadnej przestrzeni' })).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'deleteWorkspace')?.variables).toEqual({
      deleteWorkspaceInput: { workspaceId: 'ws-1' },
    });
    // The deleted workspace is not asked for again.
    expect(api.count('getWorkspaceById')).toBe(1);
  });

  it('shows the 404 for a workspace that is missing or someone else’s', async () => {
    renderApp('/workspace/ws-obca', {
      getWorkspaceById: () => ({
        errors: [{ message: 'Nie znaleziono przestrzeni.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono przestrzeni.' }),
    ).toBeTruthy();
    expect(screen.getByTestId('error-page').getAttribute('data-status')).toBe('404');
    expect(screen.getByRole('link', { name: 'Wróć do listy przestrzeni' }).getAttribute('href')).toBe(
      '/workspace',
    );
  });
});
