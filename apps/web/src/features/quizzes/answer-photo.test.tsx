import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import type { QuizResult } from './api/quiz-fragments.ts';
import { renderQuizAt, resetLive } from './quiz-test-kit.tsx';
import { fakeAnswer, fakeQuiz, fakeResult, openQuestion } from './test-fixtures.ts';

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
const PHOTO_URL = '/api/files/f-1?sig=abc';

function photo(name = 'rozwiązanie.jpg', type = 'image/jpeg', size = 200_000) {
  const file = new File(['jpeg'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderAttempt(result: QuizResult = fakeResult()) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const handlers: Record<string, FakeHandler> = {
    getQuizWorkspaceById: () => ({ data: { getQuizWorkspaceById: fakeQuiz({ questions: [openQuestion] }) } }),
    getQuizResultById: () => ({ data: { getQuizResultById: result } }),
    getUploadLimit: () => ({ data: { getAppConfig: { uploadMaxBytes: 3 * MB } } }),
  };
  return renderQuizAt('/workspace/ws-1/quiz/quiz-1/r-1', handlers);
}

const camera = () => screen.getByLabelText('Zdjęcie rozwiązania z aparatu');
const chooser = () => screen.getByLabelText('Plik ze zdjęciem rozwiązania');
const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

async function sent(): Promise<FakeXhr> {
  return waitFor(() => {
    const xhr = FakeXhr.all[0];
    if (!xhr) throw new Error('no upload was sent yet');
    return xhr;
  });
}

const readAnswer = fakeAnswer({
  id: 'a-q-2',
  questionId: 'q-2',
  optionId: null,
  userAnswer: 'Mianownik mówi, na ile równych części dzielimy całość.',
  fileId: 'f-1',
  fileUrl: PHOTO_URL,
  isCorrect: null,
  points: null,
  maxPoints: 2,
  isReviewing: true,
  correctOptionId: null,
});

describe('a photographed open answer', () => {
  // jsdom makes no object URLs: the thumbnail gets a stand-in.
  const urls = URL as unknown as Record<string, unknown>;
  beforeEach(() => {
    resetLive(live);
    FakeXhr.all = [];
    urls.createObjectURL = () => 'blob:podglad';
    urls.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
  });

  it('opens the camera or a file, previews the photo and refuses a wrong type or size before sending', async () => {
    renderAttempt();
    const add = await screen.findByRole('button', { name: 'Dodaj zdjęcie rozwiązania' });
    expect(screen.getByRole('button', { name: 'Wybierz zdjęcie z urządzenia' })).toBeTruthy();
    expect(camera().getAttribute('capture')).toBe('environment');
    expect(camera().getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(chooser().hasAttribute('capture')).toBe(false);
    await screen.findByText(/JPG, PNG albo WebP do 3 MB/);

    pick(chooser(), new File(['%PDF'], 'karta.pdf', { type: 'application/pdf' }));
    expect(
      screen.getByText('Plik „karta.pdf” nie jest zdjęciem. Dodaj zdjęcie rozwiązania (JPG, PNG albo WebP).'),
    ).toBeTruthy();
    pick(camera(), photo('wielkie.jpg', 'image/jpeg', 5 * MB));
    expect(
      screen.getByText('Plik „wielkie.jpg” jest za duży (5 MB). Można dodać plik do 3 MB.'),
    ).toBeTruthy();
    expect(add.getAttribute('aria-describedby')).toContain(
      screen.getByText(/jest za duży/).closest('p')?.id ?? 'missing',
    );

    pick(camera(), photo());
    expect(screen.queryByText(/jest za duży/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Podgląd zdjęcia „rozwiązanie.jpg”' }).getAttribute('src')).toBe(
      'blob:podglad',
    );
    expect(screen.getByRole('button', { name: 'Zrób inne zdjęcie' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń zdjęcie' }));
    expect(screen.queryByRole('img')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dodaj zdjęcie rozwiązania' })),
    );
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('sends the photo with the typed text, shows the reading, then the photo beside the text read from it', async () => {
    const { api } = renderAttempt();
    fireEvent.change(await screen.findByLabelText('Twoja odpowiedź'), { target: { value: 'Mianownik:' } });
    pick(camera(), photo());
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedź' }));

    const xhr = await sent();
    expect(api.count('submitAnswer')).toBe(0);
    expect(JSON.parse(String(xhr.form?.get('map')))).toEqual({ '0': ['variables.submitAnswerInput.file'] });
    expect(JSON.parse(String(xhr.form?.get('operations'))).variables).toEqual({
      submitAnswerInput: { quizResultId: 'r-1', questionId: 'q-2', answer: 'Mianownik:', file: null },
    });
    expect((xhr.form?.get('0') as File | undefined)?.name).toBe('rozwiązanie.jpg');

    xhr.progress(40);
    expect(
      screen.getByRole('progressbar', { name: 'Wysyłanie zdjęcia…' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    xhr.progress(100);
    expect(screen.getByText(/Odczytuję pismo ze zdjęcia…/)).toBeTruthy();

    await xhr.respond({ data: { submitAnswer: readAnswer } });
    const shown = await screen.findByRole('img', { name: /Zdjęcie Twojego rozwiązania/ });
    expect(shown.getAttribute('src')).toBe(PHOTO_URL);
    const figure = shown.closest('figure');
    if (!figure) throw new Error('no figure');
    expect(within(figure).getByText('Tekst odczytany ze zdjęcia')).toBeTruthy();
    expect(figure.textContent).toContain('Mianownik mówi, na ile równych części dzielimy całość.');
    expect(screen.queryByRole('button', { name: 'Dodaj zdjęcie rozwiązania' })).toBeNull();
    expect(screen.getByText('AI ocenia odpowiedź…')).toBeTruthy();
  });

  it('shows the server refusal of the photo on its field and keeps the photo to replace', async () => {
    renderAttempt();
    pick(await screen.findByLabelText('Zdjęcie rozwiązania z aparatu'), photo('rozmazane.png', 'image/png'));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź odpowiedź' }));
    const message =
      'Nie udało się odczytać rozwiązania ze zdjęcia. Zrób wyraźniejsze zdjęcie w dobrym świetle albo wpisz odpowiedź.';
    await (await sent()).respond({
      errors: [
        { message: 'Nieprawidłowe dane.', extensions: { code: 'BAD_USER_INPUT', fields: { file: message } } },
      ],
    });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Podgląd zdjęcia „rozmazane.png”' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Zrób inne zdjęcie' }).getAttribute('aria-describedby'),
    ).toContain(screen.getByText(message).closest('p')?.id ?? 'missing');
  });

  it('asks for text or a photo when there is neither', async () => {
    const { api } = renderAttempt();
    fireEvent.click(await screen.findByRole('button', { name: 'Sprawdź odpowiedź' }));
    expect(await screen.findByText('Wpisz odpowiedź albo dodaj zdjęcie rozwiązania.')).toBeTruthy();
    expect(api.count('submitAnswer')).toBe(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('shows the photo beside the text read from it on the result screen', async () => {
    renderAttempt(
      fakeResult({
        isFinished: true,
        score: 2,
        maxScore: 2,
        percent: 100,
        finishedAt: '2024-03-05T10:40:00Z',
        quizAnswers: [{ ...readAnswer, isReviewing: false, isCorrect: true, points: 2 }],
      }),
    );
    await screen.findByRole('heading', { name: 'Twój wynik' });
    const shown = await screen.findByRole('img', { name: /Zdjęcie Twojego rozwiązania/ });
    expect(shown.getAttribute('src')).toBe(PHOTO_URL);
    expect(shown.closest('figure')?.textContent).toContain('dzielimy całość');
  });
});
