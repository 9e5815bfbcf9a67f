import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, type FakeHandler } from '../../testing/fake-api.ts';
import { type LiveFake, resetLiveFake } from '../../testing/ws-fake.ts';
import type { TestSolver, Zadanie } from './api/testsolver-fragments.ts';
import { closedTask, fakeTask, fakeTest } from './testsolver-fixtures.ts';
import { renderTestsAt } from './testsolver-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

function renderTest(test: TestSolver, tasks: Zadanie[], handlers: Record<string, FakeHandler> = {}) {
  return renderTestsAt(`/app/testsolver/${test.id}`, {
    getTestSolverById: () => ({ data: { getTestSolverById: test } }),
    getPaginatedZadanieByRelationId: () => ({
      data: { getPaginatedZadanieByRelationId: { data: tasks, total: tasks.length, page: 1, limit: 100 } },
    }),
    ...handlers,
  });
}

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));
const updateCalls = (api: ReturnType<typeof renderTest>['api']) =>
  api.calls.filter((call) => call.operationName === 'updateZadanie').map((call) => call.variables);

describe('a task of the test', () => {
  beforeEach(() => resetLiveFake(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('says loudly when the second pass disagrees, quietly when it agrees, and nothing for words', async () => {
    renderTest(fakeTest(), [
      fakeTask({ check: 'NIEZGODNE', checkMessage: 'Sprawdź ten wynik: druga próba dała $\\frac{5}{8}$.' }),
      fakeTask({ id: 'z-2', numberExercise: '2', order: 2, check: 'ZGODNE' }),
      fakeTask({ id: 'z-3', numberExercise: '3', order: 3, type: 'OTWARTE', check: 'NIESPRAWDZONE' }),
    ]);
    const disputed = await card('Zadanie 1');
    expect(disputed.getByText('Sprawdź ten wynik', { selector: 'strong' })).toBeTruthy();
    expect(await disputed.findByText(/druga próba dała/)).toBeTruthy();
    expect(disputed.getByRole('heading', { name: 'Rozwiązanie' })).toBeTruthy();
    expect(disputed.getByRole('heading', { name: 'Odpowiedź' })).toBeTruthy();
    expect(disputed.getByRole('heading', { name: 'Dlaczego' })).toBeTruthy();
    const agreed = await card('Zadanie 2');
    expect(agreed.getByText('Wynik sprawdzony')).toBeTruthy();
    expect(agreed.queryByText('Sprawdź ten wynik')).toBeNull();
    const words = await card('Zadanie 3');
    expect(words.queryByText(/Wynik (sprawdzony|niesprawdzony)|Sprawdź ten wynik/)).toBeNull();
    expect(words.getByText('2 pkt · Otwarte')).toBeTruthy();
  });

  it('tries a failed task again and a skipped one for the first time', async () => {
    const failed = fakeTask({
      state: 'FAILED',
      error: 'AI nie odpowiedziało na czas.',
      answer: null,
      explanation: null,
      check: null,
    });
    const skipped = closedTask({ state: 'SKIPPED' });
    const { api } = renderTest(fakeTest(), [failed, skipped], {
      updateZadanie: ({ variables }) => {
        const { id } = variables.updateZadanieInput as { id: string };
        const task = id === failed.id ? failed : skipped;
        return { data: { updateZadanie: { ...task, state: 'PENDING', error: null } } };
      },
    });
    const first = await card('Zadanie 1');
    expect(first.getByText('AI nie odpowiedziało na czas.')).toBeTruthy();
    expect(first.getByText('Nie udało się')).toBeTruthy();
    fireEvent.click(first.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await first.findByText('Czeka na rozwiązanie.')).toBeTruthy();

    const second = await card('Zadanie 2');
    expect(second.getByText('Pominięte zgodnie z poleceniem.')).toBeTruthy();
    fireEvent.click(second.getByRole('button', { name: 'Rozwiąż to zadanie' }));
    expect(await second.findByText('Czeka na rozwiązanie.')).toBeTruthy();
    expect(updateCalls(api)).toEqual([
      { updateZadanieInput: { id: 'z-1', solve: true } },
      { updateZadanieInput: { id: 'z-2', solve: true } },
    ]);
  });

  it('corrects a task read with a mistake and solves it again', async () => {
    let attempt = 0;
    const task = closedTask({
      state: 'SOLVED',
      answer: 'A',
      explanation: 'Tak.',
      dlaczego: 'Bo tak.',
      check: 'ZGODNE',
    });
    const { api } = renderTest(fakeTest(), [task], {
      updateZadanie: ({ variables }) => {
        attempt += 1;
        if (attempt === 1) return badUserInput('Nieprawidłowe dane.', { question: 'Treść jest za długa.' });
        const input = variables.updateZadanieInput as Partial<Zadanie>;
        return {
          data: { updateZadanie: { ...task, ...input, state: 'PENDING', answer: null, check: null } },
        };
      },
    });
    const before = await card('Zadanie 2');
    // "Anuluj" closes the editor and gives focus back to the button that opened it.
    fireEvent.click(before.getByRole('button', { name: 'Popraw treść' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anuluj' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(before.getByRole('button', { name: 'Popraw treść' })),
    );
    fireEvent.click(before.getByRole('button', { name: 'Popraw treść' }));
    const editor = within(await screen.findByRole('form', { name: 'Popraw zadanie 2' }));
    // Focus moves into the editor once it is painted.
    await waitFor(() => expect(document.activeElement).toBe(editor.getByLabelText('Treść zadania')));
    fireEvent.change(editor.getByLabelText('Numer zadania'), { target: { value: '2.1' } });
    fireEvent.change(editor.getByLabelText('Treść zadania'), {
      target: { value: 'Który ułamek jest najmniejszy?' },
    });
    fireEvent.change(editor.getByLabelText('Treść odpowiedzi B'), { target: { value: '$\\frac{1}{5}$' } });
    fireEvent.click(editor.getByRole('button', { name: 'Dodaj odpowiedź do wyboru' }));
    fireEvent.click(editor.getByRole('button', { name: 'Zapisz i rozwiąż ponownie' }));
    // The new option is still empty.
    expect(
      await editor.findByText('Uzupełnij literę i treść każdej odpowiedzi albo usuń pustą.'),
    ).toBeTruthy();
    fireEvent.change(editor.getByLabelText('Treść odpowiedzi C'), { target: { value: '$\\frac{1}{2}$' } });
    await waitFor(() => expect(editor.queryByText(/Uzupełnij literę/)).toBeNull());
    fireEvent.click(editor.getByRole('button', { name: 'Usuń odpowiedź A' }));

    fireEvent.click(editor.getByRole('button', { name: 'Zapisz i rozwiąż ponownie' }));
    expect(await editor.findByText('Treść jest za długa.')).toBeTruthy();
    expect(document.activeElement).toBe(editor.getByLabelText('Treść zadania'));
    fireEvent.click(editor.getByRole('button', { name: 'Zapisz i rozwiąż ponownie' }));

    const after = await card('Zadanie 2.1');
    expect(await after.findByText('Czeka na rozwiązanie.')).toBeTruthy();
    // Being solved again, it cannot be changed: focus is on its title until it is done.
    expect(after.queryByRole('button', { name: 'Popraw treść' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(after.getByRole('heading', { name: 'Zadanie 2.1' })),
    );
    expect(updateCalls(api).at(-1)).toEqual({
      updateZadanieInput: {
        id: 'z-2',
        numberExercise: '2.1',
        question: 'Który ułamek jest najmniejszy?',
        zadanieOdpowiedzi: [
          { key: 'B', value: '$\\frac{1}{5}$' },
          { key: 'C', value: '$\\frac{1}{2}$' },
        ],
        solve: true,
      },
    });
  });

  it('asks about a task in the task solver’s chat when the test has no subject workspace', async () => {
    const { api, router } = renderTest(fakeTest(), [fakeTask({ numberExercise: '5' })], {
      startZadanieChat: () => ({
        data: { startconversationintent: { id: 'conv-7', workspaceId: 'ws-general' } },
      }),
    });
    fireEvent.click((await card('Zadanie 5')).getByRole('button', { name: 'Zapytaj w czacie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/solver'));
    expect(router.state.location.search).toBe('?c=conv-7');
    expect(api.calls.find((call) => call.operationName === 'startZadanieChat')?.variables).toEqual({
      startconversationintentInput: {
        workspaceId: 'ws-general',
        message: 'Wyjaśnij mi zadanie 5 krok po kroku.',
        intent: { conversationType: 'ZADANIE' },
        zadanieId: 'z-1',
      },
    });
  });

  it('asks about a task in the chat of the test’s subject workspace', async () => {
    const { router } = renderTest(fakeTest({ workspaceId: 'ws-maths', tematyId: ['t-1'] }), [fakeTask()], {
      startZadanieChat: () => ({
        data: { startconversationintent: { id: 'conv-8', workspaceId: 'ws-maths' } },
      }),
    });
    fireEvent.click((await card('Zadanie 1')).getByRole('button', { name: 'Zapytaj w czacie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-maths/playground'));
    expect(router.state.location.search).toBe('?c=conv-8');
  });

  it('offers the quiz tool’s practice quiz under a solved test of a subject workspace', async () => {
    renderTest(fakeTest({ workspaceId: 'ws-maths', tematyId: ['t-1'], solvedDocId: 'doc-solved' }), [
      fakeTask(),
    ]);
    // The kit passes a stand-in for the quizzes feature's PracticeQuiz (features/quizzes/practice-quiz.test.tsx).
    const practice = await screen.findByRole('region', { name: 'Podobne zadania do ćwiczenia' });
    await waitFor(() => expect(practice.textContent).toBe('ws-maths doc-solved mathematics'));
  });

  it('offers no practice quiz while the test is being solved', async () => {
    renderTest(
      fakeTest({ workspaceId: 'ws-maths', tematyId: ['t-1'], solvedDocId: 'doc-solved', state: 'SOLVING' }),
      [fakeTask()],
    );
    await screen.findByRole('article', { name: 'Zadanie 1' });
    expect(screen.queryByRole('region', { name: 'Podobne zadania do ćwiczenia' })).toBeNull();
  });

  it('offers no practice quiz for a test outside a subject workspace', async () => {
    renderTest(fakeTest({ solvedDocId: 'doc-solved' }), [fakeTask()]);
    await screen.findByRole('article', { name: 'Zadanie 1' });
    expect(screen.queryByRole('region', { name: 'Podobne zadania do ćwiczenia' })).toBeNull();
  });
});
