import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, setSessionCookie, unauthenticated } from '../testing/fake-api.ts';
import { UNAUTHORIZED_EVENT } from './graphql-errors.ts';
import { readSessionCookie } from './session-cookie.ts';
import {
  OFFLINE_RETRY_MS,
  REFRESH_LOCK,
  REFRESH_MARGIN_MS,
  refreshSession,
  startSessionRefresh,
  stopSessionRefresh,
} from './session-refresh.ts';

const refreshed = () => {
  setSessionCookie(Date.now() + 15 * 60_000);
  return { data: { refreshToken: { success: true, accessTokenExpiresAt: new Date().toISOString() } } };
};

/** Web Locks as browsers implement them for one origin: one holder per name, the rest queue. */
function installLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks = {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      requested.push(name);
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(task, task);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { locks, requested };
}

describe('refreshSession', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('skips the request when another tab refreshed while this one waited for the lock', async () => {
    const old = setSessionCookie(Date.now() + 30_000);
    const { locks, requested } = installLocks();
    const api = installFakeApi({ refreshToken: refreshed });

    // "Tab B" holds the lock and refreshes (the cookie jar is shared by every tab).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const otherTab = locks.request(REFRESH_LOCK, async () => {
      await released;
      setSessionCookie(Date.now() + 15 * 60_000);
    });
    const thisTab = refreshSession(old);
    release();
    await otherTab;
    expect(await thisTab).toEqual({ ok: true });
    expect(api.count('refreshToken')).toBe(0);
    expect(requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });

  it('refreshes when the cookie is still the one the caller saw', async () => {
    const old = setSessionCookie(Date.now() + 30_000);
    installLocks();
    const api = installFakeApi({ refreshToken: refreshed });
    expect(await refreshSession(old)).toEqual({ ok: true });
    expect(api.count('refreshToken')).toBe(1);
    expect(readSessionCookie()).not.toBe(old);
  });

  it('works without Web Locks (older browsers) and still runs one request for many callers', async () => {
    setSessionCookie(Date.now() - 1);
    const api = installFakeApi({ refreshToken: refreshed });
    const outcomes = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(api.count('refreshToken')).toBe(1);
  });

  it('reports a failure without throwing and drops the stale session cookie', async () => {
    setSessionCookie(Date.now() - 1);
    installFakeApi({ refreshToken: () => unauthenticated() });
    const outcome = await refreshSession();
    expect(outcome.ok).toBe(false);
    expect(readSessionCookie()).toBeNull();
  });
});

describe('proactive refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refreshes about a minute before the access token expires, then again for the new one', async () => {
    setSessionCookie(Date.now() + 5 * 60_000);
    const api = installFakeApi({ refreshToken: refreshed });
    startSessionRefresh();
    await vi.advanceTimersByTimeAsync(5 * 60_000 - REFRESH_MARGIN_MS - 1000);
    expect(api.count('refreshToken')).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.count('refreshToken')).toBe(1);
    await vi.advanceTimersByTimeAsync(15 * 60_000 - REFRESH_MARGIN_MS);
    expect(api.count('refreshToken')).toBe(2);
  });

  it('does nothing without a session cookie', async () => {
    const api = installFakeApi({ refreshToken: refreshed });
    startSessionRefresh();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(api.count('refreshToken')).toBe(0);
  });

  it('announces a refused refresh (the app then signs the tab out)', async () => {
    setSessionCookie(Date.now() + 2 * 60_000);
    installFakeApi({ refreshToken: () => unauthenticated() });
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    startSessionRefresh();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(1);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });

  it('keeps the session when the server cannot be reached and tries again later', async () => {
    setSessionCookie(Date.now() + 2 * 60_000);
    let online = false;
    const fetchMock = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      refreshed();
      return new Response(
        JSON.stringify({ data: { refreshToken: { success: true, accessTokenExpiresAt: '' } } }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    startSessionRefresh();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readSessionCookie()).not.toBeNull();
    online = true;
    await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(seen).toHaveLength(0);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });

  it('keeps the session through a gateway error during a restart, but not through a refusal', async () => {
    setSessionCookie(Date.now() + 2 * 60_000);
    let answer: 'gateway' | 'refused' = 'gateway';
    installFakeApi({
      refreshToken: () =>
        answer === 'gateway'
          ? { status: 503 }
          : { status: 401, errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    startSessionRefresh();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(0);
    expect(readSessionCookie()).not.toBeNull();
    answer = 'refused';
    await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
    expect(seen).toHaveLength(1);
    expect(readSessionCookie()).toBeNull();
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });
});
