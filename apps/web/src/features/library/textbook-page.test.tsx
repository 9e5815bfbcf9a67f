import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOK_ID, notFound, SUB_1_1, TEXTBOOK, TEXTBOOK_WITH_CHAPTERS } from './library-fixtures.ts';
import { renderLibrary } from './library-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a textbook page (/podrecznikio/:id)', () => {
  it('shows a signed-out visitor the textbook, its Demo label and its table of contents', async () => {
    const { api } = renderLibrary(`/podrecznikio/${BOOK_ID}`, {
      libraryTextbook: () => ({ data: { getPodrBookById: TEXTBOOK_WITH_CHAPTERS } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: TEXTBOOK.title })).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'libraryTextbook')?.variables).toEqual({
      input: { id: BOOK_ID },
    });
    expect(screen.getByText('Demo')).toBeTruthy();
    expect(screen.getByText(/podręcznik demonstracyjny napisany dla Kredy/)).toBeTruthy();
    expect(screen.getByText('9788300000012')).toBeTruthy();
    expect(screen.getByText('Matematyka')).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Jesteś tutaj' });
    expect(within(trail).getByRole('link', { name: 'Podręczniki' }).getAttribute('href')).toBe(
      '/podrecznikio',
    );

    const contents = screen.getByRole('region', { name: 'Spis treści' });
    expect(
      within(contents)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Potęgi i pierwiastki', '2. Wyrażenia algebraiczne i równania']);
    const parts = within(contents).getByRole('list', { name: 'Podrozdziały: Potęgi i pierwiastki' });
    const first = within(parts).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('1.1. Potęga o wykładniku naturalnym')).toBeTruthy();
    expect(within(first).getByText('s. 1 · 4 zadania')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: 'Zadania – 1.1. Potęga o wykładniku naturalnym' })
        .getAttribute('href'),
    ).toBe(`/workspace/exercise?ksiazka=${BOOK_ID}&rozdzial=${SUB_1_1}`);
    // A subchapter without exercises offers no link to an empty list.
    const empty = within(contents).getByRole('list', {
      name: 'Podrozdziały: Wyrażenia algebraiczne i równania',
    });
    expect(within(empty).getByText('s. 4 · 0 zadań')).toBeTruthy();
    expect(within(empty).queryByRole('link')).toBeNull();
    // Signed out, the tools are links to sign in (library-tools.test.tsx): no button leads nowhere.
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('says in Polish that a missing or unpublished textbook is not there, with the way back', async () => {
    renderLibrary('/podrecznikio/nie-ma-takiego', { libraryTextbook: () => notFound() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono podręcznika' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do podręczników' }).getAttribute('href')).toBe(
      '/podrecznikio',
    );
  });

  it('offers another try when the textbook cannot be read', async () => {
    let fail = true;
    renderLibrary(`/podrecznikio/${BOOK_ID}`, {
      libraryTextbook: () =>
        fail
          ? {
              status: 503,
              errors: [{ message: 'Serwer nie odpowiada.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
            }
          : { data: { getPodrBookById: TEXTBOOK_WITH_CHAPTERS } },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'Nie udało się wczytać podręcznika' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: TEXTBOOK.title })).toBeTruthy();
  });
});
