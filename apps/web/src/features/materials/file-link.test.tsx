import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import {
  LINK_REFRESH_MARGIN_MS,
  LINK_REFRESH_MIN_MS,
  linkExpiry,
  linkRefreshDelay,
} from './api/get-file-url.ts';
import { Component as MaterialPage } from './material-page.tsx';
import { fakeMaterial } from './test-fixtures.ts';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

const MINUTE = 60_000;
const link = (expires: number, signature = 'a1') =>
  `/api/files/f-1?expires=${expires}&signature=${signature}`;

describe('file link timing', () => {
  it('reads the expiry a signed link carries', () => {
    expect(linkExpiry(link(1_700_000_300_000))).toBe(1_700_000_300_000);
    expect(linkExpiry('/api/files/f-1?sig=x')).toBeNull();
    expect(linkExpiry('/api/files/f-1?expires=soon')).toBeNull();
  });

  it('replaces a link a minute before it expires, never in a tight loop', () => {
    const now = 1_700_000_000_000;
    expect(linkRefreshDelay(now + 5 * MINUTE, now)).toBe(5 * MINUTE - LINK_REFRESH_MARGIN_MS);
    expect(linkRefreshDelay(now + 30_000, now)).toBe(LINK_REFRESH_MIN_MS);
    // A clock far ahead of the server's would see every link as expired.
    expect(linkRefreshDelay(now - 10 * MINUTE, now)).toBe(LINK_REFRESH_MIN_MS);
  });
});

describe('"Otwórz plik" on an open material page', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function openMaterialPage() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    let issued = 0;
    const api = installFakeApi({
      getUserDocById: () => ({
        data: {
          getUserDocById: fakeMaterial({
            file: {
              id: 'f-1',
              contentType: 'application/pdf',
              originalFileName: 'Lektura.pdf',
              fileUrl: link(start + 5 * MINUTE),
            },
          }),
        },
      }),
      getFileUrl: () => {
        issued += 1;
        const expiresAt = Date.now() + 5 * MINUTE;
        return {
          data: {
            getFileUrl: { url: link(expiresAt, `b${issued}`), expiresAt: new Date(expiresAt).toISOString() },
          },
        };
      },
    });
    const queryClient = testQueryClient();
    const { integrations: _i, ...me } = fakeUser();
    queryClient.setQueryData(ME_QUERY_KEY, me);
    setSessionCookie(start + 60 * MINUTE);
    renderRoutes(
      [{ path: '/workspace/:slug/materials/:id', Component: MaterialPage }],
      '/workspace/ws-1/materials/doc-1',
      queryClient,
    );
    return { api, start };
  }

  it('gets a fresh link before the first one expires, again and again', async () => {
    const { api, start } = await openMaterialPage();
    const open = await screen.findByRole('link', { name: /Otwórz plik/ });
    expect(open.getAttribute('href')).toBe(link(start + 5 * MINUTE));

    await act(() => vi.advanceTimersByTimeAsync(3 * MINUTE));
    expect(api.count('getFileUrl')).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1.5 * MINUTE));
    expect(api.count('getFileUrl')).toBe(1);
    expect(api.calls.find((call) => call.operationName === 'getFileUrl')?.variables).toEqual({
      getFileUrlInput: { fileId: 'f-1' },
    });
    expect(screen.getByRole('link', { name: /Otwórz plik/ }).getAttribute('href')).toContain('signature=b1');

    // The new link (from minute 4) lives until minute 9: the next one comes at minute 8, not before.
    await act(() => vi.advanceTimersByTimeAsync(3 * MINUTE));
    expect(api.count('getFileUrl')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(api.count('getFileUrl')).toBe(2);
    expect(screen.getByRole('link', { name: /Otwórz plik/ }).getAttribute('href')).toContain('signature=b2');
  });

  it('gets a fresh link at once when the pupil comes back to a tab that slept past the refresh', async () => {
    const { api } = await openMaterialPage();
    await screen.findByRole('link', { name: /Otwórz plik/ });
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(6 * MINUTE));
    expect(api.count('getFileUrl')).toBe(0);

    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await vi.waitFor(() => expect(api.count('getFileUrl')).toBe(1), { timeout: 5_000 });
    await vi.waitFor(
      () =>
        expect(screen.getByRole('link', { name: /Otwórz plik/ }).getAttribute('href')).toContain(
          'signature=b1',
        ),
      { timeout: 5_000 },
    );
  });
});
