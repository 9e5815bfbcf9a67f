import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDownload } from '../../lib/download.ts';
import { getCachedUser, ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { readSessionCookie } from '../../lib/session-cookie.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import {
  badUserInput,
  type FakeApi,
  type FakeHandler,
  fakeUser,
  installFakeApi as installBaseApi,
  setSessionCookie,
} from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as SettingsPage } from './settings-page.tsx';

vi.mock('../../lib/download.ts', () => ({ startDownload: vi.fn() }));

/** The fake API, also answering the study section's read, which the calls a test checks leave out. */
function installFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const api = installBaseApi({
    studySettings: () => ({ data: { studyProgress: { dailyGoal: 1, remindersEnabled: false } } }),
    ...handlers,
  });
  return {
    get calls() {
      return api.calls.filter((call) => call.operationName !== 'studySettings');
    },
    count: api.count,
  };
}

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
    await waitFor(() => expect(getCachedUser(queryClient)?.name).toBe('Ala'));
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
    expect(await screen.findByText('Nieprawidłowe hasło.')).toBeTruthy();
    expect(screen.getAllByText('Nieprawidłowe hasło.')).toHaveLength(1);
    expect(current.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(current, { target: { value: 'stare haslo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    await waitFor(() => expect((screen.getByLabelText('Obecne hasło') as HTMLInputElement).value).toBe(''));
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
    const billing = within(screen.getByRole('region', { name: 'Plan i płatności' }));
    expect(billing.getByRole('link', { name: 'Plan i płatności' }).getAttribute('href')).toBe(
      '/app/settings/billing',
    );
  });

  it('changes the e-mail in two steps: the new address with the password, then its code', async () => {
    const api = installFakeApi({
      changeEmail: () => ({
        data: {
          changeEmail: {
            success: true,
            message: 'Wysłaliśmy kod na adres ola@kreda.test. Wpisz go, aby potwierdzić zmianę.',
          },
        },
      }),
      confirmEmailChange: ({ variables }) =>
        (variables.confirmEmailChangeInput as { code: string }).code === '123456'
          ? { data: { confirmEmailChange: fakeUser({ email: 'ola@kreda.test' }) } }
          : badUserInput('Nieprawidłowy kod.', { code: 'Nieprawidłowy kod. Pozostało prób: 4.' }),
    });
    const { queryClient } = renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Zmień adres e-mail' }));
    const address = screen.getByLabelText('Nowy adres e-mail');
    expect(document.activeElement).toBe(address);
    fireEvent.change(address, { target: { value: 'ola@kreda.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('Nieprawidłowy adres e-mail')).toBeTruthy();
    expect(await screen.findByText('Wymagane')).toBeTruthy();
    expect(api.count('changeEmail')).toBe(0);

    fireEvent.change(address, { target: { value: ' Ola@Kreda.test ' } });
    fireEvent.change(screen.getByLabelText('Hasło do konta'), { target: { value: 'moje haslo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Wysłaliśmy kod na adres ola@kreda.test. Wpisz go, aby potwierdzić zmianę.',
    );
    expect(api.calls[0]?.variables).toEqual({
      changeEmailInput: { email: 'ola@kreda.test', password: 'moje haslo' },
    });
    const code = screen.getByLabelText('Kod z e-maila');
    expect(document.activeElement).toBe(code);
    fireEvent.change(code, { target: { value: '111 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByText('Nieprawidłowy kod. Pozostało prób: 4.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(getCachedUser(queryClient)?.email).toBe('ola@kreda.test'));
    expect(api.calls.at(-1)?.variables).toEqual({
      confirmEmailChangeInput: { email: 'ola@kreda.test', code: '123456' },
    });
    expect(await screen.findByText('ola@kreda.test')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zmień adres e-mail' }));
  });

  it('adds a phone number to an account with a password and an SMS code', async () => {
    const api = installFakeApi({
      sendSettingsPhoneCode: () => ({
        data: { sendSms: { success: true, message: 'Wysłaliśmy SMS z kodem na numer +48 601 234 567.' } },
      }),
      confirmSettingsPhone: () => ({
        data: {
          verifyPhone: {
            success: true,
            message: 'Numer telefonu został potwierdzony.',
            user: fakeUser({ phone: '+48601234567' }),
          },
        },
      }),
    });
    const { queryClient } = renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj numer telefonu' }));
    fireEvent.change(screen.getByLabelText('Nowy numer telefonu'), { target: { value: '601 234 567' } });
    fireEvent.change(screen.getByLabelText('Hasło do konta'), { target: { value: 'moje haslo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    fireEvent.change(await screen.findByLabelText('Kod z SMS-a'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(getCachedUser(queryClient)?.phone).toBe('+48601234567'));
    expect(api.calls.map((call) => call.variables)).toEqual([
      { sendSmsInput: { phone: '+48601234567', password: 'moje haslo' } },
      { verifyPhoneInput: { phone: '+48601234567', code: '654321' } },
    ]);
    expect(await screen.findByText('+48 601 234 567')).toBeTruthy();
  });

  it('downloads a copy of the data through a fresh signed link', async () => {
    const url = '/api/account/export?id=abc&expires=1&signature=abc';
    installFakeApi({
      requestDataExport: () => ({ data: { requestDataExport: { url, expiresAt: '2026-11-25T10:00:00Z' } } }),
    });
    renderSettings();
    const data = within(await screen.findByRole('region', { name: 'Twoje dane' }));
    // The pupil knows a link works once, before clicking.
    expect(data.getByText(/działa przez 5 minut i tylko raz/)).toBeTruthy();
    fireEvent.click(data.getByRole('button', { name: 'Pobierz moje dane' }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith(url));
  });

  it('deletes the account after the password in a labelled dialog, then leaves signed out', async () => {
    const api = installFakeApi({
      deleteAccount: ({ variables }) =>
        (variables.deleteAccountInput as { password?: string }).password === 'moje haslo'
          ? {
              data: {
                deleteAccount: {
                  success: true,
                  message: 'Konto zostało usunięte razem ze wszystkimi danymi.',
                },
              },
            }
          : badUserInput('Nieprawidłowe dane.', { password: 'Nieprawidłowe hasło.' }),
    });
    const { router, queryClient } = renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Usuń konto' }));
    const open = section.getByRole('button', { name: 'Usuń konto' });
    fireEvent.click(open);
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć konto na zawsze?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Anuluj' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(open);
    const again = await screen.findByRole('alertdialog');
    const confirm = within(again).getByRole('button', { name: 'Usuń konto na zawsze' });
    fireEvent.click(confirm);
    expect(await within(again).findByText('Wymagane')).toBeTruthy();
    expect(api.count('deleteAccount')).toBe(0);
    fireEvent.change(within(again).getByLabelText('Hasło do konta'), { target: { value: 'zle' } });
    fireEvent.click(confirm);
    expect(await within(again).findByText('Nieprawidłowe hasło.')).toBeTruthy();
    fireEvent.change(within(again).getByLabelText('Hasło do konta'), { target: { value: 'moje haslo' } });
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(getCachedUser(queryClient)).toBeNull();
    expect(readSessionCookie()).toBeNull();
  });

  it('confirms the deletion of an account without a password by an SMS code', async () => {
    const api = installFakeApi({
      sendDeleteAccountCode: () => ({
        data: {
          sendDeleteAccountCode: {
            success: true,
            message: 'Wysłaliśmy SMS z kodem na numer +48 601 234 567.',
          },
        },
      }),
      deleteAccount: () => ({
        data: { deleteAccount: { success: true, message: 'Konto zostało usunięte.' } },
      }),
    });
    renderSettings({ hasPassword: false, email: null, phone: '+48601234567' });
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń konto' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByLabelText('Hasło do konta')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij kod SMS' }));
    fireEvent.change(await within(dialog).findByLabelText('Kod z SMS-a'), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń konto na zawsze' }));
    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeTruthy();
    expect(api.calls.at(-1)?.variables).toEqual({ deleteAccountInput: { code: '246810' } });
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
