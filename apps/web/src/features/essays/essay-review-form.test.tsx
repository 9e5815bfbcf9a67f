import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, type FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { fakeReviewSummary } from './essay-test-fixtures.ts';
import { renderEssaysAt, resetLive } from './essay-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

// XMLHttpRequest is the edge of an upload: a fake records each request and answers by hand.
class FakeXhr {
  static all: FakeXhr[] = [];
  form: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    this.form = form;
    FakeXhr.all.push(this);
  }
  abort() {}
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
const ordered = fakeReviewSummary({ id: 'review-9', state: 'CREATED', egzaminOsmoklasistyPolski: null });
const ESSAY_TEXT = Array.from({ length: 40 }, (_, i) => `słowo${i % 2 ? 'a' : 'b'}`).join(' ');

function file(name: string, type: string, size = 200_000) {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function renderForm(handlers: Record<string, FakeHandler> = {}) {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return renderEssaysAt('/app/solver/rozprawki?nowa=ocena', {
    getRozprawkaAiByWorkspaceId: () => ({ data: { getRozprawkaAiByWorkspaceId: [] } }),
    getRozprawkaAiReviewByWorkspaceId: () => ({ data: { getRozprawkaAiReviewByWorkspaceId: [] } }),
    getUploadLimit: () => ({ data: { getAppConfig: { uploadMaxBytes: 3 * MB } } }),
    reviewrozprawka: () => ({ data: { reviewrozprawka: { __typename: 'RozprawkaAiReview', ...ordered } } }),
    ...handlers,
  });
}

const form = () => within(screen.getByRole('form', { name: 'Oceń rozprawkę' }));
const submitButton = () => form().getByRole('button', { name: 'Oceń rozprawkę' }) as HTMLButtonElement;
const fill = (label: string, value: string) =>
  fireEvent.change(form().getByLabelText(label), { target: { value } });

describe('the review form', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('says the extended Polish matura cannot be graded yet and does not send it', async () => {
    renderForm();
    fireEvent.click(await form().findByRole('radio', { name: 'Matura rozszerzona' }));
    const note = form().getByText(/Tej matury Kreda na razie nie ocenia/);
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().getAttribute('aria-describedby')).toBe(note.id);
    // The extended English matura is graded.
    fireEvent.click(form().getByRole('radio', { name: 'Język angielski' }));
    expect(form().queryByText(/Tej matury Kreda na razie nie ocenia/)).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('counts the words live against the exam, refuses a too short text and sends a typed essay', async () => {
    const { api, router } = renderForm();
    fill('Temat rozprawki', 'Czy warto być lojalnym?');
    fireEvent.click(await form().findByRole('radio', { name: 'Egzamin ósmoklasisty' }));
    fill('Tekst rozprawki', 'Lojalność jest ważna, bo buduje zaufanie.');
    expect(form().getByText('6 wyrazów – Za krótko: brakuje 194 wyrazów do 200.')).toBeTruthy();
    // Dyslexia thresholds are a rule of the Polish matura only.
    expect(form().queryByRole('checkbox', { name: /Mam dysleksję/ })).toBeNull();
    fireEvent.click(submitButton());
    expect(
      await form().findByText('To za mało do oceny: praca ma 6 wyrazów, a potrzeba co najmniej 30.'),
    ).toBeTruthy();
    expect(api.count('reviewrozprawka')).toBe(0);

    fireEvent.click(form().getByRole('radio', { name: 'Matura podstawowa' }));
    fill('Tekst rozprawki', ESSAY_TEXT);
    expect(form().getByText('40 wyrazów – Za krótko: brakuje 260 wyrazów do 300.')).toBeTruthy();
    fireEvent.click(form().getByRole('checkbox', { name: 'Mam dysleksję (inne progi błędów)' }));
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/solver/rozprawki/rozprawka-review/review-9'),
    );
    expect(api.calls.find((c) => c.operationName === 'reviewrozprawka')?.variables).toEqual({
      reviewrozprawkaInput: {
        temat: 'Czy warto być lojalnym?',
        przedmiot: 'polish',
        poziom: 'MAUTURA_PODSTAWOWA',
        content: ESSAY_TEXT,
        dysleksja: true,
      },
    });
  });

  it('checks a photo or PDF before sending, then uploads it with progress', async () => {
    const { router } = renderForm();
    fill('Temat rozprawki', 'Czy warto być lojalnym?');
    fireEvent.click(await form().findByRole('radio', { name: /Zdjęcie lub PDF/ }));
    const chooser = form().getByLabelText('Plik z pracą (zdjęcie lub PDF)');
    expect(chooser.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,application/pdf');
    expect(form().getByLabelText('Zdjęcie pracy z aparatu').getAttribute('capture')).toBe('environment');
    fireEvent.click(submitButton());
    expect(await form().findByText('Dodaj zdjęcie albo PDF pracy.')).toBeTruthy();

    fireEvent.change(chooser, { target: { files: [file('praca.docx', 'application/msword')] } });
    expect(form().getByText(/nie jest zdjęciem ani PDF-em/)).toBeTruthy();
    await waitFor(() => expect(form().getByText(/do 3 MB/)).toBeTruthy());
    fireEvent.change(chooser, { target: { files: [file('skan.pdf', 'application/pdf', 4 * MB)] } });
    expect(form().getByText('Plik „skan.pdf” jest za duży (4 MB). Można dodać plik do 3 MB.')).toBeTruthy();
    fireEvent.change(chooser, { target: { files: [file('praca.jpg', 'image/jpeg')] } });
    expect(form().queryByText(/jest za duży/)).toBeNull();
    expect(form().getByRole('button', { name: 'Usuń plik „praca.jpg”' })).toBeTruthy();

    fireEvent.click(submitButton());
    const xhr = await waitFor(() => {
      const sent = FakeXhr.all[0];
      if (!sent) throw new Error('nothing was uploaded yet');
      return sent;
    });
    const operations = JSON.parse(String(xhr.form?.get('operations')));
    expect(operations.operationName).toBe('reviewrozprawka');
    expect(operations.variables).toEqual({
      reviewrozprawkaInput: {
        temat: 'Czy warto być lojalnym?',
        przedmiot: 'polish',
        poziom: 'MAUTURA_PODSTAWOWA',
        dysleksja: false,
        file: null,
      },
    });
    expect(JSON.parse(String(xhr.form?.get('map')))).toEqual({ 0: ['variables.reviewrozprawkaInput.file'] });
    expect((xhr.form?.get('0') as File | undefined)?.name).toBe('praca.jpg');
    xhr.progress(40);
    expect(form().getByRole('progressbar', { name: 'Wysyłanie pracy…' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    await xhr.respond({ data: { reviewrozprawka: { __typename: 'RozprawkaAiReview', ...ordered } } });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/solver/rozprawki/rozprawka-review/review-9'),
    );
  });

  it('shows a refusal’s message, and the server’s word on the file under the picker', async () => {
    let attempt = 0;
    renderForm({
      reviewrozprawka: () => {
        attempt += 1;
        return attempt === 1
          ? {
              data: {
                reviewrozprawka: {
                  __typename: 'ExecutionError',
                  errorCode: 'AI_NOT_CONFIGURED',
                  message: 'Ocena rozprawek jest teraz niedostępna.',
                },
              },
            }
          : badUserInput('Nieprawidłowe dane.', { content: 'To nie wygląda na rozprawkę na ten temat.' });
      },
    });
    fill('Temat rozprawki', 'Czy warto być lojalnym?');
    fill('Tekst rozprawki', ESSAY_TEXT);
    fireEvent.click(submitButton());
    expect((await form().findByRole('alert')).textContent).toBe('Ocena rozprawek jest teraz niedostępna.');
    fireEvent.click(submitButton());
    expect(await form().findByText('To nie wygląda na rozprawkę na ten temat.')).toBeTruthy();
    expect(document.activeElement).toBe(form().getByLabelText('Tekst rozprawki'));
  });
});
