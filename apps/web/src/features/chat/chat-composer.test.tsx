import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, type FakeReply } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { messageBox, pageOf, renderChatAt } from './chat-test-kit.tsx';
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

function limitError(message: string): FakeReply {
  return { errors: [{ message, extensions: { code: 'INSUFFICIENT_RESOURCES' } }] };
}

describe('workspace chat: the message box and refusals', () => {
  beforeEach(() => {
    live.sinks.clear();
    live.variables.clear();
    live.connected.length = 0;
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('explains a used-up limit with the plan usage, a server without AI and a refused message, keeping the draft', async () => {
    let answer: FakeReply = limitError(
      'Insufficient resources: wykorzystano dzienny limit „Wiadomości w czacie” (30). Limit odnowi się jutro o 00:00.',
    );
    renderChatAt('/workspace/ws-1/playground?c=c-1', {
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([fakeSummary()]),
      getConversationWorkspaceById: () => ({
        data: { getConversationWorkspaceById: fakeConversation({ userMessages: [fakeMessage()] }) },
      }),
      sendmessage: () => answer,
      getSubscriptionUsage: () => ({
        data: {
          getSubscriptionUsage: {
            name: 'Darmowy',
            usage: [
              {
                action: 'CHAT_MESSAGE',
                label: 'Wiadomości w czacie',
                limit: 30,
                limitType: 'NUMBER',
                limitInterval: 'DAY',
                usage: 30,
                remaining: 0,
                renewsAt: '2024-03-05T23:00:00Z',
              },
            ],
          },
        },
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Nowy Chat' });
    fireEvent.change(messageBox(), { target: { value: 'Jeszcze jedno pytanie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Wykorzystano dzienny limit „Wiadomości w czacie” (30). Limit odnowi się jutro o 00:00.',
    );
    expect(alert.textContent).not.toContain('Insufficient');
    // The usage details are a module loaded after the first paint (or when the limit is hit).
    await within(alert).findByText('Darmowy', {}, { timeout: 10_000 });
    expect(within(alert).getByText('30 z 30')).toBeTruthy();
    expect(within(alert).getByText('Zostało').nextElementSibling?.textContent).toBe('0');
    expect(within(alert).getByText('06.03.2024, 00:00')).toBeTruthy();
    expect(messageBox().value).toBe('Jeszcze jedno pytanie');

    answer = {
      errors: [{ message: 'Funkcje AI są chwilowo niedostępne.', extensions: { code: 'AI_NOT_CONFIGURED' } }],
    };
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(
      await screen.findByText(
        'Na tym serwerze nie skonfigurowano sztucznej inteligencji, więc czat nie może odpowiadać. Twoja wiadomość nie została wysłana.',
      ),
    ).toBeTruthy();
    expect(messageBox().value).toBe('Jeszcze jedno pytanie');

    answer = badUserInput('Nieprawidłowe dane.', { message: 'Tekst zawiera niedozwolone znaki.' });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Tekst zawiera niedozwolone znaki.')).toBeTruthy();
    expect(messageBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts characters near the limit and refuses a longer message; attaches up to four files as chips', async () => {
    const { api } = renderChatAt('/workspace/ws-1/playground', {
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([]),
      getActionSources: () => ({ data: { getActionSources: fakeActionSources({ selected: null }) } }),
    });
    await screen.findByLabelText('Ułamki – lekcja');
    fireEvent.change(messageBox(), { target: { value: 'a'.repeat(7500) } });
    expect(screen.getByText('7500 / 8000 znaków')).toBeTruthy();
    fireEvent.change(messageBox(), { target: { value: 'a'.repeat(8001) } });
    expect(screen.getByText('Wiadomość może mieć najwyżej 8000 znaków.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(api.count('startconversation')).toBe(0);

    const photo = (name: string) => new File(['x'], name, { type: 'image/png' });
    const input = screen.getByLabelText('Plik do wiadomości');
    fireEvent.change(input, { target: { files: [photo('a.png'), photo('b.png'), photo('c.png')] } });
    // The chips are a module loaded after the first paint (lib/after-paint-module.ts): on a busy
    // machine it may still be on its way here, with the plain list of names shown meanwhile.
    const chips = await screen.findByRole('list', { name: 'Dołączone pliki' }, { timeout: 10_000 });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.change(input, { target: { files: [photo('d.png'), photo('e.png')] } });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Do wiadomości można dołączyć najwyżej 4 pliki.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń plik „b.png”' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'program.exe')] } });
    expect(screen.getByText(/„program\.exe” nie jest żadnym z nich/)).toBeTruthy();
  });

  it('sends attached files in one multipart request, with progress', async () => {
    const sent: { form: FormData; respond: (body: unknown) => void; progress: (percent: number) => void }[] =
      [];
    class FakeXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      status = 0;
      responseText = '';
      withCredentials = false;
      open() {}
      setRequestHeader() {}
      send(form: FormData) {
        sent.push({
          form,
          respond: (body) => {
            this.status = 200;
            this.responseText = JSON.stringify(body);
            this.onload?.();
          },
          progress: (percent) =>
            this.upload.onprogress?.({
              lengthComputable: true,
              loaded: percent,
              total: 100,
            } as ProgressEvent),
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderChatAt('/workspace/ws-1/playground?c=c-1', {
      paginateConversationWorkspaceByWorkspaceId: () => pageOf([fakeSummary()]),
      getConversationWorkspaceById: () => ({
        data: { getConversationWorkspaceById: fakeConversation({ userMessages: [fakeMessage()] }) },
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Nowy Chat' });
    fireEvent.change(screen.getByLabelText('Zdjęcie z aparatu'), {
      target: { files: [new File(['png'], 'zadanie.png', { type: 'image/png' })] },
    });
    fireEvent.change(screen.getByLabelText('Plik do wiadomości'), {
      target: { files: [new File(['%PDF'], 'karta.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.change(messageBox(), { target: { value: 'Sprawdź moje rozwiązanie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const request = sent[0];
    if (!request) throw new Error('no upload');
    expect(JSON.parse(String(request.form.get('map')))).toEqual({
      '0': ['variables.sendmessageInput.files.0'],
      '1': ['variables.sendmessageInput.files.1'],
    });
    expect(JSON.parse(String(request.form.get('operations'))).variables).toEqual({
      sendmessageInput: { conversationId: 'c-1', message: 'Sprawdź moje rozwiązanie', files: [null, null] },
    });
    act(() => request.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Wysyłanie plików…' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(screen.getByText('Załączniki: zadanie.png, karta.pdf')).toBeTruthy();
    act(() =>
      request.respond({
        data: {
          sendmessage: fakeMessage({
            id: 'm-2',
            message: 'Sprawdź moje rozwiązanie',
            messageFiles: [
              {
                fileId: 'f-1',
                fileUrl: '/api/files/f-1?sig=x',
                originalFileName: 'zadanie.png',
                contentType: 'image/png',
              },
              {
                fileId: 'f-2',
                fileUrl: '/api/files/f-2?sig=x',
                originalFileName: 'karta.pdf',
                contentType: 'application/pdf',
              },
            ],
            botResponses: [fakeAnswer({ id: 'b-2', content: '', isFetching: true })],
          }),
        },
      }),
    );
    expect(await screen.findByRole('img', { name: 'zadanie.png' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /karta\.pdf/ }).getAttribute('href')).toBe(
      '/api/files/f-2?sig=x',
    );
    expect(screen.queryByRole('list', { name: 'Dołączone pliki' })).toBeNull();
  });
});
