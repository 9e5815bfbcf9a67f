import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { type FakeHandler, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { fakeMaterial } from './test-fixtures.ts';
import { Component as YoutubePage } from './youtube-page.tsx';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

const VIDEO = fakeMaterial({
  id: 'yt-1',
  type: 'TXT',
  sourceType: 'YOUTUBE',
  state: 'SOLVED',
  name: 'Ułamki – lekcja',
  file: null,
  youtubeMetadata: {
    url: 'https://www.youtube.com/watch?v=abc123',
    videoId: 'abc123',
    title: 'Dodawanie ułamków w 5 minut',
    author: 'Pani od matmy',
    language: 'pl',
    transcripts: [
      { text: 'Dzień dobry, dziś ułamki.', start: 0, duration: 30 },
      { text: 'Mianownik zostaje bez zmian.', start: 60, duration: 30 },
      { text: 'Teraz przykład z siódemkami.', start: 90, duration: 30 },
    ],
  },
});

function renderAt(path: string, answer: FakeHandler) {
  const api = installFakeApi({ getUserDocById: answer });
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/app/yt/:id', Component: YoutubePage },
      { path: '/workspace/:slug/materials/:id', element: <h1>Materiał</h1> },
    ],
    path,
    queryClient,
  );
  return { api, router };
}

describe('a YouTube material’s page (/app/yt/:id)', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('starts the player at the cited moment only when asked, and marks the caption playing there', async () => {
    const { api, router } = renderAt('/app/yt/yt-1?t=75', () => ({ data: { getUserDocById: VIDEO } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dodawanie ułamków w 5 minut' }),
    ).toBeTruthy();
    expect(api.calls[0]?.variables).toEqual({ getUserDocByIdInput: { id: 'yt-1' } });
    expect(screen.getByText('Pani od matmy · od 1:15')).toBeTruthy();
    // Nothing from YouTube before the pupil presses play.
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Odtwórz od 1:15' }));
    const player = screen.getByTitle('Odtwarzacz YouTube: Dodawanie ułamków w 5 minut') as HTMLIFrameElement;
    const src = new URL(player.src);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/abc123');
    expect(src.searchParams.get('start')).toBe('75');

    const captions = within(screen.getByRole('region', { name: 'Napisy filmu' }));
    const playing = captions.getByRole('link', { name: /^1:00/ });
    expect(playing.getAttribute('aria-current')).toBe('time');
    expect(captions.getByRole('link', { name: /^0:00/ }).getAttribute('aria-current')).toBeNull();
    // Another moment: the player goes there.
    fireEvent.click(captions.getByRole('link', { name: /^1:30/ }));
    expect(router.state.location.search).toBe('?t=90');
    const moved = screen.getByTitle('Odtwarzacz YouTube: Dodawanie ułamków w 5 minut') as HTMLIFrameElement;
    expect(new URL(moved.src).searchParams.get('start')).toBe('90');
    expect(screen.getByRole('link', { name: 'Materiał w przestrzeni' }).getAttribute('href')).toBe(
      '/workspace/ws-1/materials/yt-1',
    );
  });

  it('ignores a moment that is not a number of seconds', async () => {
    renderAt('/app/yt/yt-1?t=-5', () => ({ data: { getUserDocById: VIDEO } }));
    expect(await screen.findByRole('button', { name: 'Odtwórz film' })).toBeTruthy();
    expect(screen.getByText('Pani od matmy · od początku')).toBeTruthy();
  });

  it('does not show another pupil’s material, nor a material that is not a video', async () => {
    renderAt('/app/yt/someone-elses', () => ({
      errors: [{ message: 'Nie znaleziono materiału.', extensions: { code: 'NOT_FOUND' } }],
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono filmu' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();

    renderAt('/app/yt/doc-1', () => ({ data: { getUserDocById: fakeMaterial({ state: 'SOLVED' }) } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'To nie jest film z YouTube' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do materiałów' }).getAttribute('href')).toBe(
      '/workspace/ws-1/materials',
    );
  });
});
