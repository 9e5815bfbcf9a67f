import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { push, renderQuizAt, resetLive } from './quiz-test-kit.tsx';
import { fakeFlow, fakeQuizSummary, fakeResultSummary } from './test-fixtures.ts';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const history = [
  fakeResultSummary({ id: 'r-2', isFinished: true, percent: 80, createdAt: '2024-03-06T10:00:00Z' }),
  fakeResultSummary({ id: 'r-1', isFinished: true, percent: 40, createdAt: '2024-03-05T10:00:00Z' }),
  fakeResultSummary({ id: 'r-3', isFinished: false, createdAt: '2024-03-07T10:00:00Z' }),
];

const flows = [
  fakeFlow({
    score: 60,
    quizzes: [
      fakeQuizSummary({
        id: 'quiz-2',
        name: 'Ułamki – powtórka błędów',
        fromMistakes: true,
        state: 'INITIAL_PENDING',
        quizResults: [],
        createdAt: '2024-03-08T10:00:00Z',
      }),
      fakeQuizSummary({ quizResults: history }),
    ],
  }),
  fakeFlow({
    id: 'flow-2',
    title: 'Pan Tadeusz',
    lekturaId: 'lek-1',
    lektura: { id: 'lek-1', title: 'Pan Tadeusz', author: 'Adam Mickiewicz' },
    createdAt: '2024-03-01T10:00:00Z',
    quizzes: [
      fakeQuizSummary({
        id: 'quiz-3',
        quizFlowId: 'flow-2',
        name: 'Pan Tadeusz – quiz',
        createdAt: '2024-03-01T10:00:00Z',
      }),
    ],
  }),
];

describe('the quiz list of a workspace', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists the quizzes by flow with their score history, and adds a new quiz live', async () => {
    renderQuizAt('/workspace/ws-1/quiz', {
      getQuizFlowByWorkspaceId: () => ({ data: { getQuizFlowByWorkspaceId: flows } }),
    });
    const list = within(await screen.findByRole('region', { name: 'Twoje quizy' }));
    const fractions = within(list.getByRole('region', { name: 'Ułamki' }));
    expect(fractions.getByText(/średni wynik 60%/)).toBeTruthy();
    const [retry, first] = fractions.getAllByRole('link');
    expect(retry?.textContent).toBe('Ułamki – powtórka błędów');
    expect(first?.getAttribute('href')).toBe('/workspace/ws-1/quiz/quiz-1');
    expect(fractions.getByText('Kreda układa pytania…')).toBeTruthy();
    // Oldest attempt first, the one in progress after them.
    const scores = fractions.getByRole('list', { name: 'Wyniki kolejnych podejść' });
    expect(
      within(scores)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['40%', '80%']);
    expect(fractions.getByText('Podejście w trakcie')).toBeTruthy();
    expect(list.getByRole('region', { name: 'Pan Tadeusz' }).textContent).toContain(
      'Lektura: Pan Tadeusz – Adam Mickiewicz',
    );
    // The form stays closed until asked for.
    expect(screen.queryByRole('form', { name: 'Nowy quiz' })).toBeNull();

    push(
      live,
      'newQuizWorkspace',
      fakeQuizSummary({
        id: 'quiz-4',
        name: 'Ułamki – część 2',
        state: 'CREATED',
        createdAt: '2024-03-09T10:00:00Z',
      }),
    );
    expect(await fractions.findByRole('link', { name: 'Ułamki – część 2' })).toBeTruthy();
    expect(live.variables.get('newQuizWorkspace')).toEqual({
      newQuizWorkspaceInput: { workspaceId: 'ws-1' },
    });
  });

  it('deletes a quiz after a confirmation', async () => {
    const { api } = renderQuizAt('/workspace/ws-1/quiz', {
      getQuizFlowByWorkspaceId: () => ({ data: { getQuizFlowByWorkspaceId: flows } }),
      deleteQuizWorkspace: () => ({
        data: { deleteQuizWorkspace: { success: true, message: 'Usunięto quiz.' } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń quiz „Pan Tadeusz – quiz”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć quiz „Pan Tadeusz – quiz”?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Anuluj' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń quiz' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pan Tadeusz' })).toBeNull());
    expect(api.calls.find((c) => c.operationName === 'deleteQuizWorkspace')?.variables).toEqual({
      deleteQuizWorkspaceInput: { id: 'quiz-3' },
    });
    expect(screen.getByRole('region', { name: 'Ułamki' })).toBeTruthy();
  });

  it('opens the new quiz form from the button and closes it again', async () => {
    renderQuizAt('/workspace/ws-1/quiz', {
      getQuizFlowByWorkspaceId: () => ({ data: { getQuizFlowByWorkspaceId: flows } }),
      quizWorkspaceSubject: () => ({ data: { getWorkspaceById: { id: 'ws-1', temat: null } } }),
      getActionSources: () => ({
        data: { getActionSources: { workspaceId: 'ws-1', selected: null, groups: [] } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nowy quiz' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Nowy quiz' }));
    expect(await screen.findByText(/W tej przestrzeni nie ma jeszcze materiałów/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('form', { name: 'Nowy quiz' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nowy quiz' })),
    );
  });
});
