import { COMMON_PASSWORD_MESSAGE } from '@kreda/shared/accounts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { secondsUntilResend } from './code-cooldown.ts';
import { Component as SignUpPage } from './sign-up-page.tsx';

function renderSignUp() {
  return renderRoutes(
    [
      { path: '/auth/sign-up', Component: SignUpPage },
      { path: '/auth/verify', element: <h1>Potwierdzenie</h1> },
    ],
    '/auth/sign-up',
  );
}

const config =
  (turnstileSiteKey: string | null = null) =>
  () => ({
    data: { getAppConfig: { turnstileSiteKey, requirePhone: false } },
  });

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('sign-up form', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the length rule, the consent line and the Polish title', async () => {
    installFakeApi({ getAppConfig: config() });
    renderSignUp();
    const password = await screen.findByLabelText('Hasło');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText(/Od 8 do 128 znaków/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Regulamin/ }).getAttribute('href')).toBe('/regulamin');
    expect(screen.getByRole('link', { name: /Politykę prywatności/ }).getAttribute('href')).toBe(
      '/polityka-prywatnosci',
    );
    expect(screen.getByLabelText('Adres e-mail').getAttribute('autocomplete')).toBe('email');
    expect(document.title).toBe('Załóż konto – Kreda');
  });

  it('validates with the shared Polish messages under the fields and focuses the first one', async () => {
    const api = installFakeApi({ getAppConfig: config() });
    renderSignUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Załóż konto' }));
    const email = screen.getByLabelText('Adres e-mail');
    const password = screen.getByLabelText('Hasło');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(email)).toBe('Wymagane');
    expect(errorOf(password)).toBe('Wymagane');
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'ala@' } });
    fireEvent.change(password, { target: { value: 'krótkie' } });
    expect(errorOf(email)).toBe('Nieprawidłowy adres e-mail');
    expect(errorOf(password)).toBe('Minimalna długość to 8 znaków');
    // Addresses mail can never reach: a trailing dot, no top-level domain.
    for (const value of ['ala@kreda.', 'ala@kreda']) {
      fireEvent.change(email, { target: { value } });
      expect(errorOf(email)).toBe('Nieprawidłowy adres e-mail');
    }
    expect(api.count('signUp')).toBe(0);
  });

  it('maps server field errors onto the fields, without the generic "Nieprawidłowe dane." above them', async () => {
    installFakeApi({
      getAppConfig: config(),
      signUp: () => badUserInput('Nieprawidłowe dane.', { password: COMMON_PASSWORD_MESSAGE }),
    });
    renderSignUp();
    fireEvent.change(await screen.findByLabelText('Adres e-mail'), { target: { value: 'ala@kreda.test' } });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Hasło'))).toBe(COMMON_PASSWORD_MESSAGE));
    expect(screen.queryByText('Nieprawidłowe dane.')).toBeNull();
  });

  it('shows the request in flight on the button, then continues to the code page with the address', async () => {
    let answer: () => void = () => {};
    const api = installFakeApi({
      getAppConfig: config(),
      signUp: async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return { data: { signUp: { id: 'u1', onboardingStatus: 'PENDING_VERIFICATION' } } };
      },
    });
    const { router } = renderSignUp();
    fireEvent.change(await screen.findByLabelText('Adres e-mail'), { target: { value: ' Ala@Kreda.test ' } });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'cztery przypadkowe słowa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    const busy = await screen.findByRole('button', { name: /Zakładanie konta/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer();
    expect(await screen.findByRole('heading', { name: 'Potwierdzenie' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/verify');
    // Sign-up signs nobody in: the address travels to the code page, which signs in.
    expect(router.state.location.search).toBe('?email=ala%40kreda.test');
    expect(api.count('getMe')).toBe(0);
    expect(api.calls.find((c) => c.operationName === 'signUp')?.variables).toEqual({
      signUpInput: { email: 'ala@kreda.test', password: 'cztery przypadkowe słowa' },
    });
    // The first code is on its way: resending waits a minute.
    expect(secondsUntilResend('ala@kreda.test')).toBeGreaterThan(55);
  });

  it('shows and hides the password', async () => {
    installFakeApi({ getAppConfig: config() });
    renderSignUp();
    const password = await screen.findByLabelText('Hasło');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż hasło' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Ukryj hasło' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('with a Turnstile site key, loads the script on demand', async () => {
    installFakeApi({ getAppConfig: config('site-key-1') });
    const appended: Node[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as Node[]));
    });
    renderSignUp();
    await waitFor(() => expect(appended).toHaveLength(1));
    expect((appended[0] as HTMLScriptElement).src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    );
  });

  it('with a Turnstile site key, sends nothing until solved, then the token in the header', async () => {
    const api = installFakeApi({
      getAppConfig: config('site-key-1'),
      signUp: () => badUserInput('Ten adres jest już zajęty.', { email: 'Ten adres jest już zajęty.' }),
    });
    // The loaded script's API, as Cloudflare provides it.
    let solve: (token: string) => void = () => {};
    const render = vi.fn((_el: HTMLElement, options: { sitekey: string; callback?: (t: string) => void }) => {
      solve = options.callback ?? solve;
      return 'widget-1';
    });
    vi.stubGlobal('turnstile', { render, remove: vi.fn() });
    renderSignUp();
    await waitFor(() => expect(render).toHaveBeenCalled());
    expect(render.mock.calls[0]?.[1].sitekey).toBe('site-key-1');
    fireEvent.change(screen.getByLabelText('Adres e-mail'), { target: { value: 'ala@kreda.test' } });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'cztery przypadkowe słowa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/nie jesteś robotem/);
    expect(api.count('signUp')).toBe(0);

    act(() => solve('token-123'));
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Ten adres jest już zajęty.')).toBeTruthy();
    expect(screen.getAllByText('Ten adres jest już zajęty.')).toHaveLength(1);
    expect(api.calls.find((c) => c.operationName === 'signUp')?.headers.get('cf-turnstile-response')).toBe(
      'token-123',
    );
    // A token works once: the widget starts over after the failed attempt.
    await waitFor(() => expect(render).toHaveBeenCalledTimes(2));
  });

  it('without a site key shows no bot check at all', async () => {
    installFakeApi({ getAppConfig: config(null) });
    renderSignUp();
    await screen.findByLabelText('Hasło');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelector('script[src*="turnstile"]')).toBeNull();
    expect(screen.queryByText(/zabezpieczenia przed botami/)).toBeNull();
  });
});
