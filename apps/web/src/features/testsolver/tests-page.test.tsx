import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { type LiveFake, pushEvent, resetLiveFake } from '../../testing/ws-fake.ts';
import { fakeTest, fakeTestSummary } from './testsolver-fixtures.ts';
import { renderTestsAt } from './testsolver-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const tests = [
  fakeTestSummary({
    id: 'test-2',
    title: 'Kartkówka z historii',
    workspaceId: 'ws-history',
    state: 'SOLVING',
    taskCount: 8,
    solvedCount: 3,
    createdAt: '2024-03-06T10:00:00Z',
  }),
  fakeTestSummary(),
];

function list(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    getTestSolverByWorkspaceId: () => ({ data: { getTestSolverByWorkspaceId: tests } }),
    ...overrides,
  };
}

const region = () => within(screen.getByRole('region', { name: 'Twoje sprawdziany' }));

describe('the list of tests', () => {
  beforeEach(() => resetLiveFake(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists the tests with their state, progress, date and workspace, and follows them live', async () => {
    const { api } = renderTestsAt('/app/solver/testy', list());
    await screen.findByRole('heading', { level: 1, name: 'Sprawdziany' });
    const [solving, solved] = await region().findAllByRole('listitem');
    expect(
      within(solving as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/app/testsolver/test-2');
    expect(solving?.textContent).toContain('Rozwiązywanie');
    expect(solving?.textContent).toContain('3 z 8 zadań rozwiązanych');
    await waitFor(() => expect(solving?.textContent).toContain('06.03.2024, 11:00 · Rozbiory Polski'));
    // A test of the general workspace names no workspace.
    expect(solved?.textContent).toContain('Rozwiązany');
    expect(within(solved as HTMLElement).getByText(/5 z 8 zadań/).textContent).toBe(
      '5 z 8 zadań rozwiązanych · 05.03.2024, 11:15',
    );
    // The list asks for summaries only: no task texts.
    const query = api.calls.find((call) => call.operationName === 'getTestSolverByWorkspaceId');
    expect(query?.variables).toEqual({ getTestSolverByWorkspaceIdInput: {} });

    // Every test of the pupil: the subscription asks for no test and no workspace.
    expect(live.variables.get('newTestSolverList')).toEqual({});
    pushEvent(live, 'newTestSolverList', 'newTestSolver', { ...tests[0], state: 'SOLVED', solvedCount: 8 });
    await waitFor(() => expect(region().getAllByRole('listitem')[0]?.textContent).toContain('8 z 8 zadań'));
    pushEvent(
      live,
      'newTestSolverList',
      'newTestSolver',
      fakeTestSummary({
        id: 'test-3',
        title: 'Nowy sprawdzian z fizyki',
        state: 'UPLOADING',
        taskCount: 0,
        solvedCount: 0,
        createdAt: '2024-03-07T09:00:00Z',
      }),
    );
    expect(await region().findByRole('link', { name: 'Nowy sprawdzian z fizyki' })).toBeTruthy();
    expect(region().getAllByRole('listitem')[0]?.textContent).toContain('Odczytywanie');
  });

  it('reads the list again after the socket reconnects', async () => {
    const { api } = renderTestsAt('/app/testsolver', list());
    await region().findAllByRole('listitem');
    expect(api.count('getTestSolverByWorkspaceId')).toBe(1);
    // The first connection is the socket opening; the second is a reconnect.
    act(() => {
      for (const listener of live.connected) listener();
      for (const listener of live.connected) listener();
    });
    await waitFor(() => expect(api.count('getTestSolverByWorkspaceId')).toBe(2));
  });

  it('explains the tool when the pupil has no tests yet', async () => {
    renderTestsAt(
      '/app/testsolver',
      list({ getTestSolverByWorkspaceId: () => ({ data: { getTestSolverByWorkspaceId: [] } }) }),
    );
    expect(
      await screen.findByText(/Nie masz jeszcze sprawdzianów\. Zrób telefonem zdjęcia stron/),
    ).toBeTruthy();
  });

  it('deletes a test after a confirmation that says its pages and solutions go too', async () => {
    const { api } = renderTestsAt(
      '/app/solver/testy',
      list({
        deleteTestSolver: () => ({
          data: { deleteTestSolver: { success: true, message: 'Usunięto sprawdzian.' } },
        }),
      }),
    );
    const button = await screen.findByRole('button', { name: 'Usuń sprawdzian „Kartkówka z historii”' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Usunąć sprawdzian „Kartkówka z historii”?',
    });
    expect(dialog.textContent).toContain(
      'Z materiałów znikną też jego strony (zdjęcia albo PDF) i materiał z rozwiązanymi zadaniami.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(api.count('deleteTestSolver')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń sprawdzian „Kartkówka z historii”' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń sprawdzian' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Kartkówka z historii' })).toBeNull());
    expect(api.calls.find((call) => call.operationName === 'deleteTestSolver')?.variables).toEqual({
      deleteTestSolverInput: { id: 'test-2' },
    });
    expect(screen.getByRole('link', { name: 'Sprawdzian z ułamków' })).toBeTruthy();
  });

  it('opens the form as a step of history: Back closes it and focus returns to its button', async () => {
    const { router } = renderTestsAt('/app/solver/testy', list());
    fireEvent.click(await screen.findByRole('button', { name: 'Nowy sprawdzian' }));
    await waitFor(() => expect(router.state.location.search).toBe('?nowy=1'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Nowy sprawdzian' }));
    expect(screen.getByRole('form', { name: 'Nowy sprawdzian' })).toBeTruthy();
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nowy sprawdzian' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nowy sprawdzian' })),
    );
    // "Zamknij" does the same.
    fireEvent.click(screen.getByRole('button', { name: 'Nowy sprawdzian' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nowy sprawdzian' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens the form from a workspace’s link with that workspace chosen', async () => {
    const { router } = renderTestsAt('/app/solver/testy?nowy=1&przestrzen=ws-maths', list());
    const select = (await screen.findByLabelText('Przestrzeń')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('ws-maths'));
    expect(select.selectedOptions[0]?.textContent).toBe('Ułamki zwykłe (Matematyka)');
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/app/solver/testy');
  });

  it('reads the list again on each visit: a test solved meanwhile shows as solved', async () => {
    let solved = false;
    const { router } = renderTestsAt(
      '/app/testsolver',
      list({
        getTestSolverByWorkspaceId: () => ({
          data: {
            getTestSolverByWorkspaceId: [
              fakeTestSummary({ state: solved ? 'SOLVED' : 'SOLVING', solvedCount: solved ? 8 : 2 }),
            ],
          },
        }),
        getTestSolverById: () => ({ data: { getTestSolverById: fakeTest() } }),
        getPaginatedZadanieByRelationId: () => ({
          data: { getPaginatedZadanieByRelationId: { data: [], total: 0, page: 1, limit: 100 } },
        }),
      }),
      { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }) },
    );
    expect((await region().findByRole('listitem')).textContent).toContain('2 z 8 zadań');
    await router.navigate('/app/testsolver/test-1');
    await screen.findByRole('heading', { level: 1, name: 'Sprawdzian z ułamków' });
    solved = true;
    await router.navigate(-1);
    await waitFor(async () =>
      expect((await region().findByRole('listitem')).textContent).toContain('8 z 8 zadań'),
    );
  });
});
