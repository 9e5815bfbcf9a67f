import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BIOLOGY,
  BOOK,
  BOOK_ID,
  BOOK_WITH_CHAPTERS,
  exercisePage,
  notFound,
  SUB_1_1,
} from './library-fixtures.ts';
import { addressOf, renderLibrary } from './library-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const bookPage = (data: unknown[], page: number, total: number) => ({
  data: { getBooks: { data, total, page, limit: 20 } },
});

describe('the exercise catalogue (/workspace/exercise)', () => {
  it('lists the books with exercises by subject and class, a page at a time', async () => {
    const { api, router } = renderLibrary('/workspace/exercise', {
      libraryBooks: ({ variables }) => {
        const input = variables.input as { page: number; przedmiot?: string };
        if (input.przedmiot === 'mathematics') return bookPage([BOOK], 1, 1);
        return input.page === 1 ? bookPage([BIOLOGY], 1, 21) : bookPage([BOOK], 2, 21);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zadania z rozwiązaniami' })).toBeTruthy();
    expect(await screen.findByText('66 zadań z rozwiązaniami')).toBeTruthy();
    const books = await screen.findByRole('list', { name: 'Książki' });
    expect(within(books).getByRole('link', { name: BIOLOGY.name }).getAttribute('href')).toBe(
      `/workspace/exercise?ksiazka=${BIOLOGY.id}`,
    );
    expect(screen.getByText('Znaleziono 21 książek.')).toBeTruthy();
    expect(screen.getByText('Pokazano 1 z 21.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await within(books).findByRole('link', { name: BOOK.name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(api.calls.filter((c) => c.operationName === 'libraryBooks').map((c) => c.variables)).toEqual([
      { input: { page: 1, limit: 20 } },
      { input: { page: 2, limit: 20 } },
    ]);

    fireEvent.change(screen.getByLabelText('Przedmiot'), { target: { value: 'mathematics' } });
    fireEvent.change(screen.getByLabelText('Klasa'), { target: { value: '7' } });
    await waitFor(() => expect(screen.getByText('Znaleziono 1 książkę.')).toBeTruthy());
    expect(api.calls.at(-1)?.variables).toEqual({
      input: { page: 1, limit: 20, przedmiot: 'mathematics', klasa: 7 },
    });
    expect(addressOf(router)).toBe('/workspace/exercise?przedmiot=mathematics&klasa=7');
  });

  it('finds a book by title and opens its exercises', async () => {
    renderLibrary('/workspace/exercise', {
      libraryBooks: () => bookPage([BIOLOGY], 1, 1),
      librarySearch: () => ({ data: { getBooksByTitle: [BOOK] } }),
    });
    fireEvent.change(await screen.findByLabelText('Tytuł albo numer ISBN'), {
      target: { value: 'Matematyka' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    const found = await screen.findByRole('list', { name: 'Znalezione książki' });
    expect(within(found).getByRole('link', { name: BOOK.name }).getAttribute('href')).toBe(
      `/workspace/exercise?ksiazka=${BOOK_ID}`,
    );
  });

  it('goes from a book to a subchapter and its exercises, each place its own address', async () => {
    const { api, router } = renderLibrary(`/workspace/exercise?ksiazka=${BOOK_ID}`, {
      libraryBook: () => ({ data: { getbookbyid: BOOK_WITH_CHAPTERS } }),
      libraryExercises: () => exercisePage(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: BOOK.name })).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();
    const chapter = screen.getByRole('region', { name: '1. Potęgi i pierwiastki' });
    fireEvent.click(within(chapter).getByRole('link', { name: /1\.1\. Potęga o wykładniku naturalnym/ }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: '1.1. Potęga o wykładniku naturalnym',
    });
    // The view changed inside the page: its heading has the focus.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(addressOf(router)).toBe(`/workspace/exercise?ksiazka=${BOOK_ID}&rozdzial=${SUB_1_1}`);
    expect(api.calls.find((c) => c.operationName === 'libraryExercises')?.variables).toEqual({
      input: { relationId: SUB_1_1, page: 1, limit: 100 },
    });
    const list = screen.getByRole('list', { name: 'Zadania' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Zadanie 1.1.1', 'Zadanie 1.1.2', 'Zadanie 1.1.3']);
    const trail = screen.getByRole('navigation', { name: 'Jesteś tutaj' });
    expect(within(trail).getByRole('link', { name: BOOK.name }).getAttribute('href')).toBe(
      `/workspace/exercise?ksiazka=${BOOK_ID}`,
    );
  });

  it('says which part is missing: the book, the subchapter or the exercise', async () => {
    renderLibrary('/workspace/exercise?ksiazka=nie-ma', { libraryBook: () => notFound() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono książki' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do zadań' }).getAttribute('href')).toBe(
      '/workspace/exercise',
    );
  });

  it('does not ask for the exercises of a subchapter the book does not list', async () => {
    const { api } = renderLibrary(`/workspace/exercise?ksiazka=${BOOK_ID}&rozdzial=obcy`, {
      libraryBook: () => ({ data: { getbookbyid: BOOK_WITH_CHAPTERS } }),
      libraryExercises: () => exercisePage(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono podrozdziału' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do książki' }).getAttribute('href')).toBe(
      `/workspace/exercise?ksiazka=${BOOK_ID}`,
    );
    expect(api.count('libraryExercises')).toBe(0);
  });

  it('says an exercise is not in its subchapter, with the way back to the list', async () => {
    renderLibrary(`/workspace/exercise?ksiazka=${BOOK_ID}&rozdzial=${SUB_1_1}&zadanie=obce`, {
      libraryBook: () => ({ data: { getbookbyid: BOOK_WITH_CHAPTERS } }),
      libraryExercises: () => exercisePage(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono zadania' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do zadań podrozdziału' }).getAttribute('href')).toBe(
      `/workspace/exercise?ksiazka=${BOOK_ID}&rozdzial=${SUB_1_1}`,
    );
  });
});
