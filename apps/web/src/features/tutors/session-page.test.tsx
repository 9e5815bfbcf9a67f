import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { type LiveFake, pushEvent, resetLiveFake } from '../../testing/ws-fake.ts';
import type { TutorDetail, TutorSession } from './api/tutor-fragments.ts';
import { fakeSession, fakeTopic, fakeTutor, renderTutorsAt } from './tutors-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const withSessions = (...sessions: TutorSession[]): TutorDetail =>
  fakeTutor({ aiTutorTemat: [fakeTopic({ sessions })] });

function renderAt(path: string, tutor: () => TutorDetail, handlers: Record<string, FakeHandler> = {}) {
  return renderTutorsAt(path, {
    tutor: () => ({ data: { getAiTutorById: tutor() } }),
    ...handlers,
  });
}

const conversation = () => within(screen.getByRole('region', { name: 'Rozmowa sesji' }));

describe('a tutor session', () => {
  beforeEach(() => resetLiveFake(live));
  afterEach(() => {
    cleanup();
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('starts from a ready topic of the plan and opens on its own page, led by the tutor', async () => {
    let tutor = withSessions();
    const { api, router } = renderAt('/app/aitutor/tutor-1', () => tutor, {
      continueaitutoringAiTutor: () => {
        tutor = withSessions(fakeSession());
        return { data: { continueaitutoringAiTutor: fakeSession() } };
      },
    });
    const topic = within(await screen.findByRole('article', { name: '1. Dodawanie ułamków' }));
    fireEvent.click(topic.getByRole('button', { name: 'Zacznij naukę' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dodawanie ułamków' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/aitutor/tutor-1/session-1');
    expect(api.calls.find((call) => call.operationName === 'continueaitutoringAiTutor')?.variables).toEqual({
      continueaitutoringAiTutorInput: { aiTutorTematId: 'topic-1' },
    });
    expect(screen.getByText('Temat 1 z 1 · Sesja 1')).toBeTruthy();
    expect(document.title).toBe('Dodawanie ułamków – sesja – Kreda');
    // The chat's conversation gets the session's conversation, open, with "Wyjaśnij wprost".
    expect(screen.getByRole('region', { name: 'Rozmowa sesji' }).dataset.conversation).toBe('conversation-1');
    expect(conversation().getByText('Rozmowa otwarta')).toBeTruthy();
    expect(conversation().getByRole('button', { name: 'Wyjaśnij wprost' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zakończ sesję i zrób quiz' })).toBeTruthy();
    await waitFor(() =>
      expect(live.variables.get('updateAiTutorTematSession')).toEqual({
        updateAiTutorTematSessionInput: { aiTutorTematId: 'topic-1' },
      }),
    );
  });

  it('ends with its quiz: ordered, written, solved — and the score decides the next session', async () => {
    let tutor = withSessions(fakeSession());
    const ordered = fakeSession({
      state: 'FINALIZATION',
      testSessionQuizId: 'quiz-1',
      testSessionQuiz: { id: 'quiz-1', state: 'INITIAL_PENDING', error: null },
    });
    const { api } = renderAt('/app/aitutor/tutor-1/session-1', () => tutor, {
      finishAiTutorTematSession: () => {
        tutor = withSessions(ordered);
        return { data: { finishAiTutorTematSession: ordered } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zakończ sesję i zrób quiz' }));
    expect(await screen.findByText('Przygotowuję quiz z tej sesji…')).toBeTruthy();
    expect(api.calls.find((call) => call.operationName === 'finishAiTutorTematSession')?.variables).toEqual({
      finishAiTutorTematSessionInput: { id: 'session-1' },
    });
    // Ended: the conversation is read-only, without the one-tap reply.
    expect(conversation().getByText('Rozmowa zamknięta')).toBeTruthy();
    expect(conversation().queryByRole('button', { name: 'Wyjaśnij wprost' })).toBeNull();

    const ready = {
      ...ordered,
      testSessionQuiz: { id: 'quiz-1', state: 'INITIAL_READY' as const, error: null },
    };
    tutor = withSessions(ready);
    pushEvent(live, 'updateAiTutorTematSession', 'updateAiTutorTematSession', ready);
    const solve = await screen.findByRole('link', { name: 'Rozwiąż quiz' });
    expect(solve.getAttribute('href')).toBe('/workspace/ws-tutor-1/quiz/quiz-1');

    const finished = { ...ready, state: 'FINISHED' as const, sessionQuizId: 'result-1', scorePercent: 60 };
    tutor = withSessions(finished);
    pushEvent(live, 'updateAiTutorTematSession', 'updateAiTutorTematSession', finished);
    expect(await screen.findByRole('heading', { level: 2, name: 'Wynik quizu: 60%' })).toBeTruthy();
    expect(screen.getByText(/Następna sesja zacznie od pytań, które poszły źle/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Następna sesja' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz odpowiedzi z quizu' }).getAttribute('href')).toBe(
      '/workspace/ws-tutor-1/quiz/quiz-1/result-1',
    );
  });

  it('says why its quiz could not be written and orders it again', async () => {
    const failed = fakeSession({
      state: 'FINALIZATION_FAILED',
      testSessionQuizId: 'quiz-1',
      testSessionQuiz: { id: 'quiz-1', state: 'INITIAL_FAILED', error: 'Model nie odpowiedział na czas.' },
    });
    const { api } = renderAt('/app/aitutor/tutor-1/session-1', () => withSessions(failed), {
      finishAiTutorTematSession: () => ({ data: { finishAiTutorTematSession: failed } }),
    });
    const box = within(await screen.findByRole('region', { name: 'Nie udało się przygotować quizu' }));
    expect(box.getByRole('alert').textContent).toBe('Model nie odpowiedział na czas.');
    fireEvent.click(box.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(api.count('finishAiTutorTematSession')).toBe(1));
  });

  it('shows the server’s refusal of a new session, with the way to the limits', async () => {
    const done = fakeSession({
      state: 'FINISHED',
      scorePercent: 100,
      sessionQuizId: 'r1',
      testSessionQuizId: 'q1',
    });
    const tutor = fakeTutor({ aiTutorTemat: [fakeTopic({ mastered: true, sessions: [done] })] });
    renderAt('/app/aitutor/tutor-1/session-1', () => tutor, {
      continueaitutoringAiTutor: () => ({
        errors: [
          {
            message: 'Wykorzystano dzienny limit korepetycji AI.',
            extensions: { code: 'INSUFFICIENT_RESOURCES' },
          },
        ],
      }),
    });
    expect(await screen.findByText(/Temat opanowany/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Powtórz temat' }));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(/Wykorzystano limit/)).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Zobacz limity' }).getAttribute('href')).toBe('/workspace/usage');
  });

  it('says a session that is not in the tutor’s plan is not found', async () => {
    renderAt('/app/aitutor/tutor-1/someone-elses', () => withSessions(fakeSession()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono sesji' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rozmowa sesji' })).toBeNull();
  });

  it('makes a note from the session’s conversation and links to it', async () => {
    const { api } = renderAt('/app/aitutor/tutor-1/session-1', () => withSessions(fakeSession()), {
      generateainotatkasession: () => ({
        data: {
          generateainotatkasession: { id: 'note-1', workspaceId: 'ws-tutor-1', name: 'Ułamki – notatka' },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notatka z sesji' }));
    const link = await screen.findByRole('link', { name: 'Ułamki – notatka' });
    expect(link.getAttribute('href')).toBe('/workspace/ws-tutor-1/ainote/note-1');
    expect(api.calls.find((call) => call.operationName === 'generateainotatkasession')?.variables).toEqual({
      generateainotatkasessionInput: { sessionId: 'session-1' },
    });
  });
});

describe('the tutor’s session quizzes', () => {
  afterEach(() => {
    cleanup();
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists each session’s quiz with its score, newest first, and the average', async () => {
    const first = fakeSession({
      id: 's1',
      state: 'FINISHED',
      testSessionQuizId: 'q1',
      sessionQuizId: 'r1',
      scorePercent: 60,
      createdAt: '2026-11-28T10:00:00Z',
    });
    const second = fakeSession({
      id: 's2',
      state: 'FINISHED',
      testSessionQuizId: 'q2',
      sessionQuizId: 'r2',
      scorePercent: 100,
      createdAt: '2026-11-29T10:00:00Z',
    });
    const untested = fakeSession({ id: 's3', createdAt: '2026-11-29T11:00:00Z' });
    renderAt('/app/aitutor/tutor-1/tests', () => withSessions(first, second, untested));
    const list = within(await screen.findByRole('list', { name: 'Quizy z sesji' }));
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(/Sesja 2/)).toBeTruthy();
    expect(rows[0]?.textContent).toContain('Wynik: 100% – temat opanowany');
    expect(rows[1]?.textContent).toContain('Wynik: 60% – do powtórki');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/workspace/ws-tutor-1/quiz/q1/r1');
    expect(screen.getByText(/Średni wynik: 80%/)).toBeTruthy();
  });

  it('says how to get a first quiz when there is none', async () => {
    renderAt('/app/aitutor/tutor-1/tests', () => withSessions());
    expect(await screen.findByText(/Nie ma jeszcze żadnego quizu/)).toBeTruthy();
  });
});
