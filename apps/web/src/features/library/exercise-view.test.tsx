import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '../../testing/fake-api.ts';
import {
  BOOK_ID,
  BOOK_WITH_CHAPTERS,
  EX_1,
  EX_3,
  EXERCISES,
  exercisePage,
  SUB_1_1,
} from './library-fixtures.ts';
import { addressOf, renderLibrary } from './library-test-kit.tsx';

let online = true;

const RIGHT = 'Dobrze! Twoja odpowiedź zgadza się z rozwiązaniem.';
const WRONG = 'To nie ta odpowiedź. Spróbuj jeszcze raz albo zajrzyj do rozwiązania.';

/** The API of the demo's subchapter 1.1: "8/27" is the answer of 1.1.1, offline nothing leaves. */
const handlers: Record<string, FakeHandler> = {
  libraryBook: () => ({ data: { getbookbyid: BOOK_WITH_CHAPTERS } }),
  libraryExercises: () => exercisePage(),
  checkLibraryAnswer: ({ variables }) => {
    if (!online) throw new TypeError('Failed to fetch');
    const { answer } = variables.input as { answer: string };
    return {
      data: {
        checkZadanieAnswer:
          answer === '8/27'
            ? { verdict: 'POPRAWNA', message: RIGHT }
            : { verdict: 'NIEPOPRAWNA', message: WRONG },
      },
    };
  },
};

const exerciseAddress = (id: string) =>
  `/workspace/exercise?ksiazka=${BOOK_ID}&rozdzial=${SUB_1_1}&zadanie=${id}`;

describe('an exercise of the catalogue', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the exercise to a signed-out visitor, with its solution behind "Pokaż rozwiązanie"', async () => {
    renderLibrary(exerciseAddress(EX_1), handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zadanie 1.1.1' })).toBeTruthy();
    expect(screen.getByText('s. 1 · Obliczeniowe')).toBeTruthy();
    expect(screen.getByText(/^Oblicz /)).toBeTruthy();
    const show = screen.getByRole('button', { name: 'Pokaż rozwiązanie' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(show.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(true);
    expect(screen.queryByText(/osobno licznik i mianownik/)).toBeNull();

    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    expect(show.textContent).toBe('Ukryj rozwiązanie');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole('heading', { level: 3, name: 'Krok po kroku' })).toBeTruthy();
    expect(await within(panel).findByText(/osobno licznik i mianownik/)).toBeTruthy();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Odpowiedź' })).toBeTruthy();
  });

  it('lists the options of a closed exercise and moves to its neighbours', async () => {
    const { router } = renderLibrary(exerciseAddress(EX_3), handlers);
    const options = await screen.findByRole('list', { name: 'Odpowiedzi do wyboru' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 2)),
    ).toEqual(['A.', 'B.', 'C.', 'D.']);
    expect(screen.getByText('Wpisz literę (np. C) albo treść odpowiedzi.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Następne zadanie' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Poprzednie zadanie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zadanie 1.1.2' })).toBeTruthy();
    expect(addressOf(router)).toBe(exerciseAddress(String(EXERCISES[1]?.id)));
  });

  it('checks a typed answer: a wrong one, then the right one, each verdict read out, the answer kept', async () => {
    const { api } = renderLibrary(exerciseAddress(EX_1), handlers);
    const field = (await screen.findByLabelText('Twoja odpowiedź')) as HTMLInputElement;
    const verdict = screen.getByTestId('answer-verdict');
    expect(verdict.getAttribute('aria-live')).toBe('polite');

    fireEvent.change(field, { target: { value: '9/27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await within(verdict).findByText(WRONG)).toBeTruthy();
    expect(field.value).toBe('9/27');

    fireEvent.change(field, { target: { value: '8/27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await within(verdict).findByText(RIGHT)).toBeTruthy();
    expect(field.value).toBe('8/27');
    expect(api.calls.filter((c) => c.operationName === 'checkLibraryAnswer').map((c) => c.variables)).toEqual(
      [{ input: { id: EX_1, answer: '9/27' } }, { input: { id: EX_1, answer: '8/27' } }],
    );
  });

  it('refuses an empty answer in Polish before asking anything', async () => {
    const { api } = renderLibrary(exerciseAddress(EX_1), handlers);
    const field = await screen.findByLabelText('Twoja odpowiedź');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Wpisz swoją odpowiedź.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.count('checkLibraryAnswer')).toBe(0);
  });

  it('says in Polish that there is no connection, keeping the typed answer for another try', async () => {
    renderLibrary(exerciseAddress(EX_1), handlers);
    const field = (await screen.findByLabelText('Twoja odpowiedź')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '8/27' } });
    online = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Brak połączenia z internetem. Sprawdź, czy masz zasięg lub Wi-Fi.');
    expect(field.value).toBe('8/27');
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText(RIGHT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
