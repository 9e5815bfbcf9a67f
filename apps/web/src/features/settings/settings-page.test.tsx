import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCachedUser, ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { readSessionCookie } from '../../lib/session-cookie.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as SettingsPage } from './settings-page.tsx';

function renderSettings(user: Record<string, unknown> = {}) {
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser(user);
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  return renderRoutes(
    [
      { path: '/app/settings', Component: SettingsPage },
      { path: '/', element: <h1>Strona główna</h1> },
    ],
    '/app/settings',
    queryClient,
  );
}

describe('account settings', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('saves name, surname and avatar and updates the signed-in user', async () => {
    const api = installFakeApi({
      updateUserInfo: ({ variables }) => {
        const input = variables.updateUserInfoInput as Record<string, unknown>;
        return {
          data: {
            updateUserInfo: fakeUser({ name: input.name, surname: input.surname, avatar: input.avatar }),
          },
        };
      },
    });
    const { queryClient } = renderSettings();
    fireEvent.change(await screen.findByLabelText('Imię'), { target: { value: ' Ala ' } });
    fireEvent.change(screen.getByLabelText('Nazwisko'), { target: { value: 'Kowalska' } });
    const avatars = screen.getByRole('group', { name: 'Awatar' });
    expect(within(avatars).getAllByRole('radio')).toHaveLength(9);
    fireEvent.click(within(avatars).getByLabelText('Sowa'));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await vi.waitFor(() => expect(getCachedUser(queryClient)?.name).toBe('Ala'));
    expect(api.calls[0]?.variables).toEqual({
      updateUserInfoInput: { name: 'Ala', surname: 'Kowalska', avatar: 'sowa' },
    });
  });

  it('refuses a name over the limit with the shared message', async () => {
    const api = installFakeApi({});
    renderSettings();
    fireEvent.change(await screen.findByLabelText('Imię'), { target: { value: 'x'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Maksymalna długość to 50 znaków')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('changes the password with the current one; a wrong one is shown under its field', async () => {
    const api = installFakeApi({
      changePassword: ({ variables }) =>
        (variables.changePasswordInput as { currentPassword?: string }).currentPassword === 'stare haslo'
          ? { data: { changePassword: { success: true, message: 'Hasło zostało zmienione.' } } }
          : badUserInput('Nieprawidłowe hasło.', { currentPassword: 'Nieprawidłowe hasło.' }),
    });
    renderSettings();
    const current = await screen.findByLabelText('Obecne hasło');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(current, { target: { value: 'zle' } });
    fireEvent.change(screen.getByLabelText('Nowe hasło'), { target: { value: 'nowe dobre haslo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nieprawidłowe hasło.');
    expect(current.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(current, { target: { value: 'stare haslo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Obecne hasło') as HTMLInputElement).value).toBe(''),
    );
    expect(api.calls[1]?.variables).toEqual({
      changePasswordInput: { currentPassword: 'stare haslo', newPassword: 'nowe dobre haslo' },
    });
  });

  it('an account without a password (SMS) only sets a new one; contact shows the formatted phone', async () => {
    renderSettings({ hasPassword: false, email: null, phone: '+48601234567' });
    installFakeApi({});
    expect(await screen.findByRole('heading', { name: 'Ustaw hasło' })).toBeTruthy();
    expect(screen.queryByLabelText('Obecne hasło')).toBeNull();
    expect(screen.getByLabelText('Nowe hasło')).toBeTruthy();
    expect(screen.getByText('+48 601 234 567')).toBeTruthy();
    expect(screen.getByText('Nie podano')).toBeTruthy();
  });

  it('links to the plan limits and their usage', async () => {
    installFakeApi({});
    renderSettings();
    const usage = within(await screen.findByRole('region', { name: 'Limity i wykorzystanie' }));
    expect(usage.getByRole('link', { name: 'Zobacz limity' }).getAttribute('href')).toBe('/workspace/usage');
  });

  it('signs out everywhere and leaves to the landing page', async () => {
    const api = installFakeApi({
      logout: () => ({ data: { logout: { success: true, message: 'Wylogowano.' } } }),
    });
    const { router, queryClient } = renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Wyloguj ze wszystkich urządzeń' }));
    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls[0]?.variables).toEqual({ logoutInput: { everywhere: true } });
    expect(getCachedUser(queryClient)).toBeNull();
    expect(readSessionCookie()).toBeNull();
  });
});
