import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { markCodeSent } from './code-cooldown.ts';
import { Component as SmsPage } from './sms-page.tsx';
import { Component as VerifyPage } from './verify-page.tsx';
import { Component as VerifySmsPage } from './verify-sms-page.tsx';

const stubs = [
  { path: '/onboarding', element: <h1>Onboarding</h1> },
  { path: '/app', element: <h1>Start</h1> },
];

function renderVerify() {
  const queryClient = testQueryClient();
  const { email: _e, integrations: _i, ...user } = fakeUser({ onboardingStatus: 'PENDING_VERIFICATION' });
  queryClient.setQueryData(ME_QUERY_KEY, { ...user, email: 'ala@kreda.test' });
  return renderRoutes(
    [{ path: '/auth/verify', Component: VerifyPage }, ...stubs],
    '/auth/verify',
    queryClient,
  );
}

describe('e-mail verification', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('names the address, takes a six-digit code and moves on to the next onboarding step', async () => {
    const api = installFakeApi({
      verifyCode: ({ variables }) =>
        (variables.verifyCodeInput as { code: string }).code === '123456'
          ? { data: { verifyCode: fakeUser({ onboardingStatus: 'PENDING_QUESTIONS' }) } }
          : badUserInput('Nieprawidłowy kod.', { code: 'Nieprawidłowy kod.' }),
    });
    const { router } = renderVerify();
    expect(await screen.findByText('ala@kreda.test')).toBeTruthy();
    const code = screen.getByLabelText('Kod z e-maila');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByText('Kod musi mieć 6 cyfr')).toBeTruthy();
    expect(api.count('verifyCode')).toBe(0);

    fireEvent.change(code, { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    // Said once, under the field (not again above the form).
    expect(await screen.findByText('Nieprawidłowy kod.')).toBeTruthy();
    expect(screen.getAllByText('Nieprawidłowy kod.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('signs a guest in with the code for the address brought from sign-up', async () => {
    const api = installFakeApi({
      verifyCode: () => {
        setSessionCookie();
        return { data: { verifyCode: fakeUser({ onboardingStatus: 'PENDING_QUESTIONS' }) } };
      },
      getMe: () => ({ data: { getMe: fakeUser({ onboardingStatus: 'PENDING_QUESTIONS' }) } }),
      resendAuthCode: () => ({ data: { resendAuthCode: { success: true, message: 'OK' } } }),
    });
    const { router } = renderRoutes(
      [{ path: '/auth/verify', Component: VerifyPage }, ...stubs],
      '/auth/verify?email=ola%40kreda.test',
      testQueryClient(),
    );
    expect(await screen.findByText('ola@kreda.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Załóż konto ponownie' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod ponownie' }));
    await waitFor(() => expect(api.count('resendAuthCode')).toBe(1));
    expect(api.calls.find((c) => c.operationName === 'resendAuthCode')?.variables).toEqual({
      resendAuthCodeInput: { email: 'ola@kreda.test' },
    });
    fireEvent.change(screen.getByLabelText('Kod z e-maila'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(api.calls.find((c) => c.operationName === 'verifyCode')?.variables).toEqual({
      verifyCodeInput: { code: '123456', email: 'ola@kreda.test' },
    });
  });

  it('lets the code be sent again only after the 60-second wait, shown on the button', async () => {
    markCodeSent('ala@kreda.test');
    installFakeApi({});
    renderVerify();
    const waiting = await screen.findByRole('button', {
      name: /Wyślij ponownie za 1:00|Wyślij ponownie za 0:5\d/,
    });
    expect(waiting.hasAttribute('disabled')).toBe(true);
  });

  it('resends, restarts the wait and honours the server limit', async () => {
    markCodeSent('ala@kreda.test', 0);
    let calls = 0;
    const api = installFakeApi({
      resendAuthCode: () => {
        calls += 1;
        if (calls === 1) return { data: { resendAuthCode: { success: true, message: 'Wysłano.' } } };
        return {
          errors: [
            {
              message: 'Zbyt wiele prób. Spróbuj ponownie za 5 minut.',
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 300 },
            },
          ],
        };
      },
    });
    renderVerify();
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij kod ponownie' }));
    expect(await screen.findByText(/Wysłaliśmy nowy kod/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyślij ponownie za 1:00' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(api.count('resendAuthCode')).toBe(1);

    // Pretend the minute passed; the server still refuses and says how long to wait.
    markCodeSent('ala@kreda.test', 0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wyślij kod ponownie' })).toBeTruthy(), {
      timeout: 2000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod ponownie' }));
    expect(await screen.findByText('Zbyt wiele prób. Spróbuj ponownie za 5 minut.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyślij ponownie za 5:00' })).toBeTruthy();
  });
});

describe('SMS sign-in', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('checks the number, sends it in E.164 and continues to the code page', async () => {
    const api = installFakeApi({
      sendSms: () => ({ data: { sendSms: { success: true, message: 'Wysłano.' } } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/auth/sms', Component: SmsPage },
        { path: '/auth/verify-sms', element: <h1>Kod</h1> },
      ],
      '/auth/sms?redirect=%2Fapp%2Fsettings',
    );
    const phone = await screen.findByLabelText('Numer telefonu');
    // The first SMS sign-in makes the account: the same terms notice as the e-mail sign-up.
    expect(screen.getByText(/Zakładając konto, akceptujesz/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Regulamin/ }).getAttribute('href')).toBe('/regulamin');
    expect(screen.getByRole('link', { name: /Politykę prywatności/ }).getAttribute('href')).toBe(
      '/polityka-prywatnosci',
    );
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    fireEvent.change(phone, { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('Nieprawidłowy numer telefonu')).toBeTruthy();

    fireEvent.change(phone, { target: { value: '601 234 567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByRole('heading', { name: 'Kod' })).toBeTruthy();
    expect(api.calls[0]?.variables).toEqual({ sendSmsInput: { phone: '+48601234567' } });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth/verify-sms?phone=%2B48601234567&redirect=%2Fapp%2Fsettings',
    );
  });

  it('signs a guest in with the SMS code and follows the redirect', async () => {
    const api = installFakeApi({
      verifyPhone: () => {
        setSessionCookie();
        return { data: { verifyPhone: { success: true, message: 'OK', user: null } } };
      },
      getMe: () => ({ data: { getMe: fakeUser({ email: null, phone: '+48601234567' }) } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/auth/verify-sms', Component: VerifySmsPage },
        { path: '/app/settings', element: <h1>Ustawienia</h1> },
      ],
      '/auth/verify-sms?phone=%2B48601234567&redirect=%2Fapp%2Fsettings',
    );
    expect(await screen.findByText('+48 601 234 567')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kod z SMS-a'), { target: { value: '111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('heading', { name: 'Ustawienia' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/settings');
    expect(api.calls.find((c) => c.operationName === 'verifyPhone')?.variables).toEqual({
      verifyPhoneInput: { phone: '+48601234567', code: '111222' },
    });
  });

  it('in onboarding, confirms the number of the signed-in user and moves on', async () => {
    let status = 'PENDING_PHONE';
    const api = installFakeApi({
      sendSms: () => {
        status = 'PENDING_SMS_VERIFICATION';
        return { data: { sendSms: { success: true, message: 'Wysłano.' } } };
      },
      getMe: () => ({ data: { getMe: fakeUser({ onboardingStatus: status }) } }),
      verifyPhone: () => ({
        data: {
          verifyPhone: {
            success: true,
            message: 'Numer telefonu został potwierdzony.',
            user: fakeUser({ onboardingStatus: 'PENDING_QUESTIONS', phone: '+48601234567' }),
          },
        },
      }),
    });
    const queryClient = testQueryClient();
    const { integrations: _i, ...user } = fakeUser({ onboardingStatus: 'PENDING_PHONE' });
    queryClient.setQueryData(ME_QUERY_KEY, user);
    const { router } = renderRoutes(
      [
        { path: '/auth/sms', Component: SmsPage },
        { path: '/auth/verify-sms', Component: VerifySmsPage },
        ...stubs,
      ],
      '/auth/sms',
      queryClient,
    );
    expect(await screen.findByRole('heading', { name: 'Podaj numer telefonu' })).toBeTruthy();
    // A signed-in user has accepted the terms already.
    expect(screen.queryByText(/Zakładając konto/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Numer telefonu'), { target: { value: '+48 601-234-567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByRole('button', { name: 'Potwierdź numer' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kod z SMS-a'), { target: { value: '333444' } });
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź numer' }));
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    // The session stays the same: no new sign-in, just the confirmed number.
    expect(api.count('getMe')).toBe(1);
  });
});
