import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { SubscriptionSink } from '../../lib/ws-client.ts';
import { badUserInput, fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import {
  applyMaterialEvent,
  materialKey,
  materialsKey,
  rememberMaterial,
  upsertMaterial,
} from './api/material-cache.ts';
import { Component as MaterialPage } from './material-page.tsx';
import { materialStatus } from './material-state.ts';
import { formatTimestamp, textByPage } from './material-text.tsx';
import { Component as MaterialsPage } from './materials-page.tsx';
import { fakeMaterial } from './test-fixtures.ts';

// The socket is the edge: subscriptions are captured here and fed by hand.
const live = vi.hoisted(() => ({
  sinks: new Map<string, SubscriptionSink<unknown>>(),
  connected: [] as (() => void)[],
}));

vi.mock('../../lib/ws-client.ts', () => ({
  subscribe: (document: { toString(): string }, _variables: unknown, sink: SubscriptionSink<unknown>) => {
    const name = /subscription\s+(\w+)/.exec(document.toString())?.[1] ?? '';
    live.sinks.set(name, sink);
    return () => live.sinks.delete(name);
  },
  isWsConnected: () => false,
  getWsClient: () => ({
    on: (_event: string, listener: () => void) => {
      live.connected.push(listener);
      return () => undefined;
    },
  }),
}));

function push(name: 'newUserDoc' | 'updateUserDoc', doc: unknown) {
  act(() => live.sinks.get(name)?.next({ [name]: doc }));
}

describe('material state', () => {
  it('names every state in Polish', () => {
    expect(materialStatus('UPLOADING').label).toBe('Wysyłanie');
    expect(materialStatus('SOLVING').label).toBe('Odczytywanie tekstu…');
    expect(materialStatus('SOLVED').label).toBe('Gotowe');
    expect(materialStatus('UPLOAD_FAILED').label).toBe('Błąd');
    expect(materialStatus('SOLVING_FAILED').label).toBe('Błąd');
  });
});

describe('cache patching', () => {
  it('replaces a known material, puts a new one first and ignores stale events', () => {
    const a = fakeMaterial({ id: 'a' });
    const b = fakeMaterial({ id: 'b' });
    const solved = fakeMaterial({ id: 'a', state: 'SOLVED', updatedAt: '2024-03-05T10:16:00Z' });
    expect(upsertMaterial([a, b], solved)).toEqual([solved, b]);
    const c = fakeMaterial({ id: 'c' });
    expect(upsertMaterial([a, b], c)).toEqual([c, a, b]);
    expect(upsertMaterial([solved, b], a)).toEqual([solved, b]);
    expect(upsertMaterial(undefined, a)).toBeUndefined();
  });

  it('puts a mutation answer into the list and merges it into the open detail, keeping its text', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(materialsKey('ws-1'), [fakeMaterial()]);
    queryClient.setQueryData(materialKey('doc-1'), fakeMaterial({ content: 'Tekst', state: 'SOLVED' }));
    const {
      content: _c,
      segments: _s,
      file: _f,
      youtubeMetadata: _y,
      ocrPages: _o,
      pageCount: _p,
      ...summary
    } = fakeMaterial({ name: 'Nowa nazwa', state: 'SOLVED', updatedAt: '2024-03-05T10:20:00Z' });
    rememberMaterial(queryClient, summary);
    expect(queryClient.getQueryData<{ name: string }[]>(materialsKey('ws-1'))?.[0]?.name).toBe('Nowa nazwa');
    expect(queryClient.getQueryData(materialKey('doc-1'))).toMatchObject({
      name: 'Nowa nazwa',
      content: 'Tekst',
    });
  });

  it('reads an open detail again when a newer event comes, and ignores an older one', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(materialsKey('ws-1'), [fakeMaterial()]);
    queryClient.setQueryData(materialKey('doc-1'), fakeMaterial({ updatedAt: '2024-03-05T10:16:00Z' }));
    applyMaterialEvent(queryClient, fakeMaterial({ state: 'SOLVING', updatedAt: '2024-03-05T10:15:30Z' }));
    expect(queryClient.getQueryState(materialKey('doc-1'))?.isInvalidated).toBe(false);
    applyMaterialEvent(queryClient, fakeMaterial({ state: 'SOLVED', updatedAt: '2024-03-05T10:17:00Z' }));
    expect(queryClient.getQueryState(materialKey('doc-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData<{ state: string }[]>(materialsKey('ws-1'))?.[0]?.state).toBe('SOLVED');
  });

  it('groups segments by page', () => {
    expect(
      textByPage({
        content: 'x',
        segments: [
          { page: 1, text: 'A' },
          { page: 1, text: 'B' },
          { page: 2, text: 'C' },
        ],
      }),
    ).toEqual([
      { page: 1, text: 'A\n\nB' },
      { page: 2, text: 'C' },
    ]);
    expect(textByPage({ content: 'Całość', segments: [] })).toEqual([{ page: null, text: 'Całość' }]);
  });
});

describe('materials pages, live', () => {
  beforeEach(() => {
    live.sinks.clear();
    live.connected.length = 0;
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  function renderAt(path: string, handlers: Parameters<typeof installFakeApi>[0]) {
    const api = installFakeApi(handlers);
    const queryClient = testQueryClient();
    const { integrations: _i, ...me } = fakeUser();
    queryClient.setQueryData(ME_QUERY_KEY, me);
    setSessionCookie();
    renderRoutes(
      [
        { path: '/workspace/:slug/materials', Component: MaterialsPage },
        { path: '/workspace/:slug/materials/:id', Component: MaterialPage },
      ],
      path,
      queryClient,
    );
    return api;
  }

  it('shows the list and moves a material through its states from subscription events', async () => {
    const api = renderAt('/workspace/ws-1/materials', {
      getUserDocByWorkspaceId: () => ({ data: { getUserDocByWorkspaceId: [fakeMaterial()] } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Materiały' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Twoje materiały' });
    expect(within(list).getByRole('link', { name: 'Lektura.pdf' }).getAttribute('href')).toBe(
      '/workspace/ws-1/materials/doc-1',
    );
    expect(await within(list).findByText('Wysyłanie')).toBeTruthy();

    push('updateUserDoc', fakeMaterial({ state: 'SOLVING', updatedAt: '2024-03-05T10:16:00Z' }));
    expect(await within(list).findByText('Odczytywanie tekstu…')).toBeTruthy();
    push('updateUserDoc', fakeMaterial({ state: 'SOLVED', updatedAt: '2024-03-05T10:17:00Z' }));
    expect(await within(list).findByText('Gotowe')).toBeTruthy();

    push('newUserDoc', fakeMaterial({ id: 'doc-2', name: 'Notatka', type: 'TXT' }));
    expect(await within(list).findByRole('link', { name: 'Notatka' })).toBeTruthy();
    push(
      'updateUserDoc',
      fakeMaterial({
        id: 'doc-2',
        name: 'Notatka',
        state: 'SOLVING_FAILED',
        error: 'Plik jest uszkodzony.',
        updatedAt: '2024-03-05T10:18:00Z',
      }),
    );
    expect(await within(list).findByText('Błąd')).toBeTruthy();
    expect(await within(list).findByText('Plik jest uszkodzony.')).toBeTruthy();

    // A reconnect may have missed events: the list is read again.
    const reads = api.count('getUserDocByWorkspaceId');
    act(() => {
      for (const listener of live.connected) listener();
      for (const listener of live.connected) listener();
    });
    await waitFor(() => expect(api.count('getUserDocByWorkspaceId')).toBeGreaterThan(reads));
  });

  it('shows the empty state', async () => {
    renderAt('/workspace/ws-1/materials', {
      getUserDocByWorkspaceId: () => ({ data: { getUserDocByWorkspaceId: [] } }),
    });
    expect(await screen.findByRole('region', { name: 'Nie ma jeszcze materiałów' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wybierz plik' })).toBeTruthy();
  });

  it('shows the read text by page once the material is solved', async () => {
    const solved = fakeMaterial({
      state: 'SOLVED',
      updatedAt: '2024-03-05T10:17:00Z',
      pageCount: 2,
      ocrPages: [2],
      segments: [
        { page: 1, text: 'Zażółć gęślą jaźń' },
        { page: 2, text: 'Druga strona' },
      ],
    });
    let stored = fakeMaterial({ state: 'SOLVING' });
    renderAt('/workspace/ws-1/materials/doc-1', {
      getUserDocById: () => ({ data: { getUserDocById: stored } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lektura.pdf' })).toBeTruthy();
    expect(screen.getByText('Odczytywanie tekstu…')).toBeTruthy();
    // The event is a summary: the page reads the material again for its text.
    stored = solved;
    const {
      segments: _s,
      ocrPages: _o,
      pageCount: _p,
      truncatedFrom: _t,
      content: _c,
      file: _f,
      youtubeMetadata: _y,
      ...summary
    } = solved;
    push('updateUserDoc', summary);
    expect(await screen.findByText('Zażółć gęślą jaźń')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Strona 2 (odczytane ze skanu)' })).toBeTruthy();
    const open = screen.getByRole('link', { name: /Otwórz plik/ });
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('href')).toBe('/api/files/f-1?sig=x');
  });

  it('tells the pupil when a long document was cut to its beginning', async () => {
    const cut = fakeMaterial({
      state: 'SOLVED',
      content: 'a'.repeat(200_000),
      segments: [{ page: null, text: 'Początek długiego dokumentu' }],
      truncatedFrom: 1_234_567,
    });
    renderAt('/workspace/ws-1/materials/doc-1', {
      getUserDocById: () => ({ data: { getUserDocById: cut } }),
    });
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('ok. 1\u00a0234\u00a0567 znaków');
    expect(note.textContent).toContain('200\u00a0000 znaków');
    expect(note.textContent).toContain('podziel plik na części');
  });

  it('shows the reason of a failure and offers to delete', async () => {
    renderAt('/workspace/ws-1/materials/doc-1', {
      getUserDocById: () => ({
        data: {
          getUserDocById: fakeMaterial({ state: 'SOLVING_FAILED', error: 'Nie udało się odczytać PDF.' }),
        },
      }),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Nie udało się odczytać PDF.');
    expect(screen.getByRole('button', { name: 'Usuń materiał' })).toBeTruthy();
  });

  const video = {
    url: 'https://www.youtube.com/watch?v=mitoMitoMit',
    videoId: 'mitoMitoMit',
    title: 'Mitochondria',
    author: 'Kanał',
    language: 'pl',
    transcripts: [
      { text: 'Dzień dobry, dziś o komórce.', start: 0, duration: 30 },
      { text: 'Mitochondria wytwarzają energię.', start: 75.5, duration: 20 },
    ],
  };

  it('adds a YouTube link, shows its Polish refusal next to the field, and sends the chosen kind with text', async () => {
    const api = renderAt('/workspace/ws-1/materials', {
      getUserDocByWorkspaceId: () => ({ data: { getUserDocByWorkspaceId: [] } }),
      createUserDoc: ({ variables }) => {
        const input = variables.createUserDocInput as {
          youtubeUrl?: string;
          text?: string;
          sourceType?: string;
        };
        if (input.youtubeUrl === 'https://vimeo.com/1')
          return badUserInput('Nieprawidłowe dane.', { youtubeUrl: 'To nie jest link do filmu w YouTube.' });
        return {
          data: {
            createUserDoc: {
              __typename: 'UserDoc',
              ...fakeMaterial(
                input.youtubeUrl
                  ? {
                      id: 'yt',
                      name: 'Film z YouTube',
                      type: 'TXT',
                      sourceType: 'YOUTUBE',
                      file: null,
                      youtubeMetadata: { ...video, title: null, transcripts: [] },
                    }
                  : { id: 'txt', name: 'Kartkówka', type: 'TXT', sourceType: 'SPRAWDZIAN', file: null },
              ),
            },
          },
        };
      },
    });
    const link = await screen.findByLabelText('Link do filmu');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj film' }));
    expect(await screen.findByText('Wklej link do filmu w YouTube.')).toBeTruthy();
    expect(api.count('createUserDoc')).toBe(0);

    fireEvent.change(link, { target: { value: 'https://vimeo.com/1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj film' }));
    expect(await screen.findByText('To nie jest link do filmu w YouTube.')).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(link, { target: { value: 'https://youtu.be/mitoMitoMit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj film' }));
    const list = await screen.findByRole('region', { name: 'Twoje materiały' });
    expect(within(list).getByRole('link', { name: 'Film z YouTube' })).toBeTruthy();
    expect(within(list).getByText(/^Film z YouTube ·/)).toBeTruthy();
    expect((link as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Co dodajesz?'), { target: { value: 'SPRAWDZIAN' } });
    fireEvent.change(screen.getByLabelText('Tekst'), { target: { value: 'Kartkówka z genetyki' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj tekst' }));
    expect(await within(list).findByText(/^Sprawdzian · Plik tekstowy/)).toBeTruthy();
    const sent = api.calls
      .filter((c) => c.operationName === 'createUserDoc')
      .map((c) => c.variables.createUserDocInput);
    expect(sent.at(-1)).toMatchObject({ text: 'Kartkówka z genetyki', sourceType: 'SPRAWDZIAN' });
    expect(sent.at(-2)).toEqual({ workspaceId: 'ws-1', youtubeUrl: 'https://youtu.be/mitoMitoMit' });
  });

  it('shows a video with its timed captions, each leading to its moment on the video’s page', async () => {
    renderAt('/workspace/ws-1/materials/yt', {
      getUserDocById: () => ({
        data: {
          getUserDocById: fakeMaterial({
            id: 'yt',
            name: 'Mitochondria',
            type: 'TXT',
            state: 'SOLVED',
            sourceType: 'YOUTUBE',
            file: null,
            youtubeMetadata: video,
          }),
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Napisy filmu' })).toBeTruthy();
    expect(screen.queryByLabelText('Rodzaj materiału')).toBeNull();
    expect(screen.getByRole('link', { name: /Obejrzyj w YouTube/ }).getAttribute('href')).toBe(video.url);
    expect(screen.getByRole('link', { name: 'Obejrzyj z napisami' }).getAttribute('href')).toBe('/app/yt/yt');
    const moment = screen.getByRole('link', { name: /1:15/ });
    expect(moment.getAttribute('href')).toBe('/app/yt/yt?t=75');
    expect(screen.getByText('Mitochondria wytwarzają energię.')).toBeTruthy();
    expect([formatTimestamp(0), formatTimestamp(75.9), formatTimestamp(3725)]).toEqual([
      '0:00',
      '1:15',
      '1:02:05',
    ]);
  });

  it('changes what a document is and explains a refusal', async () => {
    let fail = false;
    const api = renderAt('/workspace/ws-1/materials/doc-1', {
      getUserDocById: () => ({ data: { getUserDocById: fakeMaterial({ state: 'SOLVED' }) } }),
      updatedoc: ({ variables }) => {
        const input = variables.updatedocInput as { sourceType: 'SPRAWDZIAN' };
        if (fail) return badUserInput('Nie można zmienić rodzaju.');
        return {
          data: {
            updatedoc: fakeMaterial({
              state: 'SOLVED',
              sourceType: input.sourceType,
              updatedAt: '2024-03-05T11:00:00Z',
            }),
          },
        };
      },
    });
    const picker = (await screen.findByLabelText('Rodzaj materiału')) as HTMLSelectElement;
    expect(picker.value).toBe('NOTATKA');
    expect([...picker.options].map((o) => o.text)).toEqual([
      'Notatka',
      'Sprawdzian',
      'Rozwiązane zadania',
      'Rozprawka',
    ]);
    fireEvent.change(picker, { target: { value: 'SPRAWDZIAN' } });
    await waitFor(() => expect(picker.value).toBe('SPRAWDZIAN'));
    expect(api.calls.find((c) => c.operationName === 'updatedoc')?.variables).toEqual({
      updatedocInput: { id: 'doc-1', sourceType: 'SPRAWDZIAN' },
    });
    fail = true;
    fireEvent.change(picker, { target: { value: 'ROZPRAWKA' } });
    expect(await screen.findByText('Nie można zmienić rodzaju.')).toBeTruthy();
  });
});
