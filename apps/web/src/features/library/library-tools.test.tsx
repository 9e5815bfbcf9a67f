import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '../../testing/fake-api.ts';
import {
  BOOK_ID,
  BOOK_WITH_CHAPTERS,
  EX_1,
  exercisePage,
  SUB_1_1,
  TEXTBOOK_WITH_CHAPTERS,
} from './library-fixtures.ts';
import { addressOf, renderLibrary } from './library-test-kit.tsx';

/*
 * "Quiz z rozdziału" on a textbook page and "Zapytaj w czacie" on an exercise: signed out, a way to
 * sign in and come back; signed in, a choice of the pupil's workspace (the book's subject first),
 * then the quiz or the conversation opens. A refusal is told in the dialog, which stays open.
 */

const CHAPTER_1 = '804be235-37f6-4b11-9c76-ea810ac11d30';
const HISTORY = {
  id: 'ws-historia',
  name: 'Historia – starożytność',
  temat: { id: 't1', przedmiot: 'history' },
};
const MATHS = { id: 'ws-matma', name: 'Matematyka – potęgi', temat: { id: 't2', przedmiot: 'mathematics' } };
const GENERAL = { id: 'ws-ogolna', name: 'Ogólna', temat: null };

const workspaces: FakeHandler = () => ({ data: { getWorkspaceByUserId: [HISTORY, GENERAL, MATHS] } });

afterEach(() => vi.unstubAllGlobals());

describe('Ucz się z korepetytorem', () => {
  it('opens the tutor’s order form with the chapter, its book, subject and class chosen', async () => {
    renderLibrary(`/podrecznikio/${BOOK_ID}`, {
      libraryTextbook: () => ({ data: { getPodrBookById: TEXTBOOK_WITH_CHAPTERS } }),
    });
    const link = await screen.findByRole('link', {
      name: 'Ucz się z korepetytorem – 1. Potęgi i pierwiastki',
    });
    const href = new URL(link.getAttribute('href') ?? '', 'https://kreda.test');
    expect(href.pathname).toBe('/app/1aitutor');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      rozdzialId: CHAPTER_1,
      podrecznikId: BOOK_ID,
      przedmiot: TEXTBOOK_WITH_CHAPTERS.podrecznik.przedmiot,
      poziom: TEXTBOOK_WITH_CHAPTERS.podrecznik.poziom,
    });
  });
});

describe('Quiz z rozdziału', () => {
  const textbook = { libraryTextbook: () => ({ data: { getPodrBookById: TEXTBOOK_WITH_CHAPTERS } }) };

  it('asks a signed-out visitor to sign in, coming back to the textbook', async () => {
    renderLibrary(`/podrecznikio/${BOOK_ID}`, textbook);
    const link = await screen.findByRole('link', { name: 'Quiz z rozdziału – 1. Potęgi i pierwiastki' });
    expect(link.getAttribute('href')).toBe(
      `/auth/sign-in?redirect=${encodeURIComponent(`/podrecznikio/${BOOK_ID}`)}`,
    );
    // A chapter without subchapters has no text to ask about.
    expect(screen.getAllByRole('link', { name: /^Quiz z rozdziału/ })).toHaveLength(2);
  });

  it('orders the quiz in the chosen workspace (the book’s subject first) and opens it', async () => {
    const { api, router } = renderLibrary(
      `/podrecznikio/${BOOK_ID}`,
      {
        ...textbook,
        libraryWorkspaces: workspaces,
        chapterQuiz: () => ({
          data: { generatequiz: { __typename: 'QuizWorkspace', id: 'quiz-1', workspaceId: MATHS.id } },
        }),
      },
      { user: {} },
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Quiz z rozdziału – 1. Potęgi i pierwiastki' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quiz z rozdziału' });
    const choice = await within(dialog).findByRole('group', { name: 'Przestrzeń' });
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
    expect(within(choice).queryByText('Ogólna')).toBeNull();
    expect(within(choice).getByRole('radio', { name: /Matematyka – potęgi/ })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz quiz' }));
    await waitFor(() => expect(addressOf(router)).toBe(`/workspace/${MATHS.id}/quiz/quiz-1`));
    expect(api.calls.find((c) => c.operationName === 'chapterQuiz')?.variables).toEqual({
      generatequizInput: {
        workspaceId: MATHS.id,
        rozdzialId: CHAPTER_1,
        questionCount: 10,
        detailScale: 'NORMALNY',
        questionTypes: ['ZAMKNIETE', 'OTWARTE'],
      },
    });
  });

  it('tells a refusal in the dialog, in the server’s words, and lets the pupil choose again', async () => {
    const { api, router } = renderLibrary(
      `/podrecznikio/${BOOK_ID}`,
      {
        ...textbook,
        libraryWorkspaces: workspaces,
        chapterQuiz: () => ({
          errors: [{ message: 'Nie znaleziono rozdziału podręcznika.', extensions: { code: 'NOT_FOUND' } }],
        }),
      },
      { user: {} },
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Quiz z rozdziału – 1. Potęgi i pierwiastki' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quiz z rozdziału' });
    const history = await within(dialog).findByRole('radio', { name: /Historia – starożytność/ });
    fireEvent.click(history);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz quiz' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Nie znaleziono rozdziału podręcznika.',
    );
    expect(api.calls.find((c) => c.operationName === 'chapterQuiz')?.variables).toMatchObject({
      generatequizInput: { workspaceId: HISTORY.id },
    });
    expect(addressOf(router)).toBe(`/podrecznikio/${BOOK_ID}`);
    expect(within(dialog).getByRole('button', { name: 'Utwórz quiz' })).toHaveProperty('disabled', false);
  });

  it('sends a pupil without a subject workspace to make one', async () => {
    renderLibrary(
      `/podrecznikio/${BOOK_ID}`,
      { ...textbook, libraryWorkspaces: () => ({ data: { getWorkspaceByUserId: [GENERAL] } }) },
      { user: {} },
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Quiz z rozdziału – 1. Potęgi i pierwiastki' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quiz z rozdziału' });
    expect(
      (await within(dialog).findByRole('link', { name: 'Utwórz przestrzeń' })).getAttribute('href'),
    ).toBe('/workspace?nowa=1');
    expect(within(dialog).getByRole('button', { name: 'Utwórz quiz' })).toHaveProperty('disabled', true);
  });
});

describe('Zapytaj w czacie on a library exercise', () => {
  const exercise = {
    libraryBook: () => ({ data: { getbookbyid: BOOK_WITH_CHAPTERS } }),
    libraryExercises: () => exercisePage(),
  };
  const address = `/workspace/exercise?ksiazka=${BOOK_ID}&rozdzial=${SUB_1_1}&zadanie=${EX_1}`;

  it('starts a conversation about the exercise in the chosen workspace and opens it', async () => {
    const { api, router } = renderLibrary(
      address,
      {
        ...exercise,
        libraryWorkspaces: workspaces,
        libraryExerciseChat: () => ({
          data: { startconversationintent: { id: 'rozmowa-1', workspaceId: MATHS.id } },
        }),
      },
      { user: {} },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Zapytaj w czacie – zadanie 1.1.1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zapytaj w czacie' });
    await within(dialog).findByRole('radio', { name: /Matematyka – potęgi/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Otwórz czat' }));
    await waitFor(() => expect(addressOf(router)).toBe(`/workspace/${MATHS.id}/playground?c=rozmowa-1`));
    expect(api.calls.find((c) => c.operationName === 'libraryExerciseChat')?.variables).toEqual({
      startconversationintentInput: {
        workspaceId: MATHS.id,
        message: 'Wyjaśnij mi zadanie 1.1.1 krok po kroku.',
        intent: { conversationType: 'ZADANIE' },
        zadanieId: EX_1,
      },
    });
  });

  it('asks a signed-out visitor to sign in, coming back to the exercise', async () => {
    renderLibrary(address, exercise);
    const link = await screen.findByRole('link', { name: 'Zapytaj w czacie – zadanie 1.1.1' });
    expect(link.getAttribute('href')).toBe(`/auth/sign-in?redirect=${encodeURIComponent(address)}`);
  });
});
