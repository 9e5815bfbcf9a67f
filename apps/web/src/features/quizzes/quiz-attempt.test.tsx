import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import type { QuizAnswer, QuizResult } from './api/quiz-fragments.ts';
import { push, renderQuizAt, resetLive } from './quiz-test-kit.tsx';
import {
  closedQuestion,
  fakeAnswer,
  fakeQuiz,
  fakeResult,
  fakeResultSummary,
  hiddenAnswer,
  openQuestion,
} from './test-fixtures.ts';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

/** The server's attempt: it stores answers and tells the verdict as the mode allows. */
function attemptServer(result: QuizResult, verdicts: Record<string, Partial<QuizAnswer>>) {
  let current = result;
  const handlers: Record<string, FakeHandler> = {
    getQuizWorkspaceById: () => ({ data: { getQuizWorkspaceById: fakeQuiz() } }),
    getQuizResultById: () => ({ data: { getQuizResultById: current } }),
    submitAnswer: ({ variables }) => {
      const input = variables.submitAnswerInput as { questionId: string; optionId?: string; answer?: string };
      const shown = verdicts[input.questionId] ?? {};
      const saved = (current.instantFeedback ? fakeAnswer : hiddenAnswer)({
        id: `a-${input.questionId}`,
        questionId: input.questionId,
        optionId: input.optionId ?? null,
        userAnswer: input.answer ?? input.optionId ?? '',
        ...(current.instantFeedback ? shown : {}),
      });
      current = { ...current, quizAnswers: [...current.quizAnswers, saved] };
      return { data: { submitAnswer: saved } };
    },
  };
  return { handlers, latest: () => current };
}

const question = () => screen.getByRole('form', { name: /^Pytanie/ });

describe('taking a quiz', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('starts in the chosen mode from the quiz page and shows the notice', async () => {
    const { api, router } = renderQuizAt('/workspace/ws-1/quiz/quiz-1', {
      getQuizWorkspaceById: () => ({
        data: { getQuizWorkspaceById: fakeQuiz({ notice: 'Udało się ułożyć 3 pytania z 5 zamówionych.' }) },
      }),
      createQuizResult: () => ({
        data: { createQuizResult: fakeResult({ id: 'r-7', instantFeedback: false }) },
      }),
    });
    expect((await screen.findByTestId('quiz-notice')).textContent).toContain('3 pytania z 5 zamówionych');
    fireEvent.click(screen.getByRole('radio', { name: /Tryb sprawdzianu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Rozpocznij quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/ws-1/quiz/quiz-1/r-7'));
    expect(api.calls.find((c) => c.operationName === 'createQuizResult')?.variables).toEqual({
      createQuizResultInput: { quizWorkspaceId: 'quiz-1', instantFeedback: false },
    });
    expect(await screen.findByTestId('quiz-position')).toHaveProperty('textContent', '1 / 3');
  });

  it('practice mode: the verdict, the key, the explanation and the cited passage after each answer', async () => {
    const server = attemptServer(fakeResult(), {
      'q-1': { optionId: 'o-a', isCorrect: false, points: 0 },
      'q-2': { isCorrect: null, points: null, isReviewing: true, correctOptionId: null, explanation: null },
    });
    const { api } = renderQuizAt('/workspace/ws-1/quiz/quiz-1/r-1', server.handlers);
    expect((await screen.findByTestId('quiz-position')).textContent).toBe('1 / 3');
    const progress = screen.getByRole('progressbar', { name: 'Odpowiedzi' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');

    // Nothing chosen: a Polish hint, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedź' }));
    expect(await screen.findByText('Wybierz jedną z odpowiedzi.')).toBeTruthy();
    expect(api.count('submitAnswer')).toBe(0);

    fireEvent.click(await within(question()).findByRole('radio', { name: /^A\./ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedź' }));
    const verdict = await screen.findByRole('heading', { name: /^Źle/ });
    await waitFor(() => expect(document.activeElement).toBe(verdict));
    const feedback = screen.getByTestId('feedback');
    expect(within(feedback).getByRole('heading', { name: 'Poprawna odpowiedź' })).toBeTruthy();
    expect(within(feedback).getByRole('heading', { name: 'Wyjaśnienie' })).toBeTruthy();
    expect(feedback.textContent).toContain('Mianownik mówi, na ile równych części dzielimy całość.');
    expect(within(feedback).getByRole('link', { name: 'Ułamki – lekcja.pdf' }).getAttribute('href')).toBe(
      '/workspace/ws-1/materials/doc-1',
    );
    expect(feedback.textContent).toContain('str. 2');
    expect(api.calls.find((c) => c.operationName === 'submitAnswer')?.variables).toEqual({
      submitAnswerInput: { quizResultId: 'r-1', questionId: 'q-1', optionId: 'o-a' },
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('1');

    // The open question: the AI reviews it, and the review arrives over the socket.
    fireEvent.click(screen.getByRole('button', { name: 'Następne pytanie' }));
    expect(screen.getByTestId('quiz-position').textContent).toBe('2 / 3');
    fireEvent.change(screen.getByLabelText('Twoja odpowiedź'), {
      target: { value: 'Mianownik mówi, na ile części dzielimy całość.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedź' }));
    expect(await screen.findByText('AI ocenia odpowiedź…')).toBeTruthy();
    const reviewed = fakeAnswer({
      id: 'a-q-2',
      questionId: 'q-2',
      optionId: null,
      userAnswer: 'Mianownik mówi, na ile części dzielimy całość.',
      isCorrect: false,
      points: 1,
      maxPoints: 2,
      correctOptionId: null,
      review: {
        good: 'Dobrze, że piszesz o częściach całości.',
        missing: 'Brakuje słowa „równych”.',
        modelAnswer: 'Mianownik mówi, na ile **równych** części dzielimy całość.',
      },
    });
    push(live, 'updateQuizResult', {
      ...server.latest(),
      quizAnswers: [server.latest().quizAnswers[0], reviewed],
    });
    expect(await screen.findByRole('heading', { name: /Częściowo dobrze/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Częściowo dobrze/ }).textContent).toContain('1 pkt z 2');
    expect(await screen.findByText('Brakuje słowa „równych”.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Co jest dobrze' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wzorcowa odpowiedź' })).toBeTruthy();
    expect(live.variables.get('updateQuizResult')).toEqual({
      updateQuizResultInput: { quizResultId: 'r-1' },
    });
  });

  it('test mode keeps the verdicts back and moves on to the next question', async () => {
    const server = attemptServer(fakeResult({ instantFeedback: false }), {});
    renderQuizAt('/workspace/ws-1/quiz/quiz-1/r-1', server.handlers);
    expect(await screen.findByText('Tryb sprawdzianu')).toBeTruthy();
    fireEvent.click(await within(question()).findByRole('radio', { name: /^B\./ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz odpowiedź' }));
    await waitFor(() => expect(screen.getByTestId('quiz-position').textContent).toBe('2 / 3'));
    // Focus moves to the new question once it is painted.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Pytanie 2 z 3/ })),
    );
    expect(screen.queryByTestId('feedback')).toBeNull();

    // Back to the answered one: it stays chosen and locked, with no key and no verdict.
    fireEvent.click(screen.getByRole('button', { name: 'Poprzednie' }));
    const chosen = (await within(question()).findByRole('radio', { name: /^B\./ })) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(chosen.disabled).toBe(true);
    expect(screen.getByText('Odpowiedź zapisana. Wynik zobaczysz po zakończeniu quizu.')).toBeTruthy();
    expect(screen.queryByText(/Dobrze|Źle|Poprawna/)).toBeNull();
  });

  it('resumes at the first question without an answer', async () => {
    const result = fakeResult({ quizAnswers: [fakeAnswer({ questionId: closedQuestion.id })] });
    renderQuizAt('/workspace/ws-1/quiz/quiz-1/r-1', attemptServer(result, {}).handlers);
    expect((await screen.findByTestId('quiz-position')).textContent).toBe('2 / 3');
    expect(screen.getByRole('heading', { name: /^Pytanie 2 z 3/ })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Odpowiedzi' }).getAttribute('aria-valuenow')).toBe('1');
    expect(await screen.findByText(openQuestion.question)).toBeTruthy();
  });

  it('offers to resume an unfinished attempt instead of a new one', async () => {
    renderQuizAt('/workspace/ws-1/quiz/quiz-1', {
      getQuizWorkspaceById: () => ({
        data: {
          getQuizWorkspaceById: fakeQuiz({
            quizResults: [fakeResultSummary({ id: 'r-3', instantFeedback: false })],
          }),
        },
      }),
    });
    const resume = await screen.findByRole('link', { name: 'Wznów quiz' });
    expect(resume.getAttribute('href')).toBe('/workspace/ws-1/quiz/quiz-1/r-3');
    expect(screen.getByText(/w trybie sprawdzianu/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rozpocznij quiz' })).toBeNull();
  });

  it('hints that a value question takes a number or an expression', async () => {
    const result = fakeResult({
      quizAnswers: [
        fakeAnswer({ questionId: 'q-1' }),
        fakeAnswer({ id: 'a-2', questionId: 'q-2', optionId: null }),
      ],
    });
    renderQuizAt('/workspace/ws-1/quiz/quiz-1/r-1', attemptServer(result, {}).handlers);
    const box = await screen.findByLabelText('Twoja odpowiedź');
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Wpisz liczbę albo wyrażenie, np. 0,5 albo \\frac{1}{2}.');
  });

  it('shows the progress of generation live and the quiz once it is ready', async () => {
    let quiz = fakeQuiz({ state: 'CREATED', questions: [] });
    renderQuizAt('/workspace/ws-1/quiz/quiz-1', {
      getQuizWorkspaceById: () => ({ data: { getQuizWorkspaceById: quiz } }),
    });
    expect(await screen.findByText(/Quiz czeka w kolejce/)).toBeTruthy();
    const { questions: _q, ...summary } = quiz;
    push(live, 'newQuizWorkspace', { ...summary, state: 'INITIAL_PENDING' });
    expect(await screen.findByText(/AI pisze 3 pytania/)).toBeTruthy();
    quiz = fakeQuiz();
    push(live, 'newQuizWorkspace', { ...summary, state: 'INITIAL_READY' });
    expect(await screen.findByRole('button', { name: 'Rozpocznij quiz' })).toBeTruthy();
  });

  it('says why generation failed', async () => {
    renderQuizAt('/workspace/ws-1/quiz/quiz-1', {
      getQuizWorkspaceById: () => ({
        data: {
          getQuizWorkspaceById: fakeQuiz({
            state: 'INITIAL_FAILED',
            questions: [],
            error: 'W wybranych materiałach nie ma tekstu, z którego dałoby się ułożyć pytania.',
          }),
        },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('W wybranych materiałach nie ma tekstu');
    expect(within(alert).getByRole('link', { name: 'Wróć do quizów' }).getAttribute('href')).toBe(
      '/workspace/ws-1/quiz',
    );
  });
});
