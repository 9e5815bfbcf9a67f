import type { DetectedFile } from './detect.ts';
import { runInWorker } from './extraction-pool.ts';
import { EXTRACTED_TEXT_MAX } from './limits.ts';
import { createOcrEngine, type OcrEngine } from './ocr.ts';
import type { ExtractionResult, ExtractOptions } from './read-document.ts';

// Callers import the error and the types with the function that throws and returns them.
export { ExtractionError } from './extraction-error.ts';
export type { ExtractionResult, ExtractOptions } from './read-document.ts';

const DEFAULT_MAX_PAGES = 300;
/**
 * The worker's own time for one document (OCR, which runs in the server's engine, is not counted):
 * parsing a 300-page PDF takes seconds, so minutes mean a file built to be slow.
 */
export const EXTRACTION_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * Text of a document whose type detectFileType decided, read in the extraction worker (never on
 * the event loop), cut to `maxChars` (`truncatedFrom` says it was). Throws ExtractionError for the
 * user's file problems, including one that needs more memory or time than a document may.
 */
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
    const result = await runInWorker(
      'extract',
      {
        type: 'extract',
        bytes,
        detected,
        maxPages: options.maxPages ?? DEFAULT_MAX_PAGES,
        maxChars: options.maxChars ?? EXTRACTED_TEXT_MAX,
      },
      { signal, ocr, timeoutMs: EXTRACTION_TIMEOUT_MS },
    );
    if (!result) throw new Error('extraction worker returned no result');
    return result;
  } finally {
    await (ownEngine as OcrEngine | null)?.close();
  }
}
