import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterView } from '../../components/ui/toaster-view.tsx';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { messageBox, pageOf, pushConversation, renderChatAt } from './chat-test-kit.tsx';
import {
  fakeActionSources,
  fakeAnswer,
  fakeConversation,
  fakeMessage,
  fakeSummary,
} from './test-fixtures.ts';

// The socket is the edge: subscriptions are captured here and fed by hand.
const live = vi.hoisted(() => ({
  sinks: new Map(),
  variables: new Map(),
  connected: [],
})) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

describe('conversation list, answer actions and the task solver', () => {
  beforeEach(() => {
    live.sinks.clear();
    live.variables.clear();
    live.connected.length = 0;
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists conversations 20 at a time with older ones on request, renames one and deletes another', async () => {
    render(<ToasterView />);
    const all = Array.from({ length: 21 }, (_, i) =>
      fakeSummary({ id: `c-${i + 1}`, name: `Rozmowa ${i + 1}` }),
    );
    let deleted = false;
    const { api } = renderChatAt('/workspace/ws-1/playground', {
      paginateConversationWorkspaceByWorkspaceId: ({ variables }) => {
        const input = variables.paginateConversationWorkspaceByWorkspaceIdInput as { page: number };
        const rest = all.filter((c) => !(deleted && c.id === 'c-2'));
        return pageOf(rest.slice((input.page - 1) * 20, input.page * 20), rest.length, input.page);
      },
      getActionSources: () => ({ data: { getActionSources: fakeActionSources() } }),
      renameConversationWorkspace: ({ variables }) => {
        const input = variables.renameConversationWorkspaceInput as { id: string; name: string };
        return { data: { renameConversationWorkspace: fakeSummary({ id: input.id, name: input.name }) } };
      },
      deleteConversationWorkspace: () => {
        deleted = true;
        return { data: { deleteConversationWorkspace: { success: true, message: 'Pomyślnie usunięto' } } };
      },
    });
    const list = await screen.findByRole('region', { name: 'Twoje rozmowy' });
    await within(list).findByRole('link', { name: 'Rozmowa 20' });
    expect(within(list).queryByRole('link', { name: 'Rozmowa 21' })).toBeNull();
    expect(within(list).getByText('Rozmowy: 21')).toBeTruthy();
    expect(within(list).getAllByText('05.03.2024, 11:15').length).toBeGreaterThan(0);
    fireEvent.click(within(list).getByRole('button', { name: 'Pokaż starsze' }));
    expect(await within(list).findByRole('link', { name: 'Rozmowa 21' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Pokaż starsze' })).toBeNull();
    expect(
      api.calls.filter((c) => c.operationName === 'paginateConversationWorkspaceByWorkspaceId').at(-1)
        ?.variables,
    ).toEqual({
      paginateConversationWorkspaceByWorkspaceIdInput: { workspaceId: 'ws-1', page: 2, limit: 20 },
    });

    fireEvent.click(within(list).getByRole('button', { name: 'Zmień nazwę rozmowy „Rozmowa 1”' }));
    // The form arrives with its module (loaded after the list's first paint, or when asked for).
    const field = await within(list).findByLabelText('Nowa nazwa rozmowy', {}, { timeout: 10_000 });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Ułamki na sprawdzian' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Zapisz' }));
    expect(await within(list).findByRole('link', { name: 'Ułamki na sprawdzian' })).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'renameConversationWorkspace')?.variables).toEqual({
      renameConversationWorkspaceInput: { id: 'c-1', name: 'Ułamki na sprawdzian' },
    });

    // A conversation started in another tab appears first.
    pushConversation(live, 'newConversationWorkspace', fakeSummary({ id: 'c-99', name: 'Z telefonu' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Z telefonu'),
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Usuń rozmowę „Rozmowa 2”' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Usunąć rozmowę „Rozmowa 2”?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Usuń rozmowę' }));
    expect(await screen.findByText('Pomyślnie usunięto')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Rozmowa 2' })).toBeNull());
    expect(api.calls.find((c) => c.operationName === 'deleteConversationWorkspace')?.variables).toEqual({
      deleteConversationWorkspaceInput: { id: 'c-2' },
    });
  });

  it('copies an answer and makes a note of it', async () => {
    render(<ToasterView />);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { api } = renderChatAt('/workspace/ws-1/playground?c=c-1', {
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([fakeSummary()]),
      getConversationWorkspaceById: () => ({
        data: { getConversationWorkspaceById: fakeConversation({ userMessages: [fakeMessage()] }) },
      }),
      generateainotatkaAiNote: () => ({
        data: { generateainotatkaAiNote: { id: 'note-9', workspaceId: 'ws-1', name: 'Ułamki' } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kopiuj odpowiedź' }));
    expect(await screen.findByText('Skopiowano')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Ułamek $\\frac{1}{2}$ to połowa [1].');

    fireEvent.click(screen.getByRole('button', { name: 'Zrób notatkę' }));
    // The button gives way to the link to the note, which takes the focus.
    const open = await screen.findByRole('link', { name: 'Otwórz notatkę' });
    expect(open.getAttribute('href')).toBe('/workspace/ws-1/ainote/note-9');
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(screen.queryByRole('button', { name: 'Zrób notatkę' })).toBeNull();
    expect(await screen.findByText('Utworzono notatkę „Ułamki”')).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'generateainotatkaAiNote')?.variables).toEqual({
      generateainotatkaAiNoteInput: { conversationId: 'c-1', botMessageId: 'b-1' },
    });
  });

  it('leads an answer that already has a note to it instead of making another (after a reload)', async () => {
    const answered = fakeMessage({ botResponses: [fakeAnswer({ aiNoteId: 'note-3' })] });
    const second = fakeMessage({
      id: 'm-2',
      botResponses: [fakeAnswer({ id: 'b-2', content: 'Ćwiartka.' })],
    });
    renderChatAt('/workspace/ws-1/playground?c=c-1', {
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([fakeSummary()]),
      getConversationWorkspaceById: () => ({
        data: { getConversationWorkspaceById: fakeConversation({ userMessages: [answered, second] }) },
      }),
    });
    const [first, last] = await screen.findAllByTestId('answer');
    const open = within(first as HTMLElement).getByRole('link', { name: 'Otwórz notatkę' });
    expect(open.getAttribute('href')).toBe('/workspace/ws-1/ainote/note-3');
    expect(within(first as HTMLElement).queryByRole('button', { name: 'Zrób notatkę' })).toBeNull();
    // An answer without a note still offers to make one.
    expect(within(last as HTMLElement).getByRole('button', { name: 'Zrób notatkę' })).toBeTruthy();
  });
});

describe('task solver', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('asks in the general workspace without a material picker, camera first', async () => {
    const started = fakeConversation({
      id: 'c-7',
      workspaceId: 'general-1',
      userMessages: [
        fakeMessage({
          message: 'Rozwiąż 2x + 3 = 11',
          botResponses: [fakeAnswer({ content: '', isFetching: true })],
        }),
      ],
    });
    const { api, router } = renderChatAt('/app/solver', {
      getsolverworkspace: () => ({ data: { getsolverworkspace: { id: 'general-1' } } }),
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([]),
      startconversationsolver: () => ({ data: { startconversationsolver: started } }),
      getConversationWorkspaceById: () => ({ data: { getConversationWorkspaceById: started } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Czat do zadań' })).toBeTruthy();
    // The first screen offers the camera; the photo joins the message as a chip.
    fireEvent.click(screen.getByRole('button', { name: 'Zrób zdjęcie zadania' }));
    fireEvent.change(screen.getByLabelText('Zdjęcie z aparatu'), {
      target: { files: [new File(['jpg'], 'zadanie.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      within(screen.getByRole('list', { name: 'Dołączone pliki' })).getByText('zadanie.jpg'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń plik „zadanie.jpg”' }));
    expect(screen.queryByRole('region', { name: 'Materiały do rozmowy' })).toBeNull();
    expect(
      api.calls.find((c) => c.operationName === 'paginateConversationWorkspaceByWorkspaceId')?.variables,
    ).toEqual({
      paginateConversationWorkspaceByWorkspaceIdInput: { workspaceId: 'general-1', page: 1, limit: 20 },
    });
    fireEvent.change(messageBox(), { target: { value: 'Rozwiąż 2x + 3 = 11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(router.state.location.search).toBe('?c=c-7'));
    expect(api.calls.find((c) => c.operationName === 'startconversationsolver')?.variables).toEqual({
      startconversationsolverInput: { message: 'Rozwiąż 2x + 3 = 11' },
    });
    expect(await screen.findByText('Kreda myśli…')).toBeTruthy();
  });
});
