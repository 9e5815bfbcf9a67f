import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { type FakeHandler, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { Component as AllQuizzesPage } from './all-quizzes-page.tsx';
import type { AllQuizzesEntry } from './api/get-all-quizzes.ts';

function quiz(overrides: Partial<AllQuizzesEntry> = {}): AllQuizzesEntry {
  return {
    id: 'q-1',
    workspaceId: 'ws-1',
    workspaceName: 'Ułamki',
    name: 'Ułamki zwykłe',
    state: 'INITIAL_READY',
    questionCount: 10,
    fromMistakes: false,
    createdAt: '2026-11-28T09:00:00Z',
    ...overrides,
  };
}

const WORKSPACES = [
  { id: 'ws-1', name: 'Ułamki' },
  { id: 'ws-2', name: 'Komórka' },
];

function render(handlers: Record<string, FakeHandler>) {
  installFakeApi({
    quizWorkspaceChoices: () => ({ data: { getWorkspaceByUserId: WORKSPACES } }),
    ...handlers,
  });
  return renderRoutes(
    [
      { path: '/app/quizy', Component: AllQuizzesPage },
      { path: '/workspace/:slug/quiz', element: <h1>Quizy przestrzeni</h1> },
      { path: '/workspace/:slug/quiz/:id', element: <h1>Jeden quiz</h1> },
      { path: '/workspace', element: <h1>Twoje przestrzenie</h1> },
    ],
    '/app/quizy',
  ).router;
}

const all = (quizzes: AllQuizzesEntry[]) => () => ({ data: { getQuizWorkspaceByUserId: quizzes } });

describe('the app’s "Quizy" page', () => {
  beforeEach(() => {
    setSessionCookie();
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists the quizzes of every workspace with their workspace and state, each opening in its workspace', async () => {
    const router = render({
      allQuizzes: all([
        quiz({
          id: 'q-3',
          workspaceId: 'ws-2',
          workspaceName: 'Komórka',
          name: 'Organella',
          state: 'CREATED',
        }),
        quiz({ id: 'q-2', name: 'Ułamki – powtórka', fromMistakes: true, questionCount: 3 }),
        quiz({ id: 'q-1', state: 'INITIAL_FAILED' }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quizy' })).toBeTruthy();
    const list = within(await screen.findByRole('region', { name: 'Twoje quizy (3)' }));
    const [biology, mistakes, failed] = list.getAllByRole('listitem');
    expect(biology?.textContent).toContain('Komórka');
    expect(biology?.textContent).toContain('Kreda układa pytania…');
    expect(mistakes?.textContent).toContain('Ułamki – powtórka (powtórka błędów)');
    expect(mistakes?.textContent).toContain('3 pytania');
    expect(failed?.textContent).toContain('Nie udało się ułożyć pytań');

    fireEvent.click(within(biology as HTMLElement).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name: 'Jeden quiz' });
    expect(router.state.location.pathname).toBe('/workspace/ws-2/quiz/q-3');
  });

  it('leads a new quiz to the chosen workspace, and asks for one when none is chosen', async () => {
    const router = render({ allQuizzes: all([]) });
    expect(await screen.findByRole('region', { name: 'Nie masz jeszcze quizów' })).toBeTruthy();
    const form = within(screen.getByRole('region', { name: 'Nowy quiz' }));
    const go = await form.findByRole('button', { name: 'Przejdź do quizów przestrzeni' });
    fireEvent.click(go);
    expect((await form.findByText('Wybierz przestrzeń.')).textContent).toBe('Wybierz przestrzeń.');
    expect(router.state.location.pathname).toBe('/app/quizy');

    fireEvent.change(form.getByLabelText('Przestrzeń nowego quizu'), { target: { value: 'ws-2' } });
    fireEvent.click(go);
    await screen.findByRole('heading', { level: 1, name: 'Quizy przestrzeni' });
    expect(router.state.location.pathname).toBe('/workspace/ws-2/quiz');
  });

  it('sends a pupil without a workspace to make one first', async () => {
    const router = render({
      allQuizzes: all([]),
      quizWorkspaceChoices: () => ({ data: { getWorkspaceByUserId: [] } }),
    });
    const form = within(await screen.findByRole('region', { name: 'Nowy quiz' }));
    fireEvent.click(await form.findByRole('link', { name: 'Załóż przestrzeń' }));
    await screen.findByRole('heading', { level: 1, name: 'Twoje przestrzenie' });
    expect(router.state.location.search).toBe('?nowa=1');
  });
});
