import type { DetectedFile, DocumentKind } from './detect.ts';
import { readDocx } from './docx.ts';
import { EXTRACTION_MESSAGES, ExtractionError } from './extraction-error.ts';
import { normalizeImageForOcr } from './images.ts';
import { normalizeText } from './normalize-text.ts';
import { createOcrEngine, type OcrEngine } from './ocr.ts';
import { readPdf } from './pdf.ts';
import { decodeText } from './text-decoding.ts';

// Callers import the error with the function that throws it; it is defined apart to avoid a cycle.
export { ExtractionError } from './extraction-error.ts';

export interface ExtractedSegment {
  text: string;
  /** 1-based page number for PDF; undefined otherwise. */
  page?: number;
}

export interface ExtractionResult {
  kind: DocumentKind;
  /** Non-empty, normalised text: one per PDF page that has text, otherwise a single segment. */
  segments: ExtractedSegment[];
  /** Pages of a PDF, 1 for an image, null where pages are not a property of the file. */
  pageCount: number | null;
  /** Pages read by OCR: PDF pages without a text layer, or [1] for an image. */
  ocrPages: number[];
  charCount: number;
}

export interface ExtractOptions {
  /** Checked before every page; an abort rejects with the signal's reason. */
  signal?: AbortSignal;
  /** A shared engine (its worker outlives the call); without one, a private engine is made on demand and closed. */
  ocr?: OcrEngine;
  /** Longest PDF accepted; default 300. */
  maxPages?: number;
}

const DEFAULT_MAX_PAGES = 300;

/** Text of a document whose type detectFileType decided. Throws ExtractionError for the user's file problems. */
export async function extractDocument(
  bytes: Uint8Array,
  detected: DetectedFile,
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  const { signal } = options;
  signal?.throwIfAborted();
  let ownEngine: OcrEngine | null = null;
  const ocr = () => {
    if (options.ocr) return options.ocr;
    ownEngine ??= createOcrEngine();
    return ownEngine;
  };

  try {
    const raw = await extractRaw(bytes, detected.kind, {
      ocr,
      signal,
      maxPages: options.maxPages ?? DEFAULT_MAX_PAGES,
    });
    const segments: ExtractedSegment[] = [];
    for (const segment of raw.segments) {
      const text = normalizeText(segment.text);
      if (text) segments.push(segment.page === undefined ? { text } : { text, page: segment.page });
    }
    if (segments.length === 0) throw new ExtractionError('EMPTY_DOCUMENT', EXTRACTION_MESSAGES.empty);
    return {
      kind: detected.kind,
      segments,
      pageCount: raw.pageCount,
      ocrPages: raw.ocrPages,
      charCount: segments.reduce((sum, segment) => sum + segment.text.length, 0),
    };
  } finally {
    await (ownEngine as OcrEngine | null)?.close();
  }
}

interface RawExtraction {
  segments: ExtractedSegment[];
  pageCount: number | null;
  ocrPages: number[];
}

async function extractRaw(
  bytes: Uint8Array,
  kind: DocumentKind,
  options: { ocr: () => OcrEngine; signal: AbortSignal | undefined; maxPages: number },
): Promise<RawExtraction> {
  switch (kind) {
    case 'PDF': {
      const pdf = await readPdf(bytes, options);
      return {
        segments: pdf.pages.map(({ page, text }) => ({ page, text })),
        pageCount: pdf.pageCount,
        ocrPages: pdf.ocrPages,
      };
    }
    case 'DOCX':
      return { segments: [{ text: await readDocx(bytes) }], pageCount: null, ocrPages: [] };
    case 'TXT': {
      const decoded = decodeText(bytes);
      if (!decoded) throw new ExtractionError('INVALID_FILE', EXTRACTION_MESSAGES.invalidText);
      return { segments: [{ text: decoded.text }], pageCount: null, ocrPages: [] };
    }
    case 'IMAGE': {
      const image = await normalizeImageForOcr(bytes);
      options.signal?.throwIfAborted();
      const text = await options.ocr().recognize(image, options.signal);
      return { segments: [{ text }], pageCount: 1, ocrPages: [1] };
    }
    case 'VOICE':
      // Recordings are transcribed by the AI provider (materials' extraction job), not here.
      throw new ExtractionError('NEEDS_TRANSCRIPTION', EXTRACTION_MESSAGES.needsTranscription);
    default:
      throw new ExtractionError('UNSUPPORTED_FILE_TYPE', EXTRACTION_MESSAGES.unsupported);
  }
}
