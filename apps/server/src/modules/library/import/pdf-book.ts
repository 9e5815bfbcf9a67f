import { getDocumentProxy } from 'unpdf';
import { ensurePdfjsRuntime } from '../../../platform/extraction/pdfjs-runtime.ts';
import type { TocDraft } from './toc-rules.ts';

/*
 * A textbook's PDF as the import reads it: the text of each page (its text layer; a textbook
 * without one is refused rather than OCR'd page by page) and its outline (bookmarks) as a table
 * of contents with page numbers. A PDF pdf.js cannot open, or that breaks half-way, is a
 * `BrokenPdf` with a Polish reason.
 */

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type OutlineItem = Awaited<ReturnType<PdfDocument['getOutline']>>[number];

/** Pages a textbook may have. */
export const BOOK_PAGES_MAX = 1500;

export class BrokenPdf extends Error {
  override readonly name = 'BrokenPdf';
}

const UNREADABLE =
  'Nie udało się odczytać pliku PDF. Sprawdź, czy nie jest uszkodzony lub zabezpieczony hasłem.';

export interface BookPdf {
  pageCount: number;
  /** The text of page n at index n - 1. */
  pages: string[];
  /** The outline as chapters → subchapters, or null when the PDF has none. */
  outline: TocDraft | null;
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BrokenPdf) throw error;
    throw new BrokenPdf(UNREADABLE, { cause: error });
  }
}

/** Reads every page's text and the outline; `onPage` hears of each page read. */
export async function readBookPdf(
  bytes: Uint8Array,
  onPage: (read: number, total: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<BookPdf> {
  ensurePdfjsRuntime();
  const pdf = await guarded(() => getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 }));
  try {
    if (pdf.numPages > BOOK_PAGES_MAX)
      throw new BrokenPdf(
        `Plik ma ${pdf.numPages} stron, a podręcznik może mieć najwyżej ${BOOK_PAGES_MAX}.`,
      );
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      signal?.throwIfAborted();
      pages.push(await guarded(() => pageText(pdf, n)));
      await onPage(n, pdf.numPages);
    }
    if (pages.every((text) => text.trim() === ''))
      throw new BrokenPdf('Plik nie ma warstwy tekstowej (to skan?). Prześlij PDF z tekstem.');
    const outline = await guarded(() => outlineOf(pdf));
    return { pageCount: pdf.numPages, pages, outline };
  } finally {
    await pdf.loadingTask.destroy().catch(() => {});
  }
}

async function pageText(pdf: PdfDocument, n: number): Promise<string> {
  const page = await pdf.getPage(n);
  try {
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    return text;
  } finally {
    page.cleanup();
  }
}

/** The page (from 1) an outline item points to, or null when its destination leads nowhere. */
async function pageOf(pdf: PdfDocument, item: OutlineItem): Promise<number | null> {
  const dest = typeof item.dest === 'string' ? await pdf.getDestination(item.dest) : item.dest;
  const target = dest?.[0];
  if (target == null) return null;
  if (typeof target === 'number') return target + 1;
  return (await pdf.getPageIndex(target)) + 1;
}

async function outlineOf(pdf: PdfDocument): Promise<TocDraft | null> {
  const items = (await pdf.getOutline()) ?? [];
  if (items.length === 0) return null;
  const chapters: TocDraft['chapters'] = [];
  for (const item of items) {
    const subchapters: { name: string; page: number | null }[] = [];
    for (const sub of item.items ?? []) subchapters.push({ name: sub.title, page: await pageOf(pdf, sub) });
    chapters.push({ name: item.title, page: await pageOf(pdf, item), subchapters });
  }
  return { chapters };
}
