import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/gql.ts';
import { installFakeApi, setSessionCookie, unauthenticated } from '../testing/fake-api.ts';
import { apiRequest } from './api-client.ts';
import { GraphQLRequestError, UNAUTHORIZED_EVENT } from './graphql-errors.ts';
import { readSessionCookie } from './session-cookie.ts';
import { GET_ME, LOGOUT } from './session-documents.ts';
import { stopSessionRefresh } from './session-refresh.ts';

const LOGIN_DOC = graphql(`
  mutation login($loginInput: LoginInput!) {
    login(loginInput: $loginInput) {
      id
      onboardingStatus
    }
  }
`);

const me = { id: 'u1', email: 'ala@kreda.test', integrations: [] };

/** An API whose access token is `valid` until a refresh renews it (refresh rotates the cookie). */
function sessionApi({ refreshWorks = true } = {}) {
  let valid = false;
  const api = installFakeApi({
    getMe: () => (valid ? { data: { getMe: me } } : unauthenticated()),
    logout: () => (valid ? { data: { logout: { success: true, message: 'ok' } } } : unauthenticated()),
    login: () => ({
      errors: [{ message: 'Nieprawidłowy e-mail lub hasło.', extensions: { code: 'BAD_USER_INPUT' } }],
    }),
    refreshToken: async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!refreshWorks) return unauthenticated();
      valid = true;
      setSessionCookie(Date.now() + 15 * 60_000);
      return { data: { refreshToken: { success: true, accessTokenExpiresAt: new Date().toISOString() } } };
    },
  });
  return api;
}

function captureUnauthorized() {
  const seen: Event[] = [];
  const listener = (event: Event) => seen.push(event);
  window.addEventListener(UNAUTHORIZED_EVENT, listener);
  return { seen, stop: () => window.removeEventListener(UNAUTHORIZED_EVENT, listener) };
}

describe('apiRequest keeps the session alive', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('refreshes an expired access token once and retries the operation once', async () => {
    setSessionCookie(Date.now() - 1000);
    const api = sessionApi();
    const result = await apiRequest(GET_ME);
    expect(result.getMe.id).toBe('u1');
    expect(api.count('refreshToken')).toBe(1);
    expect(api.count('getMe')).toBe(2);
  });

  it('shares one refresh between concurrent requests (single flight)', async () => {
    setSessionCookie(Date.now() - 1000);
    const api = sessionApi();
    const results = await Promise.all([
      apiRequest(GET_ME),
      apiRequest(GET_ME),
      apiRequest(LOGOUT, { logoutInput: { everywhere: false } }),
    ]);
    expect(results).toHaveLength(3);
    expect(api.count('refreshToken')).toBe(1);
  });

  it('does not refresh again for a 401 that arrives after another refresh finished', async () => {
    setSessionCookie(Date.now() - 1000);
    let refreshed: () => void = () => {};
    const refreshDone = new Promise<void>((resolve) => {
      refreshed = resolve;
    });
    let getMeCalls = 0;
    const api = installFakeApi({
      getMe: async () => {
        getMeCalls += 1;
        // Request 2 was sent with the old token too, but its 401 comes back only after the refresh.
        if (getMeCalls === 2) {
          await refreshDone;
          return unauthenticated();
        }
        return getMeCalls === 1 ? unauthenticated() : { data: { getMe: me } };
      },
      refreshToken: () => {
        setSessionCookie();
        setTimeout(refreshed, 0);
        return { data: { refreshToken: { success: true, accessTokenExpiresAt: '' } } };
      },
    });
    const [first, second] = await Promise.all([apiRequest(GET_ME), apiRequest(GET_ME)]);
    expect(first.getMe.id).toBe('u1');
    expect(second.getMe.id).toBe('u1');
    expect(api.count('refreshToken')).toBe(1);
  });

  it('retries only once: a second 401 is final and announced', async () => {
    setSessionCookie(Date.now() - 1000);
    const api = installFakeApi({
      getMe: () => unauthenticated(),
      refreshToken: () => {
        setSessionCookie();
        return { data: { refreshToken: { success: true, accessTokenExpiresAt: '' } } };
      },
    });
    const events = captureUnauthorized();
    await expect(apiRequest(GET_ME)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(api.count('getMe')).toBe(2);
    expect(api.count('refreshToken')).toBe(1);
    expect(events.seen).toHaveLength(1);
    events.stop();
  });

  it('announces a failed refresh once and forgets the session cookie', async () => {
    setSessionCookie(Date.now() - 1000);
    const api = sessionApi({ refreshWorks: false });
    const events = captureUnauthorized();
    const error = await apiRequest(GET_ME).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(api.count('getMe')).toBe(1);
    expect(events.seen).toHaveLength(1);
    expect(readSessionCookie()).toBeNull();
    events.stop();
  });

  it('never refreshes for login: a wrong password is just an error', async () => {
    const api = sessionApi();
    const events = captureUnauthorized();
    await expect(
      apiRequest(LOGIN_DOC, { loginInput: { email: 'a@b.pl', password: 'x' } }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Nieprawidłowy e-mail lub hasło.',
    });
    expect(api.count('refreshToken')).toBe(0);
    expect(events.seen).toHaveLength(0);
    events.stop();
  });

  it('sends extra headers (the bot-check token) but keeps the CSRF header', async () => {
    const api = sessionApi();
    await apiRequest(
      LOGIN_DOC,
      { loginInput: { email: 'a@b.pl', password: 'x' } },
      {
        headers: { 'cf-turnstile-response': 'token-1', 'x-kreda-csrf': '0' },
      },
    ).catch(() => undefined);
    expect(api.calls[0]?.headers.get('cf-turnstile-response')).toBe('token-1');
    expect(api.calls[0]?.headers.get('x-kreda-csrf')).toBe('1');
  });
});
