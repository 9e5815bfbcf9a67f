import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { EXTRACTION_MESSAGES, ExtractionError } from './extraction-error.ts';
import { normalizeImageForOcr } from './images.ts';
import type { OcrEngine } from './ocr.ts';
import { ensurePdfjsRuntime } from './pdfjs-runtime.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** A page whose text layer is shorter than this is a scan (or a picture of text): it is OCR'd. */
const MIN_TEXT_LAYER_CHARS = 20;
// Scale 2 is ~144 dpi for A4, enough for print-size text; the cap keeps posters and A0 drawings
// within the size normalizeImageForOcr would shrink them to anyway.
const RENDER_SCALE = 2;
const MAX_RENDER_SIDE = 2500;

export interface PdfPageText {
  page: number;
  text: string;
}

export interface PdfText {
  pageCount: number;
  pages: PdfPageText[];
  ocrPages: number[];
}

export interface ReadPdfOptions {
  maxPages: number;
  /** Called only when a page needs OCR, so text-only PDFs never start a worker. */
  ocr: () => OcrEngine;
  signal?: AbortSignal;
}

const canvasImport = () => import('@napi-rs/canvas');

/** Text of every page, from the text layer or, for pages without one, from OCR of the rendered page. */
export async function readPdf(bytes: Uint8Array, options: ReadPdfOptions): Promise<PdfText> {
  ensurePdfjsRuntime();
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > options.maxPages) {
      throw new ExtractionError(
        'INVALID_FILE',
        EXTRACTION_MESSAGES.tooManyPages(pdf.numPages, options.maxPages),
      );
    }
    const pages: PdfPageText[] = [];
    const ocrPages: number[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      options.signal?.throwIfAborted();
      let text = await pdfCall(() => pageText(pdf, pageNumber));
      if (nonSpaceLength(text) < MIN_TEXT_LAYER_CHARS) {
        const image = await pdfCall(() => renderPage(pdf, pageNumber));
        options.signal?.throwIfAborted();
        const recognized = await options.ocr().recognize(await normalizeImageForOcr(image), options.signal);
        ocrPages.push(pageNumber);
        // A short text layer (a page number, a scanner's stamp) is usually also in the picture.
        if (nonSpaceLength(recognized) > nonSpaceLength(text)) text = recognized;
      }
      pages.push({ page: pageNumber, text });
    }
    return { pageCount: pdf.numPages, pages, ocrPages };
  } finally {
    await pdf.loadingTask.destroy().catch(() => {});
  }
}

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  // Outside the try: a missing canvas binary is our installation's fault, not the file's.
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  try {
    // pdf.js may take over (detach) the buffer it is given, and refuses Node Buffers: hand it a
    // plain copy so the caller's bytes stay intact whatever they are.
    return await getDocumentProxy(new Uint8Array(bytes), {
      CanvasFactory,
      // Errors only: warnings about damaged but readable files are noise in the job logs.
      verbosity: 0,
    });
  } catch (error) {
    // Damaged, not a PDF, or encrypted with a user password (PasswordException).
    throw new ExtractionError('INVALID_FILE', EXTRACTION_MESSAGES.invalidPdf, { cause: error });
  }
}

/** A pdf.js failure half-way through a file means a damaged file, not a bug of ours. */
async function pdfCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ExtractionError('INVALID_FILE', EXTRACTION_MESSAGES.invalidPdf, { cause: error });
  }
}

async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    return text;
  } finally {
    // Frees the page's parsed resources (fonts, operator lists) before the next page.
    page.cleanup();
  }
}

async function renderPage(pdf: PdfDocument, pageNumber: number): Promise<Uint8Array> {
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_SCALE, MAX_RENDER_SIDE / Math.max(width, height, 1));
  const png = await renderPageAsImage(pdf, pageNumber, { canvasImport, scale });
  page.cleanup();
  return new Uint8Array(png);
}

function nonSpaceLength(text: string): number {
  return text.replace(/\s+/g, '').length;
}

/** Opens a PDF only to check it can be read and is not too long; the page count on success. */
export async function probePdf(bytes: Uint8Array, maxPages: number): Promise<number> {
  ensurePdfjsRuntime();
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > maxPages) {
      throw new ExtractionError('INVALID_FILE', EXTRACTION_MESSAGES.tooManyPages(pdf.numPages, maxPages));
    }
    return pdf.numPages;
  } finally {
    await pdf.loadingTask.destroy().catch(() => {});
  }
}
