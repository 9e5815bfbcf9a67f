import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOK_ID, bookWithChapters, renderAdminLibrary } from './admin-library-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const BIOLOGY_ID = '0b6f8f5e-2a4c-4a8e-9d5b-000000000002';

/** The maths demo book (published), a hidden biology one, and `extra` maths books for pages. */
function library(extra = 0) {
  return [
    bookWithChapters(),
    {
      ...bookWithChapters({
        id: BIOLOGY_ID,
        title: 'Biologia 1. Szkic',
        isbn: null,
        przedmiot: 'biology',
        poziom: 'SREDNI_JEDEN',
        visible: false,
        demo: false,
        exerciseCount: 0,
      }),
      id: BIOLOGY_ID,
    },
    ...Array.from({ length: extra }, (_, i) => {
      const id = `0b6f8f5e-2a4c-4a8e-9d5b-1000000000${String(i).padStart(2, '0')}`;
      return {
        ...bookWithChapters({ id, title: `Zbiór ${String(i + 1).padStart(2, '0')}`, isbn: null }),
        id,
      };
    }),
  ];
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Podręczniki' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('the admin textbook list (/admin/podreczniki)', () => {
  it('lists every textbook of every subject, the hidden ones marked, each linked to its page', async () => {
    const { api } = renderAdminLibrary('/admin/podreczniki', { books: library() });
    expect(await screen.findByText('Znaleziono 2 podręczniki.')).toBeTruthy();
    // One request: the server pages every subject's books.
    expect(api.count('adminTextbooks')).toBe(1);
    const list = within(screen.getByRole('list', { name: 'Podręczniki' }));
    expect(
      list.getByRole('link', { name: 'Matematyka 7. Podręcznik demonstracyjny' }).getAttribute('href'),
    ).toBe(`/admin/podreczniki/${BOOK_ID}`);
    const [biology, maths] = rows();
    expect(biology).toContain('Biologia 1. Szkic');
    expect(biology).toContain('Ukryty');
    expect(biology).toContain('Biologia · Klasa 1 – liceum/technikum · bez ISBN · 0 zadań');
    expect(biology).not.toContain('Demo');
    expect(maths).toContain('Opublikowany');
    expect(maths).toContain('Demo');
    expect(maths).toContain('ISBN 9788300000012 · 3 zadania');
  });

  it('filters by subject and finds a textbook by its title or ISBN', async () => {
    const { api, router } = renderAdminLibrary('/admin/podreczniki', { books: library() });
    await screen.findByText('Znaleziono 2 podręczniki.');
    fireEvent.change(screen.getByLabelText('Przedmiot'), { target: { value: 'biology' } });
    expect(await screen.findByText('Znaleziono 1 podręcznik.')).toBeTruthy();
    expect(rows()[0]).toContain('Biologia 1. Szkic');
    expect(router.state.location.search).toBe('?przedmiot=biology');
    fireEvent.change(screen.getByLabelText('Przedmiot'), { target: { value: '' } });
    await screen.findByText('Znaleziono 2 podręczniki.');

    const search = within(screen.getByRole('search', { name: 'Szukaj podręcznika' }));
    fireEvent.change(search.getByLabelText('Tytuł albo ISBN'), { target: { value: '978-83-000-0001-2' } });
    fireEvent.click(search.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Znaleziono 1 podręcznik.')).toBeTruthy();
    expect(rows()[0]).toContain('Matematyka 7');
    fireEvent.change(search.getByLabelText('Tytuł albo ISBN'), { target: { value: 'SZKIC' } });
    fireEvent.click(search.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Znaleziono 1 podręcznik.')).toBeTruthy();
    expect(rows()[0]).toContain('Biologia 1. Szkic');
    fireEvent.change(search.getByLabelText('Tytuł albo ISBN'), { target: { value: 'fizyka' } });
    fireEvent.click(search.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Nie znaleziono podręczników.')).toBeTruthy();
    // The server searches: the last request carried the typed text and the first page.
    expect(api.calls.filter((call) => call.operationName === 'adminTextbooks').at(-1)?.variables).toEqual({
      input: { przedmiot: null, szukaj: 'fizyka', page: 1, limit: 20 },
    });
  });

  it('shows twenty textbooks a page', async () => {
    const { router } = renderAdminLibrary('/admin/podreczniki?przedmiot=mathematics', { books: library(24) });
    expect(await screen.findByText('Znaleziono 25 podręczników.')).toBeTruthy();
    expect(rows()).toHaveLength(20);
    const pages = within(screen.getByRole('navigation', { name: 'Strony listy podręczników' }));
    expect(pages.getByText('Strona 1 z 2')).toBeTruthy();
    expect(pages.getByRole('button', { name: 'Poprzednia strona' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(pages.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByText('Strona 2 z 2')).toBeTruthy();
    // The first page stays shown (busy) until the second arrives.
    await screen.findByText('Znaleziono 25 podręczników.');
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('list', { name: 'Podręczniki' }).getAttribute('aria-busy')).toBe('false');
    expect(router.state.location.search).toBe('?przedmiot=mathematics&strona=2');
  });

  it('says why the list could not be read and tries again', async () => {
    let fail = true;
    renderAdminLibrary('/admin/podreczniki?przedmiot=mathematics', {
      handlers: {
        adminTextbooks: () =>
          fail
            ? {
                status: 503,
                errors: [{ message: 'Serwer nie odpowiada.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
              }
            : {
                data: {
                  adminPodreczniki: { total: 1, page: 1, limit: 20, data: [bookWithChapters().podrecznik] },
                },
              },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Nie udało się wczytać podręczników' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Znaleziono 1 podręcznik.')).toBeTruthy();
  });
});
