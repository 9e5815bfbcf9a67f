import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, setCookie } from '../lib/cookies.ts';
import { UNAUTHORIZED_EVENT } from '../lib/graphql-errors.ts';
import { getCachedUser } from '../lib/session-cache.ts';
import { stopSessionRefresh } from '../lib/session-refresh.ts';
import { fakeUser, installFakeApi, setSessionCookie, unauthenticated } from '../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../testing/render-routes.tsx';
import { createAppRoutes } from './router.tsx';
import { installSessionHandlers } from './session-events.ts';

function renderApp(path: string) {
  const queryClient = testQueryClient();
  const rendered = renderRoutes(createAppRoutes(queryClient), path, queryClient);
  const uninstall = installSessionHandlers(rendered.router, queryClient);
  cleanups.push(uninstall);
  return rendered;
}

const cleanups: (() => void)[] = [];

function signedIn(user: Record<string, unknown> = {}) {
  setSessionCookie();
  return installFakeApi({ getMe: () => ({ data: { getMe: fakeUser(user) } }) });
}

describe('session on app start and the route guards', () => {
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    stopSessionRefresh();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a guest on the landing page causes no request at all and the visit is remembered', async () => {
    const api = installFakeApi({});
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wszystko, czego potrzebujesz do nauki' }),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(readCookie('visited_root_session')).toBe('1');
  });

  it('a signed-in user goes from "/" to /app once per browser session', async () => {
    const api = signedIn({ name: 'Ala' });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cześć, Ala!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(api.count('getMe')).toBe(1);

    await router.navigate('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wszystko, czego potrzebujesz do nauki' }),
    ).toBeTruthy();
    // Signed in, the public header leads back to the app instead of the sign-in links.
    expect(screen.getByRole('link', { name: 'Przejdź do nauki' }).getAttribute('href')).toBe('/app');
    expect(api.count('getMe')).toBe(1);
  });

  it('a second visit to "/" in the same session stays on the landing page', async () => {
    setCookie('visited_root_session', '1');
    signedIn();
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wszystko, czego potrzebujesz do nauki' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a guest on a signed-in page signs in and comes back to it', async () => {
    installFakeApi({
      login: ({ variables }) => {
        const input = variables.loginInput as { email: string; password: string };
        if (input.password !== 'dobre-haslo') {
          return {
            errors: [{ message: 'Nieprawidłowy e-mail lub hasło.', extensions: { code: 'BAD_USER_INPUT' } }],
          };
        }
        setSessionCookie();
        return { data: { login: { id: 'u1', onboardingStatus: 'COMPLETED' } } };
      },
      getMe: () => ({ data: { getMe: fakeUser() } }),
      getAppConfig: () => ({ data: { getAppConfig: { turnstileSiteKey: null, requirePhone: false } } }),
    });
    const { router } = renderApp('/app/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth/sign-in?redirect=%2Fapp%2Fsettings',
    );
    expect(document.title).toBe('Logowanie – Kreda');

    fireEvent.change(screen.getByLabelText('Adres e-mail'), { target: { value: 'ala@kreda.test' } });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'zle-haslo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nieprawidłowy e-mail lub hasło.');

    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'dobre-haslo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ustawienia konta' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/settings');
  });

  it('sends a user with a pending step there: PENDING_VERIFICATION opening /app lands on /auth/verify', async () => {
    signedIn({ onboardingStatus: 'PENDING_VERIFICATION', isVerified: false });
    const { router } = renderApp('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Potwierdź adres e-mail' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/verify');
    expect(screen.getByText('ala@kreda.test')).toBeTruthy();
  });

  it('sends a signed-in user away from sign-in to /app', async () => {
    signedIn({ name: 'Ola' });
    const { router } = renderApp('/auth/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cześć, Ola!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('shows the 404 page to a signed-in user who is not an admin', async () => {
    signedIn();
    renderApp('/admin/users');
    expect((await screen.findByTestId('error-page')).getAttribute('data-status')).toBe('404');
    expect(screen.getByText('/admin/users')).toBeTruthy();
  });

  it('logs a failed getMe, treats the visitor as signed out and guards accordingly', async () => {
    setSessionCookie();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({
      getMe: () => ({
        status: 500,
        errors: [{ message: 'Coś poszło nie tak.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    const { router, queryClient } = renderApp('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fapp');
    expect(getCachedUser(queryClient)).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
  it('a session that expired while the tab was closed: refresh refused, so sign in again', async () => {
    setSessionCookie(Date.now() - 60 * 60_000);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi({
      getMe: () => unauthenticated(),
      refreshToken: () => unauthenticated(),
      getAppConfig: () => ({ data: { getAppConfig: { turnstileSiteKey: null, requirePhone: false } } }),
    });
    const { router } = renderApp('/app/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth/sign-in?redirect=%2Fapp%2Fsettings',
    );
    expect(api.count('getMe')).toBe(1);
    expect(api.count('refreshToken')).toBe(1);
  });

  it('an expired access token is renewed on start without the user noticing', async () => {
    setSessionCookie(Date.now() - 60 * 60_000);
    let fresh = false;
    installFakeApi({
      getMe: () => (fresh ? { data: { getMe: fakeUser({ name: 'Ala' }) } } : unauthenticated()),
      refreshToken: () => {
        fresh = true;
        setSessionCookie();
        return { data: { refreshToken: { success: true, accessTokenExpiresAt: new Date().toISOString() } } };
      },
    });
    const { router } = renderApp('/app/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ustawienia konta' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/settings');
  });
});

describe('a session that ends while the app is open (spec point 8)', () => {
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('on a signed-in page: forget the user and go to sign-in with the way back', async () => {
    signedIn({ name: 'Ala' });
    const { router, queryClient } = renderApp('/app/settings?tab=haslo');
    await screen.findByRole('heading', { level: 1, name: 'Ustawienia konta' });
    window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/auth/sign-in?redirect=%2Fapp%2Fsettings%3Ftab%3Dhaslo',
      ),
    );
    expect(getCachedUser(queryClient)).toBeNull();
  });

  it('on a public page: forget the user but stay', async () => {
    signedIn();
    const { router, queryClient } = renderApp('/regulamin');
    await screen.findByRole('heading', { level: 1, name: /Regulamin/ });
    window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    await waitFor(() => expect(getCachedUser(queryClient)).toBeNull());
    expect(router.state.location.pathname).toBe('/regulamin');
    expect(await screen.findByRole('link', { name: 'Zaloguj się' })).toBeTruthy();
  });
});
