import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { badUserInput, fakeUser, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { StudySection } from './study-section.tsx';

function renderSection(user: Record<string, unknown> = {}, handlers = {}) {
  const api = installFakeApi({
    studySettings: () => ({ data: { studyProgress: { dailyGoal: 1, remindersEnabled: false } } }),
    setStudyRemindersInSettings: (request) => ({
      data: {
        setStudyReminders: {
          dailyGoal: 1,
          remindersEnabled: (request.variables.input as { enabled: boolean }).enabled,
        },
      },
    }),
    setDailyStudyGoalInSettings: (request) => ({
      data: {
        setDailyStudyGoal: {
          dailyGoal: (request.variables.input as { dailyGoal: number }).dailyGoal,
          remindersEnabled: false,
        },
      },
    }),
    ...handlers,
  });
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser(user);
  queryClient.setQueryData(ME_QUERY_KEY, me);
  renderRoutes([{ path: '/app/settings', element: <StudySection /> }], '/app/settings', queryClient);
  return api;
}

const reminders = () =>
  screen.getByRole('checkbox', {
    name: 'Przypominaj mi e-mailem o słówkach do powtórki',
  }) as HTMLInputElement;
const goal = () => screen.getByLabelText('Dzienny cel') as HTMLSelectElement;

describe('study settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns the reminder e-mail on (off by default) and sets the daily goal', async () => {
    const api = renderSection();
    await screen.findByRole('heading', { name: 'Nauka i przypomnienia' });
    await waitFor(() => expect(reminders().checked).toBe(false));
    fireEvent.click(reminders());
    await waitFor(() => expect(reminders().checked).toBe(true));
    expect(api.calls.find((c) => c.operationName === 'setStudyRemindersInSettings')?.variables).toEqual({
      input: { enabled: true },
    });
    fireEvent.change(goal(), { target: { value: '3' } });
    await waitFor(() => expect(goal().value).toBe('3'));
  });

  it('cannot turn reminders on without an e-mail address, and says why', async () => {
    renderSection({ email: null, phone: '+48601234567' });
    await waitFor(() => expect(reminders().disabled).toBe(true));
    expect(screen.getByText('Dodaj adres e-mail powyżej, aby dostawać przypomnienia.')).toBeTruthy();
  });

  it('keeps the setting when the server refuses it', async () => {
    renderSection(
      {},
      { setStudyRemindersInSettings: () => badUserInput('Dodaj adres e-mail w ustawieniach konta.') },
    );
    await waitFor(() => expect(reminders().disabled).toBe(false));
    fireEvent.click(reminders());
    await waitFor(() => expect(reminders().disabled).toBe(false));
    expect(reminders().checked).toBe(false);
  });
});
