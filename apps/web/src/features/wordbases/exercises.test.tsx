import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import type { WordBaseSession, WordExercise } from './api/wordbase-fragments.ts';
import { extraReview } from './exercise-card.tsx';
import { fakeBase, fakeExercise, fakeSession } from './wordbases-fixtures.ts';
import { lastVariables, renderWordBasesAt } from './wordbases-test-kit.tsx';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

const EXERCISES: WordExercise[] = [
  fakeExercise(),
  fakeExercise({
    id: 'e-2',
    kind: 'FORMA',
    polecenie: 'Wybierz poprawną formę.',
    example: 'She ___ bread every morning.',
    wordId: 'w-2',
    word: 'bread',
    options: ['buy', 'buys', 'buying'],
  }),
  fakeExercise({
    id: 'e-3',
    kind: 'TLUMACZENIE',
    polecenie: 'Przetłumacz zdanie na angielski.',
    example: 'Lubię ser.',
    wordId: 'w-3',
    word: 'cheese',
  }),
];

const VERDICTS: Record<string, Partial<WordExercise>> = {
  'e-1': { isCorrect: true, review: 'Dobrze, choć zabrakło przedimka „an”.', expected: 'an apple' },
  'e-2': { isCorrect: false, review: 'Przy „she” czasownik ma końcówkę -s.', expected: 'buys' },
  'e-3': { isCorrect: true, review: 'Świetnie.', expected: 'I like cheese.' },
};

// Offline the browser's fetch fails before anything leaves (the server is never reached).
let online = true;
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function exerciseServer(answered: string[] = []) {
  let session: WordBaseSession = fakeSession({
    wordBaseSessionType: 'EXERCISE',
    wordCount: 3,
    nextWord: null,
    exercises: EXERCISES.map((exercise) =>
      answered.includes(exercise.id)
        ? { ...exercise, ...VERDICTS[exercise.id], answered: true, answer: 'apple' }
        : exercise,
    ),
  });
  const validate: FakeHandler = ({ variables }) => {
    if (!online) throw new TypeError('Failed to fetch');
    const input = variables.valdiateexerciseInput as { exerciseId: string; answer: string };
    const exercise = {
      ...(session.exercises.find((entry) => entry.id === input.exerciseId) as WordExercise),
      ...VERDICTS[input.exerciseId],
      answered: true,
      answer: input.answer,
    };
    session = {
      ...session,
      exercises: session.exercises.map((entry) => (entry.id === exercise.id ? exercise : entry)),
    };
    if (session.exercises.every((entry) => entry.answered))
      session = { ...session, isFinished: true, score: 67 };
    return { data: { valdiateexercise: exercise } };
  };
  return {
    getWordBaseSessionById: () => ({ data: { getWordBaseSessionById: session } }),
    getWordBaseById: () => ({ data: { getWordBaseById: fakeBase() } }),
    valdiateexercise: validate,
  } satisfies Record<string, FakeHandler>;
}

const PATH = '/workspace/ws-1/wordbase/wb-1/cwiczenia/s-1';

describe('exercises', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    online = true;
  });

  it('offline: says so, keeps the answer and checks it once when the connection is back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { api } = renderWordBasesAt(PATH, exerciseServer());
    await screen.findByRole('heading', { level: 2, name: 'Uzupełnij lukę właściwym słowem.' });
    fireEvent.change(screen.getByLabelText('Twoja odpowiedź'), { target: { value: 'apple' } });
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(
      await screen.findByText(
        'Brak połączenia z internetem. Twoja odpowiedź zostaje — wyślemy ją, gdy połączenie wróci.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Twoja odpowiedź') as HTMLInputElement).value).toBe('apple');
    const sentOffline = api.count('valdiateexercise');

    await act(async () => setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Dobrze!' })).toBeTruthy();
    expect(screen.queryByText(/Brak połączenia/)).toBeNull();
    // Another 'online' sends nothing more: the answer was checked once.
    await act(async () => setOnline(true));
    expect(api.count('valdiateexercise')).toBe(sentOffline + 1);
  });

  it('shows each exercise with its gap, checks the answer and shows the review and the right answer', async () => {
    const { api } = renderWordBasesAt(PATH, exerciseServer());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Uzupełnij lukę właściwym słowem.' }),
    ).toBeTruthy();
    expect(screen.getByText('Ćwiczenie 1 / 3 · Uzupełnij lukę')).toBeTruthy();
    expect(screen.getByText('luka')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Wpisz odpowiedź.')).toBeTruthy();
    expect(api.count('valdiateexercise')).toBe(0);

    fireEvent.change(screen.getByLabelText('Twoja odpowiedź'), { target: { value: ' apple ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    const verdict = await screen.findByRole('heading', { name: 'Dobrze!' });
    expect(document.activeElement).toBe(verdict);
    expect(screen.getByText('Dobrze, choć zabrakło przedimka „an”.')).toBeTruthy();
    expect(screen.getByText('Poprawna odpowiedź:').textContent).toBe('Poprawna odpowiedź: an apple');
    expect((screen.getByLabelText('Twoja odpowiedź') as HTMLInputElement).readOnly).toBe(true);
    expect(lastVariables(api, 'valdiateexercise')).toEqual({
      valdiateexerciseInput: { sessionId: 's-1', exerciseId: 'e-1', answer: 'apple' },
    });
    expect(screen.getByRole('progressbar', { name: 'Postęp ćwiczeń' }).getAttribute('aria-valuenow')).toBe(
      '1',
    );
  });

  it('offers the forms of FORMA as radio buttons and says why a wrong one is wrong', async () => {
    const { api } = renderWordBasesAt(PATH, exerciseServer(['e-1']));
    // A reload resumes at the first exercise without an answer.
    expect(await screen.findByRole('heading', { level: 2, name: 'Wybierz poprawną formę.' })).toBeTruthy();
    const group = within(screen.getByRole('group', { name: 'Wybierz odpowiedź' }));
    expect(group.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'buy',
      'buys',
      'buying',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Wybierz jedną z odpowiedzi.')).toBeTruthy();
    fireEvent.click(group.getByRole('radio', { name: 'buy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByRole('heading', { name: 'Nie tym razem' })).toBeTruthy();
    expect(screen.getByText('Przy „she” czasownik ma końcówkę -s.')).toBeTruthy();
    // The wrong choice and the right one are marked, as a quiz marks them.
    expect(group.getByRole('radio', { name: /buy Twoja – błędna/ })).toBeTruthy();
    expect(group.getByRole('radio', { name: /buys Poprawna/ })).toBeTruthy();
    expect(group.getByRole('radio', { name: 'buying' })).toBeTruthy();
    expect(lastVariables(api, 'valdiateexercise')).toEqual({
      valdiateexerciseInput: { sessionId: 's-1', exerciseId: 'e-2', answer: 'buy' },
    });
    // Going back shows the answered exercise as it was answered.
    fireEvent.click(screen.getByRole('button', { name: 'Poprzednie' }));
    expect(await screen.findByRole('heading', { name: 'Dobrze!' })).toBeTruthy();
  });

  it('keeps answers over a reload and ends with a summary', async () => {
    const { api } = renderWordBasesAt(PATH, exerciseServer(['e-1', 'e-2']));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Przetłumacz zdanie na angielski.' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Twoja odpowiedź'), { target: { value: 'I like cheese.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    await screen.findByRole('heading', { name: 'Dobrze!' });
    // Every exercise has its answer: the session is read again for its score.
    await waitFor(() => expect(api.count('getWordBaseSessionById')).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Zobacz podsumowanie' }));
    expect(await screen.findByRole('heading', { name: 'Koniec ćwiczeń' })).toBeTruthy();
    expect(screen.getByTestId('session-score').textContent).toBe('Poprawnie: 2 z 3 (67%)');
    expect(screen.getByText('bread: źle')).toBeTruthy();
    expect(screen.getByText('Twoja odpowiedź: apple · poprawnie: buys')).toBeTruthy();
  });

  it('opens on the summary when every exercise already has its answer', async () => {
    renderWordBasesAt(PATH, exerciseServer(['e-1', 'e-2', 'e-3']));
    expect(await screen.findByRole('heading', { name: 'Koniec ćwiczeń' })).toBeTruthy();
  });
});

describe('the verdict of an exercise', () => {
  it('says nothing twice: a plain review that repeats the heading or the answer line is left out', () => {
    expect(extraReview({ review: 'Dobrze!', expected: 'apple' })).toBeNull();
    expect(extraReview({ review: 'Niepoprawnie. Poprawna odpowiedź: „buys”.', expected: 'buys' })).toBeNull();
    expect(extraReview({ review: 'Dobrze, choć zabrakło przedimka „an”.', expected: 'apple' })).toBe(
      'Dobrze, choć zabrakło przedimka „an”.',
    );
    expect(extraReview({ review: null, expected: 'apple' })).toBeNull();
  });
});
