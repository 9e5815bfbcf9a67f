import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { SubscriptionSink } from '../../lib/ws-client.ts';
import { fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { applyNoteEvent, noteKey, notesKey, rememberNote, upsertNote } from './api/note-cache.ts';
import { NOTE_ORIGIN_LABELS } from './note-origin.ts';
import { Component as NotesPage } from './notes-page.tsx';
import { fakeNote } from './test-fixtures.ts';

// The socket is the edge: subscriptions are captured here and fed by hand.
const live = vi.hoisted(() => ({
  sinks: new Map<string, SubscriptionSink<unknown>>(),
  variables: new Map<string, unknown>(),
  connected: [] as (() => void)[],
}));

vi.mock('../../lib/ws-client.ts', () => ({
  subscribe: (document: { toString(): string }, variables: unknown, sink: SubscriptionSink<unknown>) => {
    const name = /subscription\s+(\w+)/.exec(document.toString())?.[1] ?? '';
    live.sinks.set(name, sink);
    live.variables.set(name, variables);
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

describe('note origin', () => {
  it('names every origin in Polish', () => {
    expect(NOTE_ORIGIN_LABELS).toEqual({
      USER_GENERATED: 'Twoja notatka',
      CONVERSATION_GENERATED: 'Z czatu',
      CONVERSATION_GENERATED_BLANK: 'Z czatu',
      QUIZ_GENERATED: 'Z quizu',
    });
  });
});

describe('note cache', () => {
  it('keeps the list newest first, moves a saved note up and ignores stale copies', () => {
    const older = fakeNote({ id: 'a', updatedAt: '2024-03-05T10:00:00Z' });
    const newer = fakeNote({ id: 'b', updatedAt: '2024-03-05T11:00:00Z' });
    const saved = fakeNote({ id: 'a', name: 'Nowy tytuł', updatedAt: '2024-03-05T12:00:00Z' });
    expect(upsertNote([newer, older], saved)).toEqual([saved, newer]);
    const fresh = fakeNote({ id: 'c', updatedAt: '2024-03-05T13:00:00Z' });
    expect(upsertNote([newer, older], fresh)).toEqual([fresh, newer, older]);
    expect(upsertNote([saved, newer], older)).toEqual([saved, newer]);
    expect(upsertNote(undefined, older)).toBeUndefined();
  });

  it('updates the list and the note entry together', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(notesKey('ws-1'), [fakeNote()]);
    rememberNote(queryClient, fakeNote({ name: 'Potęgi', updatedAt: '2024-03-05T10:20:00Z' }));
    expect(queryClient.getQueryData<{ name: string }[]>(notesKey('ws-1'))?.[0]?.name).toBe('Potęgi');
    expect(queryClient.getQueryData<{ name: string }>(['notes', 'detail', 'note-1'])?.name).toBe('Potęgi');
  });

  it('keeps content out of the list and reads an open note again after a newer event', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(notesKey('ws-1'), [fakeNote()]);
    rememberNote(queryClient, fakeNote({ updatedAt: '2024-03-05T10:20:00Z' }));
    expect(queryClient.getQueryData<object[]>(notesKey('ws-1'))?.[0]).not.toHaveProperty('content');

    const { content: _content, ...summary } = fakeNote({
      name: 'Z czatu',
      updatedAt: '2024-03-05T10:30:00Z',
    });
    applyNoteEvent(queryClient, summary);
    expect(queryClient.getQueryData<{ name: string }[]>(notesKey('ws-1'))?.[0]?.name).toBe('Z czatu');
    expect(queryClient.getQueryState(noteKey('note-1'))?.isInvalidated).toBe(true);
  });
});

describe('notes list, live', () => {
  beforeEach(() => {
    live.sinks.clear();
    live.variables.clear();
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
    renderRoutes([{ path: '/workspace/:slug/ainote', Component: NotesPage }], path, queryClient);
    return api;
  }

  it('lists the notes newest first with their origin and adds new ones from the subscription', async () => {
    const api = renderAt('/workspace/ws-1/ainote', {
      getAiNoteByWorkspaceId: () => ({
        data: {
          getAiNoteByWorkspaceId: [
            fakeNote({
              id: 'n2',
              name: 'Potęgi',
              action: 'CONVERSATION_GENERATED',
              updatedAt: '2024-03-05T11:00:00Z',
            }),
            fakeNote({ id: 'n1', name: 'Ułamki' }),
          ],
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notatki' })).toBeTruthy();
    expect(document.title).toBe('Notatki – Kreda');
    const list = await screen.findByRole('region', { name: 'Twoje notatki' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Potęgi', 'Ułamki']);
    expect(links[0]?.getAttribute('href')).toBe('/workspace/ws-1/ainote/n2');
    expect(within(list).getByText('Z czatu · 05.03.2024, 12:00')).toBeTruthy();
    expect(within(list).getByText('Twoja notatka · 05.03.2024, 11:15')).toBeTruthy();
    expect(live.variables.get('newAiNote')).toEqual({ newAiNoteInput: { workspaceId: 'ws-1' } });

    act(() =>
      live.sinks.get('newAiNote')?.next({
        newAiNote: fakeNote({
          id: 'n3',
          name: 'Z quizu: funkcje',
          action: 'QUIZ_GENERATED',
          updatedAt: '2024-03-05T12:00:00Z',
        }),
      }),
    );
    expect(await within(list).findByText(/^Z quizu ·/)).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Z quizu: funkcje', 'Potęgi', 'Ułamki']);

    // A reconnect may have missed events: the list is read again.
    const reads = api.count('getAiNoteByWorkspaceId');
    act(() => {
      for (const listener of live.connected) listener();
      for (const listener of live.connected) listener();
    });
    await waitFor(() => expect(api.count('getAiNoteByWorkspaceId')).toBeGreaterThan(reads));
  });

  it('shows the empty state in Polish and the way to a new note', async () => {
    renderAt('/workspace/ws-1/ainote', {
      getAiNoteByWorkspaceId: () => ({ data: { getAiNoteByWorkspaceId: [] } }),
    });
    expect(await screen.findByRole('region', { name: 'Nie ma jeszcze notatek' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nowa notatka' }).getAttribute('href')).toBe(
      '/workspace/ws-1/ainote/new',
    );
  });

  it('offers to read the list again when it fails', async () => {
    renderAt('/workspace/ws-1/ainote', {
      getAiNoteByWorkspaceId: () => ({
        errors: [
          {
            message: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Coś poszło nie tak.');
    expect(within(alert).getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
