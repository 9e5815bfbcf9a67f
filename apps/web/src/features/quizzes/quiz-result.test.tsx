import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, type FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { push, renderQuizAt, resetLive } from './quiz-test-kit.tsx';
import { closedQuestion, fakeAnswer, fakeQuiz, fakeResult, hiddenAnswer } from './test-fixtures.ts';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const finished = fakeResult({
  isFinished: true,
  score: 2.5,
  maxScore: 4,
  percent: 63,
  finishedAt: '2024-03-05T10:40:00Z',
  quizAnswers: [
    fakeAnswer(),
    fakeAnswer({
      id: 'a-2',
      questionId: 'q-2',
      optionId: null,
      userAnswer: 'Mówi, na ile części dzielimy całość.',
      isCorrect: false,
      points: 1.5,
      maxPoints: 2,
      correctOptionId: null,
      review: {
        good: 'Dobrze rozumiesz, czym jest mianownik.',
        missing: 'Zabrakło słowa „równych”.',
        modelAnswer: 'Mianownik mówi, na ile równych części dzielimy całość.',
      },
    }),
  ],
});

function renderResult(handlers: Record<string, FakeHandler> = {}, result = finished) {
  return renderQuizAt('/workspace/ws-1/quiz/quiz-1/r-1', {
    getQuizWorkspaceById: () => ({
      data: { getQuizWorkspaceById: fakeQuiz({ notice: 'Fakty warto sprawdzić w tekście.' }) },
    }),
    getQuizResultById: () => ({ data: { getQuizResultById: result } }),
    ...handlers,
  });
}

const next = fakeQuiz({ id: 'quiz-2', state: 'CREATED', questions: [] });

describe('the result of a quiz', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('shows the score in points and percent and every question with its answer and feedback', async () => {
    renderResult();
    const heading = await screen.findByRole('heading', { name: 'Twój wynik' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('quiz-score').textContent).toBe('2,5 / 4 pkt63%');
    expect(screen.getByTestId('quiz-celebration').textContent).toMatch(
      /^Dobrze Ci idzie!Dobrze: \d z 3 pytań\. Powtórka błędów utrwali resztę\.$/,
    );
    expect(screen.getByTestId('quiz-notice').textContent).toContain('Fakty warto sprawdzić w tekście.');

    const answers = within(screen.getByRole('region', { name: 'Pytania i odpowiedzi' }));
    const items = answers.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(await within(first).findByRole('heading', { name: /Dobrze!/ })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Ułamki – lekcja.pdf' })).toBeTruthy();
    expect(within(second).getByText('Mówi, na ile części dzielimy całość.')).toBeTruthy();
    expect(within(second).getByRole('heading', { name: /Częściowo dobrze/ }).textContent).toContain(
      '1,5 pkt z 2',
    );
    expect(await within(second).findByText('Zabrakło słowa „równych”.')).toBeTruthy();
    expect(third.textContent).toContain('Twoja odpowiedź: brak (0 pkt)');
  });

  it('"Kolejny quiz" continues the flow and opens the new quiz', async () => {
    const { api, router } = renderResult({
      generatequizcontinue: () => ({
        data: { generatequizcontinue: { __typename: 'QuizWorkspace', ...next } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kolejny quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-1/quiz/quiz-2'));
    expect(api.calls.find((c) => c.operationName === 'generatequizcontinue')?.variables).toEqual({
      generatequizcontinueInput: { quizFlowId: 'flow-1' },
    });
    expect(await screen.findByText(/Quiz czeka w kolejce/)).toBeTruthy();
  });

  it('"Powtórz błędy" makes a quiz of this attempt’s mistakes; a refusal says why', async () => {
    let calls = 0;
    const { api, router } = renderResult({
      generatequizcontinue: () => {
        calls += 1;
        return calls === 1
          ? {
              data: {
                generatequizcontinue: {
                  __typename: 'ExecutionError',
                  errorCode: 'INSUFFICIENT_RESOURCES',
                  message: 'Wykorzystano dzienny limit quizów.',
                },
              },
            }
          : { data: { generatequizcontinue: { __typename: 'QuizWorkspace', ...next } } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Powtórz błędy' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wykorzystano dzienny limit quizów.');
    fireEvent.click(screen.getByRole('button', { name: 'Powtórz błędy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-1/quiz/quiz-2'));
    expect(api.calls.filter((c) => c.operationName === 'generatequizcontinue').at(-1)?.variables).toEqual({
      generatequizcontinueInput: { quizFlowId: 'flow-1', quizResultId: 'r-1' },
    });
    expect(await screen.findByText(/Quiz czeka w kolejce/)).toBeTruthy();
  });

  it('"Zrób notatkę z błędów" writes a note of the mistakes and opens it; a refusal says why', async () => {
    let calls = 0;
    const { api, router } = renderResult({
      quizMistakesNote: () => {
        calls += 1;
        return calls === 1
          ? badUserInput('Nieprawidłowe dane.', {
              quizResultId: 'Najpierw zakończ quiz, potem zrób notatkę z błędów.',
            })
          : {
              data: { generateainotatkaAiNote: { id: 'note-7', workspaceId: 'ws-1', name: 'Błędy z quizu' } },
            };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zrób notatkę z błędów' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Najpierw zakończ quiz, potem zrób notatkę z błędów.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zrób notatkę z błędów' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-1/ainote/note-7'));
    expect(api.calls.find((c) => c.operationName === 'quizMistakesNote')?.variables).toEqual({
      generateainotatkaAiNoteInput: { quizResultId: 'r-1' },
    });
  });

  it('"Zapytaj w czacie" starts a conversation grounded in the attempt and opens it', async () => {
    const { api, router } = renderResult({
      startQuizChat: () => ({ data: { startconversation: { id: 'c-9' } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zapytaj w czacie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-1/playground'));
    expect(router.state.location.search).toBe('?c=c-9');
    expect(api.calls.find((c) => c.operationName === 'startQuizChat')?.variables).toEqual({
      startconversationInput: { workspaceId: 'ws-1', sources: [{ type: 'QUIZ_RESULT', id: 'r-1' }] },
    });
  });

  it('offers no "Powtórz błędy" when every answer was right', async () => {
    const perfect = fakeResult({
      isFinished: true,
      score: 1,
      maxScore: 1,
      percent: 100,
      quizAnswers: [fakeAnswer()],
    });
    renderQuizAt('/workspace/ws-1/quiz/quiz-1/r-1', {
      getQuizWorkspaceById: () => ({
        data: { getQuizWorkspaceById: fakeQuiz({ questions: [closedQuestion] }) },
      }),
      getQuizResultById: () => ({ data: { getQuizResultById: perfect } }),
    });
    expect(await screen.findByRole('button', { name: 'Kolejny quiz' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Powtórz błędy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zrób notatkę z błędów' })).toBeNull();
  });

  it('finishing a test-mode attempt reveals the verdicts, and the review arrives live', async () => {
    const inProgress = fakeResult({
      instantFeedback: false,
      quizAnswers: [
        hiddenAnswer({ questionId: 'q-1', optionId: 'o-a' }),
        hiddenAnswer({ id: 'a-2', questionId: 'q-2', optionId: null, userAnswer: 'Liczba części.' }),
        hiddenAnswer({ id: 'a-3', questionId: 'q-3', optionId: null, userAnswer: '0,5' }),
      ],
    });
    const scored = {
      ...inProgress,
      isFinished: true,
      isReviewing: true,
      score: null,
      percent: null,
      quizAnswers: [
        fakeAnswer({ optionId: 'o-a', isCorrect: false, points: 0 }),
        fakeAnswer({
          id: 'a-2',
          questionId: 'q-2',
          optionId: null,
          userAnswer: 'Liczba części.',
          isReviewing: true,
          isCorrect: null,
          points: null,
          maxPoints: 2,
          correctOptionId: null,
        }),
        fakeAnswer({
          id: 'a-3',
          questionId: 'q-3',
          optionId: null,
          userAnswer: '0,5',
          correctOptionId: null,
        }),
      ],
    };
    const { api } = renderResult(
      { submitQuizResult: () => ({ data: { submitQuizResult: scored } }) },
      inProgress,
    );
    // All answered: nothing to confirm.
    fireEvent.click(await screen.findByRole('button', { name: 'Zakończ quiz' }));
    expect(await screen.findByRole('heading', { name: 'Twój wynik' })).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'submitQuizResult')?.variables).toEqual({
      submitQuizResultInput: { quizResultId: 'r-1' },
    });
    expect(screen.getByText('Wynik pojawi się, gdy AI oceni odpowiedzi otwarte.')).toBeTruthy();
    expect(screen.getByText('AI ocenia odpowiedź…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /Źle/ })).toBeTruthy();

    push(live, 'updateQuizResult', {
      ...scored,
      isReviewing: false,
      score: 3,
      percent: 75,
      quizAnswers: scored.quizAnswers.map((answer) =>
        answer.questionId === 'q-2'
          ? {
              ...answer,
              isReviewing: false,
              isCorrect: true,
              points: 2,
              review: { good: 'Tak.', missing: 'Nic.', modelAnswer: 'Liczba równych części.' },
            }
          : answer,
      ),
    });
    expect((await screen.findByTestId('quiz-score')).textContent).toBe('3 / 4 pkt75%');
    expect(screen.queryByText('AI ocenia odpowiedź…')).toBeNull();
  });

  it('asks before finishing with questions left unanswered', async () => {
    const { api } = renderResult({}, fakeResult());
    fireEvent.click(await screen.findByRole('button', { name: 'Zakończ quiz' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zakończyć quiz?' });
    expect(dialog.textContent).toContain('3 pytania są bez odpowiedzi – za nie dostaniesz 0 punktów.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Wróć do pytań' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wróć do pytań' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.count('submitQuizResult')).toBe(0);
  });
});
