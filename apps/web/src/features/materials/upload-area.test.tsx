import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session-cache.ts';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { fakeUser, installFakeApi, setSessionCookie } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { applyMaterialEvent } from './api/material-cache.ts';
import { Component as MaterialsPage } from './materials-page.tsx';
import { fakeMaterial } from './test-fixtures.ts';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

// XMLHttpRequest is the edge of an upload: a fake records each request and answers by hand.
class FakeXhr {
  static all: FakeXhr[] = [];
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(percent: number) {
    act(() =>
      this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent),
    );
  }
  async respond(body: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

const MB = 1024 * 1024;

let client: ReturnType<typeof testQueryClient>;

function renderPage() {
  const api = installFakeApi({
    getUploadLimit: () => ({ data: { getAppConfig: { uploadMaxBytes: 3 * MB } } }),
    getUserDocByWorkspaceId: () => ({ data: { getUserDocByWorkspaceId: [] } }),
    deleteUserDoc: () => ({ data: { deleteUserDoc: { success: true, message: 'Usunięto materiał.' } } }),
  });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const queryClient = testQueryClient();
  client = queryClient;
  const { integrations: _i, ...me } = fakeUser();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  setSessionCookie();
  renderRoutes(
    [{ path: '/workspace/:slug/materials', Component: MaterialsPage }],
    '/workspace/ws-1/materials',
    queryClient,
  );
  return api;
}

const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Plik do dodania'), { target: { files } });

/** The request of the n-th upload, once the mutation has opened it. */
async function sent(n = 0): Promise<FakeXhr> {
  return waitFor(() => {
    const xhr = FakeXhr.all[n];
    if (!xhr) throw new Error('no upload was sent yet');
    return xhr;
  });
}

const pdf = (name: string, size = 1000) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const created = (id: string, name: string) => ({
  data: { createUserDoc: { __typename: 'UserDoc', ...fakeMaterial({ id, name }) } },
});

describe('adding a file', () => {
  beforeEach(() => {
    FakeXhr.all = [];
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('states the kinds and the limit before picking, and refuses what the server would refuse without sending it', async () => {
    renderPage();
    expect(
      await screen.findByText('PDF, Word (DOCX), plik tekstowy, zdjęcie lub nagranie — do 3 MB.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Wybierz plik' }).getAttribute('aria-describedby'),
    ).toBeTruthy();

    pick(pdf('rozdział.pdf', 5 * MB), new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Plik „rozdział.pdf” jest za duży (5 MB). Można dodać plik do 3 MB.',
      'Kreda nie odczyta pliku „program.exe”. Dodaj PDF, dokument Word (DOCX), plik tekstowy, zdjęcie lub nagranie.',
    ]);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('shows progress under the picker, then the new material with a link to it', async () => {
    renderPage();
    await screen.findByText(/do 3 MB/);
    pick(pdf('lekcja.pdf'));
    const list = await screen.findByRole('list', { name: 'Dodawane pliki' });
    const xhr = await sent();
    xhr.progress(40);
    expect(within(list).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    await xhr.respond(created('doc-9', 'lekcja.pdf'));
    expect(await within(list).findByText(/Dodano „/)).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Otwórz materiał' }).getAttribute('href')).toBe(
      '/workspace/ws-1/materials/doc-9',
    );
    // The notice says what the row says: being read, then ready (as the live list learns it).
    expect(within(list).getByText(/Kreda odczytuje z niego tekst\./)).toBeTruthy();
    act(() =>
      applyMaterialEvent(client, { ...fakeMaterial({ id: 'doc-9', name: 'lekcja.pdf' }), state: 'SOLVED' }),
    );
    expect(await within(list).findByText(/Tekst jest gotowy/)).toBeTruthy();
    expect(within(list).queryByText(/odczytuje/)).toBeNull();
    expect(list.closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('cancels an upload on its way by aborting the request', async () => {
    const api = renderPage();
    await screen.findByText(/do 3 MB/);
    pick(pdf('lekcja.pdf'));
    const xhr = await sent();
    xhr.progress(30);
    fireEvent.click(await screen.findByRole('button', { name: 'Anuluj wysyłanie „lekcja.pdf”' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText(/Anulowano wysyłanie/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.count('deleteUserDoc')).toBe(0);
  });

  it('deletes the material again when cancelled after the whole file was sent', async () => {
    const api = renderPage();
    await screen.findByText(/do 3 MB/);
    pick(pdf('lekcja.pdf'));
    const xhr = await sent();
    xhr.progress(100);
    fireEvent.click(await screen.findByRole('button', { name: 'Anuluj wysyłanie „lekcja.pdf”' }));
    expect(xhr.aborted).toBe(false);
    await xhr.respond(created('doc-9', 'lekcja.pdf'));
    expect(await screen.findByText(/Anulowano wysyłanie/)).toBeTruthy();
    expect(api.calls.find((call) => call.operationName === 'deleteUserDoc')?.variables).toEqual({
      deleteUserDocInput: { id: 'doc-9' },
    });
    expect(screen.queryByRole('link', { name: 'lekcja.pdf' })).toBeNull();
  });
});
