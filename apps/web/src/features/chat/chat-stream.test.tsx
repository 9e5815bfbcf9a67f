import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import type { Conversation } from './api/chat-fragments.ts';
import {
  citation,
  messageBox,
  pageOf,
  pushConversation,
  renderChatAt,
  streamEvent,
} from './chat-test-kit.tsx';
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

describe('workspace chat: asking and the live answer', () => {
  beforeEach(() => {
    live.sinks.clear();
    live.variables.clear();
    live.connected.length = 0;
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('starts a conversation with the chosen materials and streams the answer into place with its citations', async () => {
    let saved: Conversation = fakeConversation({
      isFetching: true,
      userMessages: [fakeMessage({ botResponses: [fakeAnswer({ content: '', isFetching: true })] })],
    });
    const { api, router } = renderChatAt('/workspace/ws-1/playground', {
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([]),
      getActionSources: () => ({ data: { getActionSources: fakeActionSources() } }),
      startconversation: () => ({ data: { startconversation: saved } }),
      getConversationWorkspaceById: () => ({ data: { getConversationWorkspaceById: saved } }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Czat' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'O co chcesz zapytać?' })).toBeTruthy();
    expect(await screen.findByText('Nie masz jeszcze rozmów. Zadaj pierwsze pytanie.')).toBeTruthy();
    // The last choice comes back; a material still being read cannot be chosen.
    const lesson = (await screen.findByLabelText('Ułamki – lekcja')) as HTMLInputElement;
    expect(lesson.checked).toBe(true);
    expect((screen.getByLabelText(/Kartkówka\.pdf/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Sprawdzian' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'YouTube' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Notatka o ułamkach'));
    // A finished quiz is a material too ("Zapytaj w czacie").
    expect(screen.getByRole('group', { name: 'Wyniki quizów' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Ułamki – wynik 60% (25.11)'));
    // So is a chapter of a published textbook of the workspace's subject.
    expect(screen.getByRole('group', { name: 'Podręczniki' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('3. Ułamki – Matematyka 7'));

    // An example question fills the box; Enter sends it.
    fireEvent.click(
      screen.getByRole('button', { name: 'Zrób krótkie podsumowanie tego tematu w punktach.' }),
    );
    expect(messageBox().value).toBe('Zrób krótkie podsumowanie tego tematu w punktach.');
    fireEvent.change(messageBox(), { target: { value: 'Co to jest ułamek?' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey: true });
    expect(api.count('startconversation')).toBe(0);
    fireEvent.keyDown(messageBox(), { key: 'Enter' });

    await waitFor(() => expect(router.state.location.search).toBe('?c=c-1'));
    expect(api.calls.find((c) => c.operationName === 'startconversation')?.variables).toEqual({
      startconversationInput: {
        workspaceId: 'ws-1',
        message: 'Co to jest ułamek?',
        sources: [
          { type: 'USER_DOC', id: 'doc-1' },
          { type: 'AI_NOTE', id: 'note-1' },
          { type: 'QUIZ_RESULT', id: 'result-1' },
          { type: 'LIBRARY_CHAPTER', id: 'chapter-1' },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nowy Chat' })).toBeTruthy();
    expect(live.variables.get('llmStream')).toEqual({ llmStreamInput: { conversationId: 'c-1' } });

    streamEvent(live, { type: 'SNAPSHOT', content: 'Ułamek ' });
    streamEvent(live, { delta: 'Ułamek ', offset: 0 });
    streamEvent(live, { delta: 'to połowa', offset: 7 });
    streamEvent(live, { delta: ' – ', offset: 50 });
    expect(await screen.findByText('Ułamek to połowa')).toBeTruthy();
    expect(screen.getByTestId('stream-cursor')).toBeTruthy();
    // Nothing can be sent while the answer is written; it can be stopped.
    expect(messageBox().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Zatrzymaj odpowiedź' })).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('');

    saved = fakeConversation({
      name: 'Ułamki zwykłe',
      userMessages: [
        fakeMessage({
          botResponses: [fakeAnswer({ content: 'Ułamek to połowa [1].', citations: [citation] })],
        }),
      ],
    });
    streamEvent(live, { type: 'DONE', content: 'Ułamek to połowa [1].', offset: 21 });
    const inText = await screen.findByRole('link', { name: '[1]' });
    expect(inText.getAttribute('href')).toBe('/workspace/ws-1/materials/doc-1');
    const chip = screen.getByRole('link', { name: /Ułamki – lekcja · str\. 3/ });
    expect(chip.getAttribute('href')).toBe('/workspace/ws-1/materials/doc-1');
    expect(screen.queryByTestId('stream-cursor')).toBeNull();
    expect(screen.getByText('Kreda skończyła odpowiadać.')).toBeTruthy();
    expect(messageBox().disabled).toBe(false);

    // The title the server gives after the first exchange arrives live.
    pushConversation(live, 'updateConversationWorkspace', fakeSummary({ name: 'Ułamki zwykłe' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ułamki zwykłe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ułamki zwykłe' }).getAttribute('href')).toBe(
      '/workspace/ws-1/playground?c=c-1',
    );
  });

  it('sends in an open conversation; a failed answer loses its live text and can be asked again', async () => {
    const first = fakeMessage({ botResponses: [fakeAnswer({ content: 'Połowa.' })] });
    const asked = fakeMessage({
      id: 'm-2',
      message: 'A ćwiartka?',
      botResponses: [fakeAnswer({ id: 'b-2', content: '', isFetching: true })],
    });
    let saved = fakeConversation({
      userMessages: [first],
      sources: {
        id: 'set-1',
        sources: [{ __typename: 'UserDoc', id: 'doc-1', name: 'Ułamki – lekcja', sourceType: 'NOTATKA' }],
      },
    });
    const { api } = renderChatAt('/workspace/ws-1/playground?c=c-1', {
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([fakeSummary()]),
      getConversationWorkspaceById: () => ({ data: { getConversationWorkspaceById: saved } }),
      sendmessage: () => ({ data: { sendmessage: asked } }),
    });
    expect(await screen.findByText('Połowa.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ułamki – lekcja' }).getAttribute('href')).toBe(
      '/workspace/ws-1/materials/doc-1',
    );

    fireEvent.change(messageBox(), { target: { value: '  A ćwiartka?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(api.count('sendmessage')).toBe(1));
    expect(api.calls.find((c) => c.operationName === 'sendmessage')?.variables).toEqual({
      sendmessageInput: { conversationId: 'c-1', message: 'A ćwiartka?' },
    });
    expect(await screen.findByText('A ćwiartka?')).toBeTruthy();
    expect(messageBox().value).toBe('');
    // After sending, the focus waits on the stop button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zatrzymaj odpowiedź' })),
    );

    streamEvent(live, { botMessageId: 'b-2', delta: 'Ćwiartka to', offset: 0 });
    expect(await screen.findByText('Ćwiartka to')).toBeTruthy();
    saved = fakeConversation({
      userMessages: [
        first,
        {
          ...asked,
          botResponses: [
            fakeAnswer({ id: 'b-2', content: '', isError: true, error: 'Serwer AI nie odpowiada.' }),
          ],
        },
      ],
    });
    streamEvent(live, { botMessageId: 'b-2', type: 'ERROR', error: 'Serwer AI nie odpowiada.' });
    expect(await screen.findByText('Serwer AI nie odpowiada.')).toBeTruthy();
    expect(screen.queryByText('Ćwiartka to')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(api.count('sendmessage')).toBe(2));
    expect(api.calls.filter((c) => c.operationName === 'sendmessage').at(-1)?.variables).toEqual({
      sendmessageInput: { conversationId: 'c-1', message: 'A ćwiartka?' },
    });
  });

  it('goes on writing after a reload: the live deltas follow the snapshot, even past a gap', async () => {
    // The page is opened (reloaded) while the answer is being written; its saved copy lags.
    let saved = fakeConversation({
      isFetching: true,
      userMessages: [fakeMessage({ botResponses: [fakeAnswer({ content: 'Ułamek', isFetching: true })] })],
    });
    renderChatAt('/workspace/ws-1/playground?c=c-1', {
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([fakeSummary()]),
      getConversationWorkspaceById: () => ({ data: { getConversationWorkspaceById: saved } }),
    });
    expect(await screen.findByText('Ułamek')).toBeTruthy();
    await waitFor(() => expect(live.sinks.get('llmStream')).toBeTruthy());

    streamEvent(live, { type: 'SNAPSHOT', content: 'Ułamek to ' });
    streamEvent(live, { delta: 'część', offset: 10 });
    expect(await screen.findByText('Ułamek to część')).toBeTruthy();
    streamEvent(live, { delta: ' całości', offset: 15 });
    expect(await screen.findByText('Ułamek to część całości')).toBeTruthy();
    expect(screen.getByTestId('stream-cursor')).toBeTruthy();

    // Deltas past what is known wait until the saved answer, read again, reaches them.
    streamEvent(live, { delta: ' dzielimy', offset: 30 });
    streamEvent(live, { delta: ' na równe', offset: 39 });
    saved = fakeConversation({
      isFetching: true,
      userMessages: [
        fakeMessage({
          botResponses: [fakeAnswer({ content: 'Ułamek to część całości, którą', isFetching: true })],
        }),
      ],
    });
    expect(screen.getByText('Ułamek to część całości')).toBeTruthy();
    expect(
      await screen.findByText('Ułamek to część całości, którą dzielimy na równe', {}, { timeout: 4000 }),
    ).toBeTruthy();
    streamEvent(live, { delta: ' części.', offset: 48 });
    expect(await screen.findByText('Ułamek to część całości, którą dzielimy na równe części.')).toBeTruthy();
  });

  it('reads the saved answer again when it ended before the stream was heard', async () => {
    let saved = fakeConversation({
      isFetching: true,
      userMessages: [fakeMessage({ botResponses: [fakeAnswer({ content: 'Ułamek', isFetching: true })] })],
    });
    renderChatAt('/workspace/ws-1/playground?c=c-1', {
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([fakeSummary()]),
      getConversationWorkspaceById: () => ({ data: { getConversationWorkspaceById: saved } }),
    });
    expect(await screen.findByTestId('stream-cursor')).toBeTruthy();
    saved = fakeConversation({
      userMessages: [fakeMessage({ botResponses: [fakeAnswer({ content: 'Ułamek to część.' })] })],
    });
    streamEvent(live, { type: 'SNAPSHOT', botMessageId: null, content: '' });
    expect(await screen.findByText('Ułamek to część.')).toBeTruthy();
    expect(screen.queryByTestId('stream-cursor')).toBeNull();
    expect(messageBox().disabled).toBe(false);
  });
});
