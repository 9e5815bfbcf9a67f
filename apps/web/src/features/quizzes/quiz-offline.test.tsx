import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import type { QuizResult } from './api/quiz-fragments.ts';
import { renderQuizAt, resetLive } from './quiz-test-kit.tsx';
import { fakeAnswer, fakeQuiz, fakeResult } from './test-fixtures.ts';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

// Offline the browser's fetch fails before anything leaves; online the server stores the answer.
let online = true;
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function server() {
  let current: QuizResult = fakeResult();
  const stored: string[] = [];
  const handlers: Record<string, FakeHandler> = {
    getQuizWorkspaceById: () => ({ data: { getQuizWorkspaceById: fakeQuiz() } }),
    getQuizResultById: () => ({ data: { getQuizResultById: current } }),
    submitAnswer: ({ variables }) => {
      if (!online) throw new TypeError('Failed to fetch');
      const input = variables.submitAnswerInput as { questionId: string; optionId: string };
      stored.push(input.questionId);
      const saved = fakeAnswer({
        id: `a-${input.questionId}`,
        questionId: input.questionId,
        optionId: input.optionId,
        isCorrect: false,
        points: 0,
      });
      current = { ...current, quizAnswers: [...current.quizAnswers, saved] };
      return { data: { submitAnswer: saved } };
    },
  };
  return { handlers, stored };
}

const question = () => screen.getByRole('form', { name: /^Pytanie/ });

describe('checking an answer offline', () => {
  beforeEach(() => {
    resetLive(live);
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says there is no connection, keeps the choice and checks it once when the connection is back', async () => {
    const api = server();
    renderQuizAt('/workspace/ws-1/quiz/quiz-1/r-1', api.handlers);
    const option = await within(await screen.findByRole('form', { name: /^Pytanie/ })).findByRole('radio', {
      name: /^A\./,
    });
    fireEvent.click(option);
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedź' }));

    const alert = await within(question()).findByRole('alert');
    expect(alert.textContent).toBe(
      'Brak połączenia z internetem. Twoja odpowiedź zostaje — wyślemy ją, gdy połączenie wróci.',
    );
    expect((option as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Sprawdź odpowiedź' })).toBeTruthy();
    expect(api.stored).toEqual([]);

    await act(async () => setOnline(true));
    expect(await screen.findByRole('heading', { name: /^Źle/ })).toBeTruthy();
    expect(within(question()).queryByRole('alert')).toBeNull();
    // Another 'online' (a flaky network) sends nothing more: the answer went once.
    await act(async () => setOnline(true));
    expect(api.stored).toEqual(['q-1']);
  });

  it('does not send by itself an answer changed while waiting', async () => {
    const api = server();
    renderQuizAt('/workspace/ws-1/quiz/quiz-1/r-1', api.handlers);
    const form = await screen.findByRole('form', { name: /^Pytanie/ });
    fireEvent.click(await within(form).findByRole('radio', { name: /^A\./ }));
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedź' }));
    await within(question()).findByRole('alert');
    fireEvent.click(within(question()).getByRole('radio', { name: /^B\./ }));
    await waitFor(() =>
      expect(within(question()).getByRole('alert').textContent).toBe(
        'Brak połączenia z internetem. Twoja odpowiedź zostaje — wyślij ją, gdy połączenie wróci.',
      ),
    );
    await act(async () => setOnline(true));
    expect(api.stored).toEqual([]);
  });
});
