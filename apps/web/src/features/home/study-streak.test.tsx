import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badUserInput, type FakeReply, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { StudyStreak } from './study-streak.tsx';

function progress(overrides: Record<string, unknown> = {}) {
  return {
    currentStreak: 3,
    longestStreak: 4,
    studiedToday: true,
    todaySessions: 1,
    dailyGoal: 2,
    ...overrides,
  };
}

function renderCard(
  studyProgress = progress(),
  due: { total: number; byWorkspace: { workspaceId: string; count: number }[] } = {
    total: 5,
    byWorkspace: [
      { workspaceId: 'ws-1', count: 1 },
      { workspaceId: 'ws-2', count: 4 },
    ],
  },
  setGoal: (dailyGoal: number) => FakeReply = (dailyGoal) => ({
    data: { setDailyStudyGoal: { ...studyProgress, dailyGoal } },
  }),
) {
  const api = installFakeApi({
    studyStreakCard: () => ({ data: { studyProgress, getDueWords: due } }),
    setDailyStudyGoalOnHome: (request) =>
      setGoal((request.variables.input as { dailyGoal: number }).dailyGoal),
  });
  renderRoutes([{ path: '/app', element: <StudyStreak /> }], '/app');
  return api;
}

const goal = () => screen.getByLabelText('Dzienny cel') as HTMLSelectElement;

describe('study streak card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the streak, today against the goal and the words due, linking to where most are', async () => {
    renderCard();
    expect(await screen.findByText('3 dni z rzędu')).toBeTruthy();
    expect(screen.getByText(/Najdłuższa seria: 4 dni\./)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Cel na dziś' }).getAttribute('aria-valuetext')).toBe(
      '1 z 2 sesji dziś',
    );
    expect(screen.getByText('1 z 2 sesji dziś')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Powtórz słówka: 5 słówek' }).getAttribute('href')).toBe(
      '/workspace/ws-2/wordbase',
    );
    expect(goal().value).toBe('2');
  });

  it('invites a first session when there is no streak and nothing is due', async () => {
    renderCard(progress({ currentStreak: 0, longestStreak: 0, studiedToday: false, todaySessions: 0 }), {
      total: 0,
      byWorkspace: [],
    });
    expect(await screen.findByText('Zacznij serię dni nauki')).toBeTruthy();
    expect(screen.getByText('0 z 2 sesji dziś')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zacznij sesję nauki' }).getAttribute('href')).toBe('/workspace');
  });

  it('says a streak of one day in the singular and a goal reached', async () => {
    renderCard(progress({ currentStreak: 1, longestStreak: 1, todaySessions: 2 }), {
      total: 0,
      byWorkspace: [],
    });
    expect(await screen.findByText('1 dzień z rzędu')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Cel na dziś osiągnięty!' })).toBeTruthy();
    // No next step to offer: only the way to the pupil's progress.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Zobacz moje postępy']);
    expect(screen.getByRole('link', { name: 'Zobacz moje postępy' }).getAttribute('href')).toBe(
      '/app/postepy',
    );
  });

  it('saves a new daily goal and shows it', async () => {
    const api = renderCard();
    fireEvent.change(await screen.findByLabelText('Dzienny cel'), { target: { value: '4' } });
    await waitFor(() => expect(screen.getByText('1 z 4 sesji dziś')).toBeTruthy());
    expect(api.calls.find((c) => c.operationName === 'setDailyStudyGoalOnHome')?.variables).toEqual({
      input: { dailyGoal: 4 },
    });
    expect(goal().value).toBe('4');
  });

  it('keeps the goal when the server refuses it', async () => {
    const api = renderCard(progress(), undefined, () =>
      badUserInput('Cel dzienny to od 1 do 5 sesji nauki.'),
    );
    fireEvent.change(await screen.findByLabelText('Dzienny cel'), { target: { value: '5' } });
    await waitFor(() => expect(api.count('setDailyStudyGoalOnHome')).toBe(1));
    await waitFor(() => expect(goal().disabled).toBe(false));
    expect(goal().value).toBe('2');
    expect(screen.getByText('1 z 2 sesji dziś')).toBeTruthy();
  });

  it('offers to try again when the progress cannot be read', async () => {
    installFakeApi({ studyStreakCard: () => ({ status: 500, errors: [{ message: 'boom' }] }) });
    renderRoutes([{ path: '/app', element: <StudyStreak /> }], '/app');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Nie udało się wczytać postępów w nauce.',
    );
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
