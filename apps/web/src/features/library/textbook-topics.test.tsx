import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOK_ID, TEXTBOOK, TEXTBOOK_WITH_CHAPTERS } from './library-fixtures.ts';
import { renderLibrary } from './library-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const topics = [
  { id: 't1', temat: 'Potęgi', podrecznikId: BOOK_ID, content: 'Mnożenie potęg o **tej samej** podstawie.' },
  { id: 't2', temat: 'Pierwiastki', podrecznikId: 'inny-podrecznik', content: 'Nie z tego podręcznika.' },
  { id: 't3', temat: 'Wyrażenia algebraiczne', podrecznikId: BOOK_ID, content: null },
];

describe('the curriculum topics of a textbook page', () => {
  it('lists the topics linked to this textbook, with their descriptions, for a signed-out visitor', async () => {
    const { api } = renderLibrary(`/podrecznikio/${BOOK_ID}`, {
      libraryTextbook: () => ({ data: { getPodrBookById: TEXTBOOK_WITH_CHAPTERS } }),
      libraryTextbookTopics: () => ({ data: { getbyprzedmiotandpoziom: topics } }),
    });
    const section = await screen.findByRole('region', { name: 'Tematy z podstawy programowej' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Potęgi', 'Wyrażenia algebraiczne']);
    expect(await within(section).findByText(/Mnożenie potęg o/)).toBeTruthy();
    expect(section.textContent).not.toContain('Nie z tego podręcznika.');
    expect(api.calls.find((c) => c.operationName === 'libraryTextbookTopics')?.variables).toEqual({
      input: { przedmiot: TEXTBOOK.przedmiot, poziom: TEXTBOOK.poziom },
    });
  });

  it('adds nothing when no topic is linked, or when the topics cannot be read', async () => {
    for (const reply of [
      { data: { getbyprzedmiotandpoziom: topics.filter((topic) => topic.podrecznikId !== BOOK_ID) } },
      { status: 503, errors: [{ message: 'Serwer nie odpowiada.' }] },
    ]) {
      const { api } = renderLibrary(`/podrecznikio/${BOOK_ID}`, {
        libraryTextbook: () => ({ data: { getPodrBookById: TEXTBOOK_WITH_CHAPTERS } }),
        libraryTextbookTopics: () => reply,
      });
      await screen.findByRole('region', { name: 'Spis treści' });
      await waitFor(() => expect(api.count('libraryTextbookTopics')).toBeGreaterThan(0));
      expect(screen.queryByRole('region', { name: 'Tematy z podstawy programowej' })).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
