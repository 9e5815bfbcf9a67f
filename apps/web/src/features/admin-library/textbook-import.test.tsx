import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badUserInput, type FakeHandler } from '../../testing/fake-api.ts';
import { BOOK_ID, bookWithChapters, renderAdminLibrary } from './admin-library-test-kit.tsx';
import type { AdminImport } from './api/get-imports.ts';

afterEach(() => vi.unstubAllGlobals());

const NEW_ID = '0b6f8f5e-2a4c-4a8e-9d5b-00000000000a';
const IMPORT_ID = '0b6f8f5e-2a4c-4a8e-9d5b-0000000000f1';

/** A textbook just added: hidden, without a table of contents. */
const emptyBook = (id = BOOK_ID) => ({
  ...bookWithChapters({ id, title: 'Geometria 8', visible: false, demo: false, exerciseCount: 0 }),
  id,
  chapters: [],
});

const anImport = (overrides: Partial<AdminImport>): AdminImport => ({
  id: IMPORT_ID,
  podrecznikId: BOOK_ID,
  fileName: 'geometria-8.pdf',
  state: 'QUEUED',
  tocSource: null,
  pageCount: null,
  pagesRead: 0,
  chapterCount: 0,
  subchapterCount: 0,
  subchaptersRead: 0,
  exercisesFound: 0,
  exercisesSolved: 0,
  exercisesFailed: 0,
  note: null,
  error: null,
  attempt: 1,
  updatedAt: '2026-11-28T17:00:00.000Z',
  ...overrides,
});

const stages = () =>
  within(screen.getByRole('list', { name: 'Etapy importu' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function openWithImport(item: AdminImport, handlers: Record<string, FakeHandler> = {}) {
  return renderAdminLibrary(`/admin/podreczniki/${BOOK_ID}`, {
    books: [emptyBook()],
    handlers: { adminTextbookImports: () => ({ data: { podrecznikImports: [item] } }), ...handlers },
  });
}

describe('a new textbook (/admin/podreczniki/nowy)', () => {
  it('asks for the title, subject and level before sending anything', async () => {
    const { api } = renderAdminLibrary('/admin/podreczniki/nowy');
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj podręcznik' }));
    expect(await screen.findByText('Podaj tytuł podręcznika.')).toBeTruthy();
    expect(screen.getByText('Wybierz przedmiot.')).toBeTruthy();
    expect(screen.getByText('Wybierz poziom.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's message by the field and stays, adding nothing", async () => {
    const { api, router } = renderAdminLibrary('/admin/podreczniki/nowy', {
      handlers: {
        adminCreateTextbook: () =>
          badUserInput('Nieprawidłowe dane.', {
            'createPodrecznikInput.isbn': 'Inny podręcznik ma już ten numer ISBN.',
          }),
      },
    });
    fireEvent.change(await screen.findByLabelText('Tytuł'), { target: { value: 'Geometria 8' } });
    fireEvent.change(screen.getByLabelText('ISBN (opcjonalnie)'), { target: { value: '9788300000012' } });
    fireEvent.change(screen.getByLabelText('Przedmiot'), { target: { value: 'mathematics' } });
    fireEvent.change(screen.getByLabelText('Poziom'), { target: { value: 'PODSTAWOWY_OSIEM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj podręcznik' }));
    expect(await screen.findByText('Inny podręcznik ma już ten numer ISBN.')).toBeTruthy();
    expect(screen.getByLabelText('ISBN (opcjonalnie)').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/admin/podreczniki/nowy');
    expect(api.count('adminImportTextbookPdf')).toBe(0);
  });

  it('adds the hidden textbook and opens its page, where its PDF can be sent', async () => {
    const { api, router, kept } = renderAdminLibrary('/admin/podreczniki/nowy', {
      handlers: {
        adminCreateTextbook: ({ variables }) => {
          const book = emptyBook(NEW_ID);
          kept.set(NEW_ID, book);
          return { data: { createPodrecznik: { ...book.podrecznik, ...(variables.input as object) } } };
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Tytuł'), { target: { value: 'Geometria 8' } });
    fireEvent.change(screen.getByLabelText('Przedmiot'), { target: { value: 'mathematics' } });
    fireEvent.change(screen.getByLabelText('Poziom'), { target: { value: 'PODSTAWOWY_OSIEM' } });
    fireEvent.change(screen.getByLabelText('Klasa'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Autorzy (opcjonalnie)'), {
      target: { value: 'Anna Kąt\nJan Bok' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj podręcznik' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Geometria 8' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/admin/podreczniki/${NEW_ID}`);
    expect(api.calls.find((c) => c.operationName === 'adminCreateTextbook')?.variables.input).toEqual({
      title: 'Geometria 8',
      isbn: null,
      przedmiot: 'mathematics',
      poziom: 'PODSTAWOWY_OSIEM',
      klasa: 8,
      wydawnictwo: null,
      authors: ['Anna Kąt', 'Jan Bok'],
    });
    const section = within(await screen.findByRole('region', { name: 'Import z pliku PDF' }));
    expect(section.getByLabelText('Plik PDF podręcznika')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Importuj PDF' }));
    expect(await section.findByText('Wybierz plik PDF podręcznika.')).toBeTruthy();
    expect(screen.getByText('Ten podręcznik nie ma jeszcze spisu treści.')).toBeTruthy();
  });
});

describe("a textbook's import", () => {
  it('shows each stage: done, in progress with its pages, waiting', async () => {
    openWithImport(anImport({ state: 'READING', pageCount: 40, pagesRead: 12 }));
    await screen.findByRole('list', { name: 'Etapy importu' });
    expect(stages()).toEqual([
      'W kolejce: zrobione',
      'Czytanie stron: w toku (12 z 40 stron)',
      'Spis treści: czeka',
      'Rozdziały i podrozdziały: czeka',
      'Wyszukiwanie zadań: czeka',
      'Rozwiązywanie zadań: czeka',
      'Gotowe: czeka',
    ]);
    expect(screen.getByText('geometria-8.pdf')).toBeTruthy();
    // An import under way takes no second PDF.
    expect(screen.queryByLabelText('Plik PDF podręcznika')).toBeNull();
  });

  it('counts the subchapters read and the exercises found, then solved and failed', async () => {
    const written = {
      pageCount: 8,
      pagesRead: 8,
      tocSource: 'OUTLINE' as const,
      chapterCount: 2,
      subchapterCount: 5,
    };
    openWithImport(anImport({ ...written, state: 'EXERCISES', subchaptersRead: 2, exercisesFound: 3 }));
    await screen.findByRole('list', { name: 'Etapy importu' });
    expect(stages().slice(3)).toEqual([
      'Rozdziały i podrozdziały: zrobione (rozdziały: 2, podrozdziały: 5)',
      'Wyszukiwanie zadań: w toku (podrozdziały: 2 z 5, znalezione zadania: 3)',
      // The exercises found are solved while the next subchapters are read.
      'Rozwiązywanie zadań: czeka (rozwiązane: 0 z 3)',
      'Gotowe: czeka',
    ]);
  });

  it('shows the exercises being solved, with those that could not be', async () => {
    const written = {
      pageCount: 8,
      pagesRead: 8,
      tocSource: 'OUTLINE' as const,
      chapterCount: 2,
      subchapterCount: 5,
    };
    const solving = {
      ...written,
      subchaptersRead: 5,
      exercisesFound: 6,
      exercisesSolved: 4,
      exercisesFailed: 1,
    };
    openWithImport(anImport({ ...solving, state: 'SOLVING' }));
    await screen.findByRole('list', { name: 'Etapy importu' });
    expect(stages().slice(4)).toEqual([
      'Wyszukiwanie zadań: zrobione (podrozdziały: 5 z 5, znalezione zadania: 6)',
      'Rozwiązywanie zadań: w toku (rozwiązane: 4 z 6, nierozwiązane: 1)',
      'Gotowe: czeka',
    ]);
  });

  it('shows the note of a book finished without its exercises', async () => {
    const note = 'AI nie jest skonfigurowane, więc zadań nie wyszukano ani nie rozwiązano.';
    openWithImport(
      anImport({ state: 'DONE', pageCount: 8, pagesRead: 8, chapterCount: 2, subchapterCount: 5, note }),
    );
    expect(await screen.findByText(note)).toBeTruthy();
    expect(stages().at(-1)).toBe('Gotowe: zrobione');
  });

  it('takes a table of contents typed by hand when none could be read', async () => {
    const { api } = openWithImport(
      anImport({
        state: 'NEEDS_TOC',
        pageCount: 8,
        pagesRead: 8,
        error: 'Nie udało się odczytać spisu treści.',
      }),
      {
        adminSetTextbookToc: ({ variables }) =>
          (variables.input as { chapters: { name: string }[] }).chapters[0]?.name === 'Kąty'
            ? { data: { setPodrecznikToc: anImport({ state: 'CHAPTERS', tocSource: 'MANUAL' }) } }
            : badUserInput('Nieprawidłowe dane.', {
                'chapters.0.subchapters.0.page': 'Strony muszą rosnąć.',
              }),
      },
    );
    const form = within(await screen.findByRole('form', { name: 'Wpisz spis treści' }));
    expect(stages()[2]).toBe('Spis treści: czeka na wpisanie ręcznie');
    expect(screen.getByText('Nie udało się odczytać spisu treści.')).toBeTruthy();
    const chapter = within(form.getByRole('group', { name: 'Rozdział 1' }));
    fireEvent.change(chapter.getByLabelText('Nazwa (rozdział)'), { target: { value: 'Trójkąty' } });
    fireEvent.change(chapter.getAllByLabelText('Strona')[0] as HTMLElement, { target: { value: '3' } });
    fireEvent.change(chapter.getByLabelText('Nazwa (podrozdział)'), { target: { value: 'Rodzaje' } });
    fireEvent.change(chapter.getAllByLabelText('Strona')[1] as HTMLElement, { target: { value: 'x' } });
    fireEvent.click(form.getByRole('button', { name: 'Zapisz spis treści i wznów import' }));
    expect(await form.findByText('Strona: liczba całkowita od 1.')).toBeTruthy();
    expect(api.count('adminSetTextbookToc')).toBe(0);

    fireEvent.change(chapter.getAllByLabelText('Strona')[1] as HTMLElement, { target: { value: '2' } });
    fireEvent.click(form.getByRole('button', { name: 'Zapisz spis treści i wznów import' }));
    expect(await form.findByText('Strony muszą rosnąć.')).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'adminSetTextbookToc')?.variables.input).toEqual({
      importId: IMPORT_ID,
      chapters: [{ name: 'Trójkąty', page: 3, subchapters: [{ name: 'Rodzaje', page: 2 }] }],
    });
  });

  it('says why an import failed and runs it again', async () => {
    let retried = false;
    const { api } = openWithImport(anImport({ state: 'FAILED', error: 'To nie jest plik PDF.' }), {
      adminTextbookImports: () => ({
        data: {
          podrecznikImports: [
            anImport(
              retried ? { state: 'QUEUED', attempt: 2 } : { state: 'FAILED', error: 'To nie jest plik PDF.' },
            ),
          ],
        },
      }),
      adminRetryTextbookImport: () => {
        retried = true;
        return { data: { retryPodrecznikImport: anImport({ state: 'QUEUED', attempt: 2 }) } };
      },
    });
    expect(await screen.findByText('To nie jest plik PDF.')).toBeTruthy();
    expect(stages()[0]).toBe('W kolejce: nieudane');
    // Another file can be sent instead.
    expect(screen.getByLabelText('Plik PDF podręcznika')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ponów import' }));
    await waitFor(() => expect(stages()[0]).toBe('W kolejce: w toku'));
    expect(screen.getByText('(próba 2)', { exact: false })).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'adminRetryTextbookImport')?.variables).toEqual({
      id: IMPORT_ID,
    });
  });
});
