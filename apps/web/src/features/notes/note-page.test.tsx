import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterView } from '../../components/ui/toaster-view.tsx';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import {
  badUserInput,
  type FakeHandler,
  fakeUser,
  installFakeApi,
  setSessionCookie,
} from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { Note } from './api/note-fragments.ts';
import { Component as NotePage } from './note-page.tsx';
import { Component as NotesPage } from './notes-page.tsx';
import { fakeNote } from './test-fixtures.ts';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

/** The server's editnote: stores the note and answers with it (a tidied title, a later updatedAt). */
function editnoteServer(store: Map<string, Note>): FakeHandler {
  let clock = Date.parse('2024-03-05T11:00:00Z');
  return ({ variables }) => {
    const input = variables.editnoteInput as {
      id?: string;
      workspaceId: string;
      name: string;
      content: string;
    };
    clock += 60_000;
    const id = input.id ?? 'note-9';
    const previous = store.get(id);
    const note = fakeNote({
      ...previous,
      id,
      workspaceId: input.workspaceId,
      name: input.name.trim().replace(/\s+/g, ' '),
      content: input.content,
      action: previous?.action ?? 'USER_GENERATED',
      updatedAt: new Date(clock).toISOString(),
    });
    store.set(id, note);
    return { data: { editnote: note } };
  };
}

function renderAt(path: string, handlers: Record<string, FakeHandler>) {
  const api = installFakeApi({
    getAiNoteByWorkspaceId: () => ({ data: { getAiNoteByWorkspaceId: [] } }),
    ...handlers,
  });
  const queryClient = testQueryClient();
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  const { router } = renderRoutes(
    [
      { path: '/workspace/:slug/ainote', Component: NotesPage },
      { path: '/workspace/:slug/ainote/:id', Component: NotePage },
    ],
    path,
    queryClient,
  );
  return { api, router };
}

const stored =
  (note: Note): FakeHandler =>
  () => ({ data: { getAiNoteById: note } });

/** Pretends the screen is a phone (below the side-by-side width). */
function usePhoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const contentField = () => screen.getByLabelText('Treść') as HTMLTextAreaElement;
const titleField = () => screen.getByLabelText('Tytuł') as HTMLInputElement;

describe('note page', () => {
  beforeEach(() => {
    document.title = '';
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('shows the note with its origin and a KaTeX preview beside the text', async () => {
    renderAt('/workspace/ws-1/ainote/note-1', { getAiNoteById: stored(fakeNote()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ułamki' })).toBeTruthy();
    expect(document.title).toBe('Ułamki – Kreda');
    expect(screen.getByTestId('note-origin').textContent).toBe('Twoja notatka');
    expect(titleField().value).toBe('Ułamki');
    expect(contentField().value).toBe('Ułamek to $\\frac{a}{b}$.');
    // Wide screens: no tabs, the preview stands next to the text.
    expect(screen.queryByRole('tablist')).toBeNull();
    const preview = screen.getByRole('region', { name: 'Podgląd' });
    await waitFor(() => expect(preview.querySelector('.katex .mfrac')).not.toBeNull());
    expect(screen.getByTestId('save-state').textContent).toBe('Wszystko zapisane');
  });

  it('edits, marks unsaved changes and saves with Ctrl+S; the preview follows the text', async () => {
    const store = new Map<string, Note>([['note-1', fakeNote()]]);
    const { api } = renderAt('/workspace/ws-1/ainote/note-1', {
      getAiNoteById: stored(fakeNote()),
      editnote: editnoteServer(store),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki' });
    fireEvent.change(titleField(), { target: { value: '  Ułamki   zwykłe ' } });
    fireEvent.change(contentField(), { target: { value: 'Pole koła: $\\pi r^2$' } });
    expect(screen.getByTestId('save-state').textContent).toContain('Niezapisane zmiany');
    const preview = screen.getByRole('region', { name: 'Podgląd' });
    await waitFor(() => expect(preview.querySelector('.katex annotation')?.textContent).toBe('\\pi r^2'));

    fireEvent.keyDown(contentField(), { key: 's', ctrlKey: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ułamki zwykłe' })).toBeTruthy();
    expect(api.calls.find((call) => call.operationName === 'editnote')?.variables).toEqual({
      editnoteInput: {
        id: 'note-1',
        workspaceId: 'ws-1',
        name: '  Ułamki   zwykłe ',
        content: 'Pole koła: $\\pi r^2$',
      },
    });
    // The title as the server stored it is the clean state.
    expect(titleField().value).toBe('Ułamki zwykłe');
    expect(screen.getByTestId('save-state').textContent).toBe('Wszystko zapisane');

    // Cmd+S on a Mac, and the button, save too.
    fireEvent.change(contentField(), { target: { value: 'Druga wersja' } });
    fireEvent.keyDown(window, { key: 'S', metaKey: true });
    await waitFor(() => expect(api.count('editnote')).toBe(2));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Wszystko zapisane'));
    fireEvent.change(contentField(), { target: { value: 'Trzecia wersja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.count('editnote')).toBe(3));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Wszystko zapisane'));
  });

  it('on a phone, switches between the "Edycja" and "Podgląd" tabs', async () => {
    usePhoneScreen();
    renderAt('/workspace/ws-1/ainote/note-1', { getAiNoteById: stored(fakeNote()) });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki' });
    const tabs = within(screen.getByRole('tablist', { name: 'Widok notatki' }));
    const edit = tabs.getByRole('tab', { name: 'Edycja' });
    const preview = tabs.getByRole('tab', { name: 'Podgląd' });
    expect(edit.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Edycja' }).contains(contentField())).toBe(true);

    fireEvent.click(preview);
    expect(preview.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Podgląd' });
    await waitFor(() => expect(panel.querySelector('.katex')).not.toBeNull());
    expect(screen.queryByRole('tabpanel', { name: 'Edycja' })).toBeNull();

    // Arrow keys move between the tabs (WAI-ARIA tabs).
    fireEvent.keyDown(preview, { key: 'ArrowLeft' });
    expect(edit.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(edit);
  });

  it('inserts Markdown and formulas from the toolbar at the selection', async () => {
    renderAt('/workspace/ws-1/ainote/note-1', {
      getAiNoteById: stored(fakeNote({ content: 'Pole koła' })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki' });
    const toolbar = within(screen.getByRole('toolbar', { name: 'Formatowanie treści' }));
    const field = contentField();
    field.setSelectionRange(5, 9);
    fireEvent.click(toolbar.getByRole('button', { name: 'Pogrubienie' }));
    expect(field.value).toBe('Pole **koła**');
    expect(document.activeElement).toBe(field);

    field.setSelectionRange(field.value.length, field.value.length);
    fireEvent.click(toolbar.getByRole('button', { name: 'Wzór w tekście' }));
    expect(field.value).toBe('Pole **koła**$x^2$');
    expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe('x^2');

    field.setSelectionRange(field.value.length, field.value.length);
    fireEvent.click(toolbar.getByRole('button', { name: 'Wzór w osobnej linii' }));
    expect(field.value).toBe('Pole **koła**$x^2$\n\n$$\na^2 + b^2 = c^2\n$$');
    fireEvent.click(toolbar.getByRole('button', { name: 'Nagłówek' }));
    fireEvent.click(toolbar.getByRole('button', { name: 'Lista punktowana' }));
    expect(screen.getByTestId('save-state').textContent).toContain('Niezapisane zmiany');

    // One tab stop; the arrow keys move along the toolbar.
    const bold = toolbar.getByRole('button', { name: 'Pogrubienie' });
    bold.focus();
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(toolbar.getByRole('button', { name: 'Nagłówek' }));
    expect(toolbar.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);
  });

  it('lets the AI rewrite the selection or the whole note into the editor, without saving', async () => {
    const { api } = renderAt('/workspace/ws-1/ainote/note-1', {
      getAiNoteById: stored(fakeNote({ content: 'Pole kola to pi r do kwadratu.' })),
      noteaction: ({ variables }) => {
        const input = variables.noteactionInput as { action: string; text: string };
        if (input.action === 'MAKE_LONGER')
          return {
            errors: [
              {
                message:
                  'Insufficient resources: wykorzystano dzienny limit „Poprawki tekstu przez AI” (30).',
                extensions: { code: 'INSUFFICIENT_RESOURCES' },
              },
            ],
          };
        return {
          data: { noteaction: { text: input.text === 'kola' ? 'koła' : 'Pole koła to $\\pi r^2$.' } },
        };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki' });
    const field = contentField();
    field.setSelectionRange(5, 9);
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    await waitFor(() => expect(field.value).toBe('Pole koła to pi r do kwadratu.'));
    expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe('koła');
    expect(api.calls.find((c) => c.operationName === 'noteaction')?.variables).toEqual({
      noteactionInput: { id: 'note-1', action: 'FIX_GRAMMAR', text: 'kola' },
    });
    expect(screen.getByTestId('save-state').textContent).toContain('Niezapisane zmiany');
    expect(api.count('editnote')).toBe(0);

    // Nothing selected: the whole text.
    field.setSelectionRange(0, 0);
    fireEvent.change(screen.getByLabelText('Co zrobić'), { target: { value: 'IMPROVE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    await waitFor(() => expect(field.value).toBe('Pole koła to $\\pi r^2$.'));

    fireEvent.change(screen.getByLabelText('Co zrobić'), { target: { value: 'MAKE_LONGER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect(await screen.findByText(/Wykorzystano limit/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz limity' }).getAttribute('href')).toBe('/workspace/usage');
    expect(screen.getByRole('link', { name: 'Zobacz, co daje pełny dostęp' }).getAttribute('href')).toBe(
      '/app/fullaccess',
    );
    expect(field.value).toBe('Pole koła to $\\pi r^2$.');

    fireEvent.change(screen.getByLabelText('Co zrobić'), { target: { value: 'GENERATE_TEXT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect(await screen.findByText('Napisz, co AI ma dopisać.')).toBeTruthy();
  });

  it('checks the title before sending and shows the server’s refusals in Polish', async () => {
    const { api } = renderAt('/workspace/ws-1/ainote/note-1', {
      getAiNoteById: stored(fakeNote()),
      editnote: () =>
        badUserInput('Nieprawidłowe dane.', {
          name: 'Tytuł zawiera niedozwolone znaki.',
          content: 'Notatka może mieć najwyżej 100000 znaków.',
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki' });
    fireEvent.change(titleField(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj tytuł notatki.')).toBeTruthy();
    expect(titleField().getAttribute('aria-invalid')).toBe('true');
    expect(api.count('editnote')).toBe(0);
    await waitFor(() => expect(document.activeElement).toBe(titleField()));

    fireEvent.change(titleField(), { target: { value: 'Ułamki\u0007' } });
    expect(screen.queryByText('Podaj tytuł notatki.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Tytuł zawiera niedozwolone znaki.')).toBeTruthy();
    expect(screen.getByText('Notatka może mieć najwyżej 100000 znaków.')).toBeTruthy();
    expect(contentField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'Nie zapisano notatki. Popraw zaznaczone pola i zapisz ponownie.',
    );
    expect(screen.getByTestId('save-state').textContent).toContain('Niezapisane zmiany');
  });

  it('says why a save failed when it is not about a field', async () => {
    renderAt('/workspace/ws-1/ainote/note-1', {
      getAiNoteById: stored(fakeNote()),
      editnote: () => ({
        errors: [{ message: 'Nie znaleziono notatki.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki' });
    fireEvent.change(contentField(), { target: { value: 'Nowa treść' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nie zapisano notatki. Nie znaleziono notatki.',
    );
    expect(contentField().value).toBe('Nowa treść');
  });

  it('asks before leaving with unsaved changes, in the app and when the tab closes', async () => {
    const { router } = renderAt('/workspace/ws-1/ainote/note-1', { getAiNoteById: stored(fakeNote()) });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    fireEvent.change(contentField(), { target: { value: 'Niedokończona myśl' } });
    expect(unload()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Wszystkie notatki' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Wyjść bez zapisywania?' }));
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Zostań i edytuj' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Zostań i edytuj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/workspace/ws-1/ainote/note-1');
    expect(contentField().value).toBe('Niedokończona myśl');

    fireEvent.click(screen.getByRole('link', { name: 'Wszystkie notatki' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Wyjdź bez zapisywania' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notatki' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/ainote');
  });

  it('creates a note at ainote/new and moves to its own page without asking', async () => {
    const store = new Map<string, Note>();
    const { api, router } = renderAt('/workspace/ws-1/ainote/new', {
      editnote: editnoteServer(store),
      getAiNoteById: ({ variables }) => {
        const { id } = variables.getAiNoteByIdInput as { id: string };
        return { data: { getAiNoteById: store.get(id) } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa notatka' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usuń notatkę' })).toBeNull();
    fireEvent.change(titleField(), { target: { value: 'Pitagoras' } });
    fireEvent.change(contentField(), { target: { value: '$$\na^2+b^2=c^2\n$$' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz notatkę' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pitagoras' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/ainote/note-9');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.find((call) => call.operationName === 'editnote')?.variables).toEqual({
      editnoteInput: { workspaceId: 'ws-1', name: 'Pitagoras', content: '$$\na^2+b^2=c^2\n$$' },
    });
    expect(contentField().value).toBe('$$\na^2+b^2=c^2\n$$');
    expect(screen.getByTestId('save-state').textContent).toBe('Wszystko zapisane');
  });

  it('deletes after a confirmation, shows the toast and returns to the list', async () => {
    render(<ToasterView />);
    const { api, router } = renderAt('/workspace/ws-1/ainote/note-1', {
      getAiNoteById: stored(fakeNote()),
      deleteAiNote: () => ({ data: { deleteAiNote: { success: true, message: 'Pomyślnie usunięto' } } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki' });
    // Unsaved edits do not stand in the way of a confirmed deletion.
    fireEvent.change(contentField(), { target: { value: 'zmiana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Usuń notatkę' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Usunąć notatkę „Ułamki”?' }));
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: 'Anuluj' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Usuń notatkę' }));

    expect(await screen.findByText('Pomyślnie usunięto')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Nie ma jeszcze notatek' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/ainote');
    expect(api.calls.find((call) => call.operationName === 'deleteAiNote')?.variables).toEqual({
      deleteAiNoteInput: { id: 'note-1' },
    });
  });

  it('keeps notes from the chat or a quiz editable and names their origin', async () => {
    const store = new Map<string, Note>([['note-1', fakeNote({ action: 'CONVERSATION_GENERATED' })]]);
    const { api } = renderAt('/workspace/ws-1/ainote/note-1', {
      getAiNoteById: stored(fakeNote({ action: 'CONVERSATION_GENERATED' })),
      editnote: editnoteServer(store),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ułamki' });
    expect(screen.getByTestId('note-origin').textContent).toBe('Z czatu');
    fireEvent.change(contentField(), { target: { value: 'Poprawione przez ucznia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.count('editnote')).toBe(1));
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Wszystko zapisane'));
    expect(screen.getByTestId('note-origin').textContent).toBe('Z czatu');
  });

  it('shows the 404 for a note that is missing or someone else’s', async () => {
    renderAt('/workspace/ws-1/ainote/obca', {
      getAiNoteById: () => ({
        errors: [{ message: 'Nie znaleziono notatki.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono notatki.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do notatek' }).getAttribute('href')).toBe(
      '/workspace/ws-1/ainote',
    );
  });
});
