/*
 * One set of rules for a table of contents, whoever wrote it (the PDF's outline, the AI reading
 * the contents pages, an admin): at least one chapter, no empty names, every page within the file
 * and never going back. A table that breaks a rule is refused with the first problem, in Polish.
 */

/** A table of contents as found, before the rules: pages may be missing or wrong. */
export interface TocDraft {
  chapters: {
    name: string;
    page: number | null;
    subchapters: { name: string; page: number | null }[];
  }[];
}

export interface TocEntry {
  /** "2" or "2.1": the position in the table. */
  number: string;
  name: string;
  /** As the source wrote it, e.g. "Rozdział 2. Ułamki". */
  rawName: string;
  page: number;
}

export interface Toc {
  chapters: (TocEntry & { subchapters: TocEntry[] })[];
}

const NAME_MAX = 200;
const CHAPTERS_MAX = 200;
const ENTRIES_MAX = 2000;

/** "Rozdział 2. Ułamki" / "2.1 Dodawanie" → the name without its number. */
export function bareName(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(rozdział|dział|temat)\s+/i, '')
    .replace(/^\d+(\.\d+)*\.?\s+/, '')
    .trim();
}

type Checked = { toc: Toc } | { problem: string };

/** The table of contents by the rules, or the first rule it breaks. */
export function checkToc(draft: TocDraft, pageCount: number): Checked {
  if (draft.chapters.length === 0) return { problem: 'Spis treści nie ma żadnego rozdziału.' };
  if (draft.chapters.length > CHAPTERS_MAX)
    return { problem: `Spis treści może mieć najwyżej ${CHAPTERS_MAX} rozdziałów.` };
  const entries = draft.chapters.reduce((n, chapter) => n + 1 + chapter.subchapters.length, 0);
  if (entries > ENTRIES_MAX) return { problem: `Spis treści może mieć najwyżej ${ENTRIES_MAX} pozycji.` };
  let previous = 1;
  const chapters: Toc['chapters'] = [];
  const entry = (raw: string, page: number | null, number: string): TocEntry | string => {
    const rawName = raw.replace(/\s+/g, ' ').trim();
    const name = bareName(rawName) || rawName;
    if (!name) return `Pozycja ${number} spisu treści nie ma nazwy.`;
    if (name.length > NAME_MAX) return `Nazwa pozycji ${number} ma więcej niż ${NAME_MAX} znaków.`;
    if (page == null || !Number.isInteger(page)) return `Pozycja ${number} („${name}”) nie ma numeru strony.`;
    if (page < 1 || page > pageCount)
      return `Pozycja ${number} („${name}”) wskazuje stronę ${page}, a plik ma strony 1–${pageCount}.`;
    if (page < previous)
      return `Pozycja ${number} („${name}”) zaczyna się na stronie ${page}, przed poprzednią (${previous}).`;
    previous = page;
    return { number, name, rawName: rawName.slice(0, NAME_MAX * 2), page };
  };
  for (const [i, chapter] of draft.chapters.entries()) {
    const head = entry(chapter.name, chapter.page, `${i + 1}`);
    if (typeof head === 'string') return { problem: head };
    const subchapters: TocEntry[] = [];
    for (const [j, sub] of chapter.subchapters.entries()) {
      const checked = entry(sub.name, sub.page, `${i + 1}.${j + 1}`);
      if (typeof checked === 'string') return { problem: checked };
      subchapters.push(checked);
    }
    chapters.push({ ...head, subchapters });
  }
  return { toc: { chapters } };
}

/** The pages of each entry: from its page to the page before the next entry (the last: to the end). */
export function pageRanges(toc: Toc, pageCount: number): Map<string, { first: number; last: number }> {
  const flat = toc.chapters.flatMap((chapter) => [chapter, ...chapter.subchapters]);
  const ranges = new Map<string, { first: number; last: number }>();
  for (const [i, item] of flat.entries()) {
    const next = flat.slice(i + 1).find((later) => later.page > item.page);
    ranges.set(item.number, { first: item.page, last: next ? next.page - 1 : pageCount });
  }
  return ranges;
}
