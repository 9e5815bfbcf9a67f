import { loadSharp } from '../sharp.ts';
import type { DetectedFile, DocumentKind } from './detect.ts';
import { readDocx } from './docx.ts';
import { EXTRACTION_MESSAGES, ExtractionError } from './extraction-error.ts';
import { normalizeImageForOcr } from './images.ts';
import { cutText, EXTRACTED_TEXT_MAX } from './limits.ts';
import { normalizeText } from './normalize-text.ts';
import { createOcrEngine, type OcrEngine } from './ocr.ts';
import { probePdf, readPdf } from './pdf.ts';
import { decodeText } from './text-decoding.ts';

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
  /** Set when the text was cut to `maxChars`: about how many characters the document had. */
  truncatedFrom?: number;
}

export interface ExtractOptions {
  /** Checked before every page; an abort rejects with the signal's reason. */
  signal?: AbortSignal;
  /** A shared engine (its worker outlives the call); without one, a private engine is made on demand and closed. */
  ocr?: OcrEngine;
  /** Longest PDF accepted; default 300. */
  maxPages?: number;
  /** Characters of text kept (the rest is dropped and `truncatedFrom` set); default EXTRACTED_TEXT_MAX. */
  maxChars?: number;
}

const DEFAULT_MAX_PAGES = 300;

/**
 * Text of a document whose type detectFileType decided, read in the calling thread. Throws
 * ExtractionError for the user's file problems. The server calls it through extractDocument
 * (extract.ts), which runs it in the extraction worker.
 */
export async function readDocument(
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

  const maxChars = options.maxChars ?? EXTRACTED_TEXT_MAX;
  try {
    const raw = await extractRaw(bytes, detected.kind, {
      ocr,
      signal,
      maxPages: options.maxPages ?? DEFAULT_MAX_PAGES,
    });
    const segments: ExtractedSegment[] = [];
    let charCount = 0;
    let rawChars = 0;
    let truncated = false;
    for (const segment of raw.segments) {
      rawChars += segment.text.length;
      // Once a segment was cut, the rest of the document is dropped whole (no scraps of pages).
      if (truncated || charCount >= maxChars) {
        truncated = true;
        continue;
      }
      // Normalising only shortens text (NFC and whitespace collapsing), so a generous raw slice
      // is enough and a 20 MB text file is not normalised whole.
      const slice = segment.text.length > maxChars * 2 ? segment.text.slice(0, maxChars * 2) : segment.text;
      const normalized = normalizeText(slice);
      const text = cutText(normalized, maxChars - charCount);
      if (text.length < normalized.length || slice.length < segment.text.length) truncated = true;
      if (!text) continue;
      charCount += text.length;
      segments.push(segment.page === undefined ? { text } : { text, page: segment.page });
    }
    if (segments.length === 0) throw new ExtractionError('EMPTY_DOCUMENT', EXTRACTION_MESSAGES.empty);
    return {
      kind: detected.kind,
      segments,
      pageCount: raw.pageCount,
      ocrPages: raw.ocrPages,
      charCount,
      ...(truncated ? { truncatedFrom: rawChars } : {}),
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

/**
 * Opens a file only to check it can be read (no OCR, no full read of a PDF), in the calling thread;
 * the server calls it through probeDocument (probe.ts), which runs it in the extraction worker.
 */
export async function checkDocument(
  bytes: Uint8Array,
  detected: DetectedFile,
  maxPages: number,
): Promise<void> {
  switch (detected.kind) {
    case 'PDF':
      await probePdf(bytes, maxPages);
      return;
    case 'DOCX':
      await readDocx(bytes);
      return;
    case 'TXT':
      if (!decodeText(bytes)) throw new ExtractionError('INVALID_FILE', EXTRACTION_MESSAGES.invalidText);
      return;
    case 'IMAGE': {
      const sharp = await loadSharp();
      try {
        const meta = await sharp(bytes, { failOn: 'error' }).metadata();
        if (!meta.width || !meta.height) throw new Error('no dimensions');
      } catch (error) {
        throw new ExtractionError('INVALID_FILE', EXTRACTION_MESSAGES.invalidImage, { cause: error });
      }
      return;
    }
    case 'VOICE':
      // Read by transcription later; nothing to open locally.
      return;
  }
}
