import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { type LiveFake, pushEvent, resetLiveFake } from '../../testing/ws-fake.ts';
import type { TestSolver, Zadanie } from './api/testsolver-fragments.ts';
import { closedTask, fakeTask, fakeTest } from './testsolver-fixtures.ts';
import { renderTestsAt } from './testsolver-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const page = (tasks: Zadanie[]) => ({
  data: { getPaginatedZadanieByRelationId: { data: tasks, total: tasks.length, page: 1, limit: 100 } },
});

/** The test page at `path`, the server answering with `test()` and `tasks()` as they are at each read. */
function renderTest(
  test: () => TestSolver,
  tasks: () => Zadanie[] = () => [],
  handlers: Record<string, FakeHandler> = {},
  path = `/app/testsolver/${test().id}`,
) {
  return renderTestsAt(path, {
    getTestSolverById: () => ({ data: { getTestSolverById: test() } }),
    getPaginatedZadanieByRelationId: () => page(tasks()),
    getTestSolverByWorkspaceId: () => ({ data: { getTestSolverByWorkspaceId: [] } }),
    ...handlers,
  });
}

const progress = () => screen.getByRole('progressbar', { name: 'Rozwiązane zadania' });
const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('the test page', () => {
  beforeEach(() => resetLiveFake(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the test live: the pages are read, tasks appear as they are cut and fill in when solved', async () => {
    const uploading = fakeTest({ state: 'UPLOADING', taskCount: 0, solvedCount: 0 });
    renderTest(() => uploading);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprawdzian z ułamków' })).toBeTruthy();
    expect(screen.getByText('Odczytywanie')).toBeTruthy();
    expect(await screen.findByText('Odczytuję strony i wycinam zadania…')).toBeTruthy();
    const thumbnails = within(screen.getByRole('list', { name: 'Strony sprawdzianu' })).getAllByRole('link');
    expect(thumbnails.map((link) => link.getAttribute('href'))).toEqual([
      '/api/files/f-1?sig=a',
      '/api/files/f-2?sig=b',
    ]);
    expect(
      within(thumbnails[0] as HTMLElement)
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('Strona 1 (otwiera się w nowej karcie)');
    expect(live.variables.get('newTestSolver')).toEqual({ newTestSolverInput: { id: 'test-1' } });
    expect(live.variables.get('zadanieEvents')).toEqual({ updateZadanieInput: { relationId: 'test-1' } });

    pushEvent(
      live,
      'zadanieEvents',
      'updateZadanie',
      fakeTask({ state: 'PENDING', answer: null, explanation: null, dlaczego: null, check: null }),
    );
    expect(await screen.findByRole('article', { name: 'Zadanie 1' })).toBeTruthy();
    expect(card('Zadanie 1').getByText('Czeka na rozwiązanie.')).toBeTruthy();
    expect(card('Zadanie 1').getByText('2 pkt · Obliczeniowe')).toBeTruthy();
    pushEvent(live, 'zadanieEvents', 'updateZadanie', closedTask());
    expect(await screen.findByRole('article', { name: 'Zadanie 2' })).toBeTruthy();
    const options = within(
      card('Zadanie 2').getByRole('list', { name: 'Odpowiedzi do wyboru' }),
    ).getAllByRole('listitem');
    expect(options.map((option) => option.textContent?.slice(0, 2))).toEqual(['A.', 'B.']);

    pushEvent(live, 'newTestSolver', 'newTestSolver', {
      ...uploading,
      state: 'SOLVING',
      taskCount: 2,
      przedmiot: 'mathematics',
    });
    await waitFor(() => expect(progress().getAttribute('aria-valuetext')).toBe('Rozwiązano 0 z 2 zadań'));
    expect(screen.getByText('Przedmiot').nextElementSibling?.textContent).toBe('Matematyka');
    pushEvent(
      live,
      'zadanieEvents',
      'updateZadanie',
      fakeTask({ state: 'SOLVING', answer: null, explanation: null, check: null }),
    );
    expect(await card('Zadanie 1').findByText('Kreda rozwiązuje to zadanie…')).toBeTruthy();
    pushEvent(live, 'zadanieEvents', 'updateZadanie', fakeTask());
    pushEvent(live, 'newTestSolver', 'newTestSolver', {
      ...uploading,
      state: 'SOLVING',
      taskCount: 2,
      solvedCount: 1,
    });
    expect(await card('Zadanie 1').findByRole('heading', { name: 'Odpowiedź' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Rozwiązano 1 z 2 zadań')).toBeTruthy());
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    // The tasks stay in the test's order, whatever order their events came in.
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'zadanie-z-1',
      'zadanie-z-2',
    ]);
  });

  it('reads the test and its tasks again after a reconnect, and every 5 s while it is worked on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: TestSolver['state'] = 'SOLVING';
    const { api } = renderTest(
      () => fakeTest({ state, taskCount: 1, solvedCount: state === 'SOLVED' ? 1 : 0 }),
      () => [fakeTask({ state: state === 'SOLVED' ? 'SOLVED' : 'SOLVING' })],
    );
    await screen.findByRole('article', { name: 'Zadanie 1' });
    act(() => {
      for (const listener of live.connected) listener();
      for (const listener of live.connected) listener();
    });
    await waitFor(() => expect(api.count('getTestSolverById')).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(api.count('getPaginatedZadanieByRelationId')).toBeGreaterThanOrEqual(2));

    // An event was missed: the next read, a few seconds later, brings the solution anyway.
    state = 'SOLVED';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await card('Zadanie 1').findByRole('heading', { name: 'Rozwiązanie' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Rozwiązany')).toBeTruthy());
  });

  it('keeps a task event that comes while the tasks are being read, though the read is older', async () => {
    // The page was reloaded in the middle of the solving: task 1 is solved while its first read,
    // which the server answered before that, is on its way.
    let answerRead: (tasks: Zadanie[]) => void = () => undefined;
    let reads = 0;
    renderTest(
      () => fakeTest({ state: 'SOLVING', taskCount: 1, solvedCount: 0 }),
      () => [],
      {
        getPaginatedZadanieByRelationId: async () => {
          reads += 1;
          if (reads > 1) return page([fakeTask()]);
          return page(await new Promise<Zadanie[]>((resolve) => (answerRead = resolve)));
        },
      },
    );
    await waitFor(() => expect(reads).toBe(1));
    pushEvent(live, 'zadanieEvents', 'updateZadanie', fakeTask());
    act(() => answerRead([fakeTask({ state: 'SOLVING', answer: null, explanation: null, check: null })]));
    await screen.findByRole('article', { name: 'Zadanie 1' });
    // Well before the page's next read every 5 s.
    expect(
      await card('Zadanie 1').findByRole('heading', { name: 'Rozwiązanie' }, { timeout: 2_000 }),
    ).toBeTruthy();
  });

  it('shows a solved test as it was left after a reload: the notice, the instruction and every solution', async () => {
    renderTest(
      () =>
        fakeTest({
          taskCount: 2,
          solvedCount: 2,
          polecenie: 'rozwiąż tylko zadania 1–2',
          notice: 'Strona 2 była nieostra: odczytano ją tylko częściowo.',
        }),
      () => [
        fakeTask(),
        closedTask({
          state: 'SOLVED',
          answer: 'B. $\\frac{2}{5}$',
          explanation: 'Porównujemy.',
          dlaczego: 'Bo $0{,}4 > 0{,}33$.',
          check: 'NIESPRAWDZONE',
        }),
      ],
    );
    expect(await screen.findByText('Strona 2 była nieostra: odczytano ją tylko częściowo.')).toBeTruthy();
    expect(screen.getByText('Polecenie').nextElementSibling?.textContent).toBe('rozwiąż tylko zadania 1–2');
    await screen.findByRole('article', { name: 'Zadanie 2' });
    expect(await card('Zadanie 2').findByRole('heading', { name: 'Dlaczego' })).toBeTruthy();
    expect(screen.getByText('Rozwiązano 2 z 2 zadań')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.katex').length).toBeGreaterThan(3));
  });

  it('says why a test could not be read and offers to add it again', async () => {
    renderTest(() =>
      fakeTest({
        state: 'UPLOAD_FAILED',
        taskCount: 0,
        solvedCount: 0,
        error: 'Na zdjęciach nie widać żadnego zadania.',
      }),
    );
    const failed = within(await screen.findByRole('region', { name: 'Nie udało się odczytać sprawdzianu' }));
    expect(failed.getByRole('alert').textContent).toBe('Na zdjęciach nie widać żadnego zadania.');
    expect(failed.getByRole('link', { name: 'Dodaj sprawdzian jeszcze raz' }).getAttribute('href')).toBe(
      '/app/solver/testy?nowy=1',
    );
  });

  it('deletes the test after a confirmation and goes back to the list', async () => {
    const { api, router } = renderTest(
      () => fakeTest(),
      () => [],
      {
        deleteTestSolver: () => ({
          data: { deleteTestSolver: { success: true, message: 'Usunięto sprawdzian.' } },
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń sprawdzian „Sprawdzian z ułamków”' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń sprawdzian' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/solver/testy'));
    expect(api.count('deleteTestSolver')).toBe(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprawdziany' })).toBeTruthy();
  });

  it('opens inside its workspace, and not inside another one', async () => {
    const inMaths = fakeTest({ workspaceId: 'ws-maths', tematyId: ['t-1'] });
    const { router } = renderTest(
      () => inMaths,
      () => [],
      {},
      '/workspace/ws-maths/solve/test-1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprawdzian z ułamków' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do przestrzeni' }).getAttribute('href')).toBe(
      '/workspace/ws-maths',
    );
    await waitFor(() =>
      expect(screen.getByText('Przestrzeń').nextElementSibling?.textContent).toBe('Ułamki zwykłe'),
    );
    await router.navigate('/workspace/ws-history/solve/test-1');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono sprawdzianu.' })).toBeTruthy();
  });

  it('says so when the test does not exist', async () => {
    renderTestsAt('/app/testsolver/nope', {
      getTestSolverById: () => ({
        errors: [{ message: 'Nie znaleziono sprawdzianu.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono sprawdzianu.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wszystkie sprawdziany' }).getAttribute('href')).toBe(
      '/app/solver/testy',
    );
  });
});
