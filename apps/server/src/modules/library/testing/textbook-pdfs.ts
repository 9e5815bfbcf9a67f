import { PDFDocument, PDFHexString, PDFName, type PDFRef } from 'pdf-lib';
import { pdfWithText } from '../../../testing/fixtures/documents.ts';
import type { DemoBook } from '../demo-book.ts';

/*
 * Textbook PDFs for the import's tests, written for the project: a short geometry book for
 * class 7 with a title page, a contents page ("Spis treści") and two chapters of five
 * subchapters. One PDF has an outline (bookmarks written with pdf-lib's low-level objects, since
 * pdf-lib has no API for them) and no contents page; one has only the contents page; one is
 * broken (a PDF header over bytes no reader can parse).
 */

export interface BookEntry {
  name: string;
  page: number;
  subchapters: { name: string; page: number }[];
}

/** The book's table of contents (pages of the PDF, from 1). */
export const GEOMETRY_TOC: BookEntry[] = [
  {
    name: 'Kąty',
    page: 3,
    subchapters: [
      { name: 'Rodzaje kątów', page: 3 },
      { name: 'Kąty w trójkącie', page: 4 },
    ],
  },
  {
    name: 'Wielokąty',
    page: 5,
    subchapters: [
      { name: 'Czworokąty', page: 5 },
      { name: 'Pole prostokąta', page: 6 },
      { name: 'Obwód wielokąta', page: 7 },
    ],
  },
];

const TITLE_PAGE = 'Geometria na co dzień. Klasa 7\nPodręcznik demonstracyjny napisany do testów importu.';

export const CONTENTS_PAGE = [
  'Spis treści',
  ...GEOMETRY_TOC.flatMap((chapter, i) => [
    `${i + 1}. ${chapter.name} ........ ${chapter.page}`,
    ...chapter.subchapters.map((sub, j) => `${i + 1}.${j + 1} ${sub.name} ........ ${sub.page}`),
  ]),
].join('\n');

/** The text of pages 3–7, one subchapter each. */
export const BODY_PAGES = [
  '1. Kąty\n1.1 Rodzaje kątów\nKąt ostry ma mniej niż 90 stopni, kąt prosty dokładnie 90, a kąt rozwarty więcej niż 90 i mniej niż 180.\nZadanie 1. Narysuj kąt ostry i kąt rozwarty.',
  '1.2 Kąty w trójkącie\nSuma kątów wewnętrznych każdego trójkąta wynosi 180 stopni.\nZadanie 2. Dwa kąty trójkąta mają 50 i 60 stopni. Oblicz trzeci kąt.',
  '2. Wielokąty\n2.1 Czworokąty\nKwadrat, prostokąt, romb i trapez to czworokąty: mają po cztery boki i cztery kąty.\nZadanie 3. Wymień dwa czworokąty, które mają wszystkie kąty proste.',
  '2.2 Pole prostokąta\nPole prostokąta o bokach a i b jest równe a · b.\nZadanie 4. Oblicz pole prostokąta o bokach 4 cm i 6 cm.',
  '2.3 Obwód wielokąta\nObwód wielokąta to suma długości wszystkich jego boków.\nZadanie 5. Oblicz obwód kwadratu o boku 5 cm.',
];

/** Without an outline; page 2 is the contents page. */
export function contentsPagePdf(): Promise<Uint8Array> {
  return pdfWithText([TITLE_PAGE, CONTENTS_PAGE, ...BODY_PAGES]);
}

/** Neither an outline nor a contents page: its table of contents must be entered by hand. */
export function plainPdf(): Promise<Uint8Array> {
  return pdfWithText([TITLE_PAGE, 'Wstęp\nTa książka pomaga powtórzyć geometrię.', ...BODY_PAGES]);
}

/** With an outline (chapters → subchapters, each pointing at its page) and no contents page. */
export async function outlinePdf(toc: BookEntry[] = GEOMETRY_TOC): Promise<Uint8Array> {
  return withOutline(await pdfWithText([TITLE_PAGE, 'Wstęp', ...BODY_PAGES]), toc);
}

/** The PDF with an outline of `toc` added (pdf-lib has no API for one: its objects by hand). */
async function withOutline(bytes: Uint8Array, toc: BookEntry[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const { context } = doc;
  const pages = doc.getPages();
  const root = context.nextRef();
  type Item = { name: string; page: number; subchapters?: BookEntry['subchapters'] };
  /** Writes `entries` as the children of `parent`; returns the first and last child. */
  const writeLevel = (entries: Item[], parent: PDFRef) => {
    const refs = entries.map(() => context.nextRef());
    entries.forEach((entry, i) => {
      const ref = refs[i] as PDFRef;
      const children = entry.subchapters?.length ? writeLevel(entry.subchapters, ref) : null;
      const page = pages[entry.page - 1] ?? pages[0];
      const dict = context.obj({
        Title: PDFHexString.fromText(entry.name),
        Parent: parent,
        Dest: [page?.ref, 'XYZ', null, null, null],
      });
      if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1] as PDFRef);
      if (i < refs.length - 1) dict.set(PDFName.of('Next'), refs[i + 1] as PDFRef);
      if (children) {
        dict.set(PDFName.of('First'), children.first);
        dict.set(PDFName.of('Last'), children.last);
        dict.set(PDFName.of('Count'), context.obj(entry.subchapters?.length ?? 0));
      }
      context.assign(ref, dict);
    });
    return { first: refs[0] as PDFRef, last: refs.at(-1) as PDFRef };
  };
  const top = writeLevel(toc, root);
  const total = toc.reduce((n, chapter) => n + 1 + chapter.subchapters.length, 0);
  context.assign(root, context.obj({ Type: 'Outlines', First: top.first, Last: top.last, Count: total }));
  doc.catalog.set(PDFName.of('Outlines'), root);
  return doc.save({ useObjectStreams: false });
}

/** A book to lay out: its title and, per chapter, its subchapters' text. */
export interface BookText {
  title: string;
  chapters: { number: string; name: string; subchapters: { number: string; name: string; text: string }[] }[];
}

// What fits on one page of pdfWithText (A4, 12 pt, 16 pt leading), with room to spare.
const PAGE_LINES = 34;
const LINE_CHARS = 68;

/** Paragraphs packed into pages of at most PAGE_LINES estimated lines (a long one split by sentences). */
function paginate(text: string): string[] {
  const lines = (paragraph: string) => Math.ceil(Math.max(1, paragraph.length) / LINE_CHARS) + 1;
  const pieces = text
    .split(/\n{2,}/)
    .flatMap((paragraph) =>
      lines(paragraph) <= PAGE_LINES / 2
        ? [paragraph]
        : (paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph]),
    );
  const pages: string[][] = [[]];
  let used = 0;
  for (const piece of pieces) {
    if (used + lines(piece) > PAGE_LINES && (pages.at(-1)?.length ?? 0) > 0) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)?.push(piece.trim());
    used += lines(piece);
  }
  return pages.map((page) => page.join('\n\n'));
}

/** A textbook PDF with a title page and an outline, each subchapter starting on a new page. */
export async function bookPdf(book: BookText): Promise<Uint8Array> {
  const pages = [`${book.title}\nPodręcznik demonstracyjny napisany dla Kredy.`];
  const toc: BookEntry[] = [];
  for (const chapter of book.chapters) {
    const entry: BookEntry = {
      name: `${chapter.number}. ${chapter.name}`,
      page: pages.length + 1,
      subchapters: [],
    };
    for (const [i, sub] of chapter.subchapters.entries()) {
      const heading = `${i === 0 ? `${chapter.number}. ${chapter.name}\n` : ''}${sub.number} ${sub.name}`;
      entry.subchapters.push({ name: `${sub.number} ${sub.name}`, page: pages.length + 1 });
      pages.push(...paginate(`${heading}\n\n${sub.text}`));
    }
    toc.push(entry);
  }
  return withOutline(await pdfWithText(pages), toc);
}

/** A file that says it is a PDF and is not one any reader can open. */
export function brokenPdf(): Uint8Array {
  const junk = Array.from({ length: 4000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('');
  return new TextEncoder().encode(`%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n${junk}`);
}

/** A demo book (demo/*.md) as a textbook's text: each subchapter with its exercises' questions. */
export function demoBookText(book: DemoBook): BookText {
  return {
    title: book.title,
    chapters: book.chapters.map((chapter) => ({
      number: chapter.number,
      name: chapter.name,
      subchapters: chapter.subchapters.map((sub) => ({
        number: sub.number,
        name: sub.name,
        text: [
          sub.text,
          ...sub.exercises.map((exercise) =>
            [
              `Zadanie ${exercise.number}`,
              exercise.question,
              ...exercise.options.map((option) => `${option.key}. ${option.value}`),
            ].join('\n'),
          ),
        ].join('\n\n'),
      })),
    })),
  };
}

/**
 * A short textbook whose pages mix theory, worked examples ("Przykład") and exercises, one of them
 * closed: 2 chapters, 4 subchapters, 9 exercises (the exercises' numbers start again in each).
 */
export const EXERCISES_BOOK: BookText = {
  title: 'Ułamki i procenty. Klasa 6',
  chapters: [
    {
      number: '1',
      name: 'Ułamki zwykłe',
      subchapters: [
        {
          number: '1.1',
          name: 'Skracanie ułamków',
          text: [
            'Ułamek skracamy, dzieląc licznik i mianownik przez tę samą liczbę różną od zera.',
            'Przykład 1. Skróć ułamek 6/8.\nRozwiązanie: dzielimy licznik i mianownik przez 2 i otrzymujemy 3/4.',
            'Zadanie 1. Skróć ułamek 10/15.',
            'Zadanie 2. Który ułamek jest równy 1/2?\nA. 2/3\nB. 3/6\nC. 4/6',
            'Zadanie 3. Oblicz, ile to jest 12/16 po skróceniu.',
          ].join('\n\n'),
        },
        {
          number: '1.2',
          name: 'Rozszerzanie ułamków',
          text: [
            'Ułamek rozszerzamy, mnożąc licznik i mianownik przez tę samą liczbę.',
            'Zadanie 1. Rozszerz ułamek 2/5 tak, aby miał mianownik 20.',
            'Zadanie 2. Wyjaśnij, dlaczego rozszerzenie nie zmienia wartości ułamka.',
          ].join('\n\n'),
        },
      ],
    },
    {
      number: '2',
      name: 'Procenty',
      subchapters: [
        {
          number: '2.1',
          name: 'Procent jako ułamek',
          text: [
            'Jeden procent to jedna setna całości: 1% = 1/100.',
            'Przykład 1. Zapisz 25% jako ułamek.\nRozwiązanie: 25% = 25/100 = 1/4.',
            'Zadanie 1. Zapisz 40% w postaci ułamka nieskracalnego.',
            'Zadanie 2. Oblicz 10% z liczby 250.',
          ].join('\n\n'),
        },
        {
          number: '2.2',
          name: 'Procent z liczby',
          text: [
            'Aby obliczyć procent z liczby, zamieniamy procent na ułamek i mnożymy go przez liczbę.',
            'Zadanie 1. Oblicz 15% z 80.',
            'Zadanie 2. Cena butów wynosiła 200 zł. Oblicz cenę po obniżce o 30%.',
          ].join('\n\n'),
        },
      ],
    },
  ],
};
