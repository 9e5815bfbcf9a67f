import { describe, expect, it } from 'vitest';
import { CONTENTS_PAGE } from '../testing/textbook-pdfs.ts';
import { contentsPages } from './toc-reader.ts';
import { bareName, checkToc, pageRanges } from './toc-rules.ts';

const draft = {
  chapters: [
    {
      name: 'Rozdział 1. Kąty',
      page: 3,
      subchapters: [
        { name: '1.1 Rodzaje kątów', page: 3 },
        { name: '1.2. Kąty w trójkącie', page: 4 },
      ],
    },
    { name: '2. Wielokąty', page: 6, subchapters: [] },
  ],
};

describe('a table of contents by the rules', () => {
  it('numbers the entries by position and keeps names without their printed numbers', () => {
    const checked = checkToc(draft, 9);
    if (!('toc' in checked)) throw new Error(checked.problem);
    expect(checked.toc.chapters.map((c) => [c.number, c.name, c.rawName])).toEqual([
      ['1', 'Kąty', 'Rozdział 1. Kąty'],
      ['2', 'Wielokąty', '2. Wielokąty'],
    ]);
    expect(checked.toc.chapters[0]?.subchapters.map((s) => [s.number, s.name])).toEqual([
      ['1.1', 'Rodzaje kątów'],
      ['1.2', 'Kąty w trójkącie'],
    ]);
    // Each entry runs to the page before the next one that starts later; the last to the end.
    expect(Object.fromEntries(pageRanges(checked.toc, 9))).toEqual({
      '1': { first: 3, last: 3 },
      '1.1': { first: 3, last: 3 },
      '1.2': { first: 4, last: 5 },
      '2': { first: 6, last: 9 },
    });
  });

  it('refuses a missing page, a page outside the file, going back and an empty name, in Polish', () => {
    const problem = (change: (d: typeof draft) => void, pages = 9) => {
      const copy = structuredClone(draft);
      change(copy);
      const checked = checkToc(copy as never, pages);
      return 'problem' in checked ? checked.problem : null;
    };
    expect(problem(() => {}, 5)).toMatch(/Pozycja 2 \(„Wielokąty”\) wskazuje stronę 6, a plik ma strony 1–5/);
    expect(problem((d) => Object.assign(d.chapters[0]?.subchapters[1] ?? {}, { page: null }))).toMatch(
      /Pozycja 1.2 .* nie ma numeru strony/,
    );
    expect(problem((d) => Object.assign(d.chapters[0]?.subchapters[1] ?? {}, { page: 2 }))).toMatch(
      /zaczyna się na stronie 2, przed poprzednią \(3\)/,
    );
    expect(problem((d) => Object.assign(d.chapters[1] ?? {}, { name: '   ' }))).toMatch(
      /Pozycja 2 spisu treści nie ma nazwy/,
    );
    expect(problem((d) => d.chapters.splice(0))).toMatch(/nie ma żadnego rozdziału/);
    expect(bareName('Temat 3.  Ułamki  zwykłe')).toBe('Ułamki zwykłe');
  });

  it('finds the contents page among the first pages, and none in a book without one', () => {
    expect(contentsPages(['Tytuł', CONTENTS_PAGE, 'Rozdział 1'])).toEqual([2]);
    expect(contentsPages(['Tytuł', 'Wstęp', 'Rozdział 1'])).toEqual([]);
    const more = '3. Ułamki ........ 8\n3.1 Skracanie ........ 8\n3.2 Rozszerzanie ........ 9';
    expect(
      contentsPages(['Tytuł', CONTENTS_PAGE, more, 'Rozdział 1\nKąt ostry ma mniej niż 90 stopni.']),
    ).toEqual([2, 3]);
  });
});
