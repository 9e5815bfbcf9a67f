import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, type FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { renderQuizAt, resetLive } from './quiz-test-kit.tsx';
import { fakeQuiz } from './test-fixtures.ts';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const SOURCES = {
  workspaceId: 'ws-1',
  selected: null,
  groups: [
    {
      type: 'NOTATKA',
      label: 'Notatka',
      sources: [
        { __typename: 'UserDoc', id: 'doc-1', name: 'Ułamki – lekcja.pdf', state: 'SOLVED' },
        { __typename: 'UserDoc', id: 'doc-2', name: 'Skan zeszytu.jpg', state: 'SOLVING' },
        { __typename: 'AiNote', id: 'note-1', name: 'Moja notatka' },
      ],
    },
    { type: 'SPRAWDZIAN', label: 'Sprawdzian', sources: [] },
  ],
};

const LEKTURY = [
  { id: 'lek-1', title: 'Pan Tadeusz', author: 'Adam Mickiewicz', epoka: 'Romantyzm' },
  { id: 'lek-2', title: 'Lalka', author: 'Bolesław Prus', epoka: 'Pozytywizm' },
];

const ordered = fakeQuiz({ id: 'quiz-9', state: 'CREATED', questions: [] });

/** The list page with no quizzes yet (the form is open), in a workspace of `subject`. */
function renderForm(subject: string, handlers: Record<string, FakeHandler> = {}) {
  return renderQuizAt('/workspace/ws-1/quiz', {
    getQuizFlowByWorkspaceId: () => ({ data: { getQuizFlowByWorkspaceId: [] } }),
    quizWorkspaceSubject: () => ({
      data: { getWorkspaceById: { id: 'ws-1', temat: { id: 't-1', przedmiot: subject } } },
    }),
    getActionSources: () => ({ data: { getActionSources: SOURCES } }),
    quizLektury: ({ variables }) => {
      const search = ((variables.getLekturyInput as { search?: string }).search ?? '').toLowerCase();
      return {
        data: { getLektury: LEKTURY.filter((l) => `${l.title} ${l.author}`.toLowerCase().includes(search)) },
      };
    },
    updateSources: () => ({ data: { updateSources: { id: 'set-1' } } }),
    generatequiz: () => ({ data: { generatequiz: { __typename: 'QuizWorkspace', ...ordered } } }),
    getQuizWorkspaceById: () => ({ data: { getQuizWorkspaceById: ordered } }),
    ...handlers,
  });
}

const form = () => within(screen.getByRole('form', { name: 'Nowy quiz' }));
const submit = () => fireEvent.click(form().getByRole('button', { name: 'Utwórz quiz' }));

describe('new quiz form', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('refuses an order without materials or with a wrong number of questions, sending nothing', async () => {
    const { api } = renderForm('polish');
    await screen.findByRole('checkbox', { name: 'Ułamki – lekcja.pdf' });
    // A material still being read cannot be chosen.
    expect((screen.getByRole('checkbox', { name: /Skan zeszytu\.jpg/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.change(form().getByLabelText('Liczba pytań'), { target: { value: '31' } });
    submit();
    expect(await screen.findByText('Zaznacz co najmniej jeden materiał.')).toBeTruthy();
    expect(screen.getByText('Podaj liczbę pytań od 5 do 30.')).toBeTruthy();
    expect(form().getByLabelText('Liczba pytań').getAttribute('aria-invalid')).toBe('true');
    // Fixing a field clears its message.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ułamki – lekcja.pdf' }));
    expect(screen.queryByText('Zaznacz co najmniej jeden materiał.')).toBeNull();
    expect(api.count('generatequiz')).toBe(0);
    expect(api.count('updateSources')).toBe(0);
  });

  it('orders a quiz from the chosen materials: their set first, then the quiz, then its page', async () => {
    const { api, router } = renderForm('polish');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ułamki – lekcja.pdf' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Moja notatka' }));
    fireEvent.change(form().getByLabelText('Liczba pytań'), { target: { value: '12' } });
    fireEvent.click(form().getByRole('radio', { name: 'Trudniejszy' }));
    fireEvent.click(form().getByRole('radio', { name: 'Otwarte' }));
    // Only maths and the sciences have computational tasks.
    expect(form().queryByRole('radio', { name: /Zadania obliczeniowe/ })).toBeNull();
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-1/quiz/quiz-9'));
    expect(api.calls.find((c) => c.operationName === 'updateSources')?.variables).toEqual({
      updateSourcesInput: {
        workspaceId: 'ws-1',
        action: 'QUIZ',
        sources: [
          { type: 'USER_DOC', id: 'doc-1' },
          { type: 'AI_NOTE', id: 'note-1' },
        ],
      },
    });
    expect(api.calls.find((c) => c.operationName === 'generatequiz')?.variables).toEqual({
      generatequizInput: {
        workspaceId: 'ws-1',
        sourcesId: 'set-1',
        questionCount: 12,
        detailScale: 'TRUDNIEJSZY',
        questionTypes: ['OTWARTE'],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Kreda układa pytania' })).toBeTruthy();
  });

  it('orders a quiz on a set reading found by searching, with defaults of 10 mixed questions', async () => {
    const { api, router } = renderForm('polish');
    fireEvent.click(await screen.findByRole('radio', { name: 'Lektura' }));
    submit();
    expect(await screen.findByText('Wybierz lekturę z listy.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Szukaj lektury'), { target: { value: 'mickiewicz' } });
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Lalka/ })).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: /Pan Tadeusz – Adam Mickiewicz/ }));
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-1/quiz/quiz-9'));
    expect(api.count('updateSources')).toBe(0);
    expect(api.calls.find((c) => c.operationName === 'generatequiz')?.variables).toEqual({
      generatequizInput: {
        workspaceId: 'ws-1',
        lekturaId: 'lek-1',
        questionCount: 10,
        detailScale: 'NORMALNY',
        questionTypes: ['ZAMKNIETE', 'OTWARTE'],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Kreda układa pytania' })).toBeTruthy();
  });

  it('offers computational tasks in a maths workspace and sends the choice', async () => {
    const { api } = renderForm('mathematics');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ułamki – lekcja.pdf' }));
    const practice = await screen.findByRole('radio', { name: /Zadania obliczeniowe/ });
    expect((form().getByRole('radio', { name: /Teoria/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(practice);
    submit();
    expect(await screen.findByRole('heading', { name: 'Kreda układa pytania' })).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'generatequiz')?.variables).toMatchObject({
      generatequizInput: { type: 'PRACTICE', questionTypes: ['ZAMKNIETE', 'OTWARTE'] },
    });
  });

  it('shows the Polish message of a refusal and the server’s message under its field', async () => {
    let attempt = 0;
    const { router } = renderForm('polish', {
      generatequiz: () => {
        attempt += 1;
        return attempt === 1
          ? {
              data: {
                generatequiz: {
                  __typename: 'ExecutionError',
                  errorCode: 'INSUFFICIENT_RESOURCES',
                  message: 'Wykorzystano dzienny limit quizów.',
                },
              },
            }
          : badUserInput('Nieprawidłowe dane.', { questionCount: 'Za dużo pytań jak na te materiały.' });
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ułamki – lekcja.pdf' }));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Wykorzystano dzienny limit quizów.');
    submit();
    expect(await screen.findByText('Za dużo pytań jak na te materiały.')).toBeTruthy();
    expect(document.activeElement).toBe(form().getByLabelText('Liczba pytań'));
    expect(router.state.location.pathname).toBe('/workspace/ws-1/quiz');
  });
});
