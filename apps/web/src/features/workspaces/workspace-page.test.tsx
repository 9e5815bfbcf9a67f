import { fireEvent, screen, within } from '@testing-library/react';
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
      { path: '/workspace/:slug', Component: WorkspacePage },
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

  it('lists the materials by kind with links to each, and how many more there are', async () => {
    const doc = (id: string, name: string) => ({ __typename: 'UserDoc', id, name });
    renderApp('/workspace/ws-1', {
      getWorkspaceById: found,
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
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Zmień nazwę'));
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

  it('lists its tests, each opening inside the workspace, and starts a new one for this workspace', async () => {
    const test = (id: string, title: string, state: string, solvedCount: number) => ({
      id,
      title,
      state,
      taskCount: 8,
      solvedCount,
      createdAt: '2024-03-05T10:15:00Z',
    });
    const { api } = renderApp('/workspace/ws-1', {
      getWorkspaceById: found,
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
