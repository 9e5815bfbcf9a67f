import { LEVELS, SUBJECTS } from '@kreda/shared/enums';
import { useLocation } from 'react-router';
import { type FakeHandler, type FakeReply, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import type { AdminBook } from './api/get-admin-textbook.ts';
import type { AdminTextbook } from './api/get-admin-textbooks.ts';
import { Component as NewTextbookPage } from './new-textbook-page.tsx';
import { Component as TextbookAdminPage } from './textbook-admin-page.tsx';
import { Component as TextbooksAdminPage } from './textbooks-admin-page.tsx';

// The admin library's pages against a fake API that keeps the books it is given and applies an
// `updatepodrecznik` the way the server does: all of it, or (when told to refuse) none of it.

export const BOOK_ID = '0b6f8f5e-2a4c-4a8e-9d5b-1f2e3d4c5b6a';
export const CHAPTER_1 = '1a000000-0000-4000-8000-000000000001';
export const SUB_1_1 = '1a000000-0000-4000-8000-000000000011';
export const SUB_1_2 = '1a000000-0000-4000-8000-000000000012';

export function textbook(overrides: Partial<AdminTextbook> = {}): AdminTextbook {
  return {
    __typename: 'Podrecznik',
    id: BOOK_ID,
    title: 'Matematyka 7. Podręcznik demonstracyjny',
    isbn: '9788300000012',
    przedmiot: 'mathematics',
    poziom: 'PODSTAWOWY_SIEDEM',
    klasa: 7,
    wydawnictwo: 'Kreda (demo)',
    authors: ['Zespół Kredy', 'Marta Wzorcowa'],
    visible: true,
    demo: true,
    exerciseCount: 3,
    ...overrides,
  } as AdminTextbook;
}

const entry = (id: string, number: string, name: string, page: number, exerciseCount: number) => ({
  __typename: 'PodrChapter' as const,
  id,
  toc_id: number,
  number,
  name,
  page,
  deleted: false,
  exerciseCount,
});

export function bookWithChapters(overrides: Partial<AdminTextbook> = {}): AdminBook {
  return {
    __typename: 'PodrBook',
    id: BOOK_ID,
    podrecznik: textbook(overrides),
    chapters: [
      {
        ...entry(CHAPTER_1, '1', 'Potęgi i pierwiastki', 1, 3),
        subchapters: [
          entry(SUB_1_1, '1.1', 'Potęga o wykładniku naturalnym', 1, 3),
          entry(SUB_1_2, '1.2', 'Działania na potęgach', 3, 0),
        ],
      },
    ],
  } as AdminBook;
}

type Change = { id: string } & Record<string, unknown>;

/** Applies an `updatepodrecznik` input to the kept book (the fields it names, nothing else). */
function applied(book: AdminBook, input: Change): AdminBook {
  const { id: _, chapters = [], ...fields } = input as Change & { chapters?: Change[] };
  const change = (row: AdminBook['chapters'][number]['subchapters'][number]) => {
    const found = chapters.find((c) => c.id === row.id);
    if (!found) return row;
    const { id: __, ...rest } = found;
    return { ...row, ...rest };
  };
  return {
    ...book,
    podrecznik: { ...book.podrecznik, ...fields } as AdminTextbook,
    chapters: book.chapters.map((chapter) => ({
      ...change(chapter),
      subchapters: chapter.subchapters.map(change),
    })),
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/**
 * The two admin pages at `path` with `books` kept by the fake API; `refuse` answers the next
 * `updatepodrecznik` with that reply instead (and changes nothing).
 */
interface ListInput {
  przedmiot?: string | null;
  szukaj?: string | null;
  page?: number;
  limit?: number;
}

/** The server's search: a fragment of the title (any case) or of the ISBN (hyphens ignored). */
function matches(book: AdminTextbook, query: string): boolean {
  const text = query.trim().toLocaleLowerCase('pl');
  const digits = text.replace(/[\s-]/g, '');
  return (
    !text ||
    book.title.toLocaleLowerCase('pl').includes(text) ||
    (/^\d+$/.test(digits) && !!book.isbn?.includes(digits))
  );
}

const bySubjectLevelTitle = (a: AdminTextbook, b: AdminTextbook) =>
  SUBJECTS.indexOf(a.przedmiot) - SUBJECTS.indexOf(b.przedmiot) ||
  LEVELS.indexOf(a.poziom) - LEVELS.indexOf(b.poziom) ||
  a.title.localeCompare(b.title, 'pl');

export function renderAdminLibrary(
  path: string,
  {
    books = [bookWithChapters()],
    handlers = {},
  }: { books?: AdminBook[]; handlers?: Record<string, FakeHandler> } = {},
) {
  const kept = new Map(books.map((book) => [book.id, book]));
  const state: { refuse: FakeReply | null } = { refuse: null };
  const api = installFakeApi({
    adminTextbooks: ({ variables }) => {
      const { przedmiot, szukaj, page = 1, limit = 20 } = variables.input as ListInput;
      const found = [...kept.values()]
        .map((book) => book.podrecznik)
        .filter((book) => (!przedmiot || book.przedmiot === przedmiot) && matches(book, szukaj ?? ''))
        .sort(bySubjectLevelTitle);
      const data = found.slice((page - 1) * limit, page * limit);
      return { data: { adminPodreczniki: { total: found.length, page, limit, data } } };
    },
    adminTextbook: ({ variables }) => {
      const book = kept.get((variables.input as { id: string }).id);
      return book
        ? { data: { getPodrBookById: book } }
        : { errors: [{ message: 'Nie znaleziono podręcznika.', extensions: { code: 'NOT_FOUND' } }] };
    },
    adminUpdateTextbook: ({ variables }) => {
      if (state.refuse) return state.refuse;
      const input = variables.input as Change;
      const book = kept.get(input.id);
      if (!book)
        return { errors: [{ message: 'Nie znaleziono podręcznika.', extensions: { code: 'NOT_FOUND' } }] };
      const next = applied(book, input);
      kept.set(book.id, next);
      return { data: { updatepodrecznik: next.podrecznik } };
    },
    adminDeleteTextbook: ({ variables }) => {
      if (state.refuse) return state.refuse;
      const { id } = variables.input as { id: string };
      if (!kept.delete(id))
        return { errors: [{ message: 'Nie znaleziono podręcznika.', extensions: { code: 'NOT_FOUND' } }] };
      return { data: { deletePodrecznik: id } };
    },
    // The demo books have no import (their page shows no import section).
    adminTextbookImports: () => ({ data: { podrecznikImports: [] } }),
    ...handlers,
  });
  const { router } = renderRoutes(
    [
      { path: '/admin/podreczniki', Component: TextbooksAdminPage },
      { path: '/admin/podreczniki/nowy', Component: NewTextbookPage },
      { path: '/admin/podreczniki/:id', Component: TextbookAdminPage },
      { path: '*', Component: Where },
    ],
    path,
    testQueryClient(),
  );
  return {
    api,
    router,
    kept,
    refuseNext: (reply: FakeReply) => {
      state.refuse = reply;
    },
  };
}
