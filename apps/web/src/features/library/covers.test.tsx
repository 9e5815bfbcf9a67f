import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOK_ID, TEXTBOOK, TEXTBOOK_WITH_CHAPTERS } from './library-fixtures.ts';
import { renderLibrary } from './library-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const COVER = `/api/okladki/${BOOK_ID}/0123456789abcdef.webp`;

describe('textbook covers in the catalogue', () => {
  it("shows a card's cover beside its title (decorative, lazy) and none when the book has none", async () => {
    renderLibrary('/podrecznikio?przedmiot=mathematics&poziom=PODSTAWOWY_SIEDEM', {
      libraryTextbooks: () => ({
        data: {
          getpodrecznikbyprzedmiotandpoziom: [
            { ...TEXTBOOK, imageUrl: COVER },
            { ...TEXTBOOK, id: 'bez-okladki', title: 'Bez okładki', imageUrl: null },
          ],
        },
      }),
    });
    const [withCover, without] = within(
      await screen.findByRole('list', { name: 'Podręczniki' }),
    ).getAllByRole('listitem');
    const cover = withCover?.querySelector('img');
    expect(cover?.getAttribute('src')).toBe(COVER);
    expect(cover?.getAttribute('alt')).toBe('');
    expect(cover?.getAttribute('loading')).toBe('lazy');
    expect(without?.querySelector('img')).toBeNull();
  });

  it("shows the cover on the textbook's page, named for screen readers", async () => {
    renderLibrary(`/podrecznikio/${BOOK_ID}`, {
      libraryTextbook: () => ({
        data: {
          getPodrBookById: {
            ...TEXTBOOK_WITH_CHAPTERS,
            podrecznik: { ...TEXTBOOK_WITH_CHAPTERS.podrecznik, imageUrl: COVER },
          },
        },
      }),
    });
    const cover = await screen.findByRole('img', { name: `Okładka podręcznika „${TEXTBOOK.title}”` });
    expect(cover.getAttribute('src')).toBe(COVER);
  });
});
