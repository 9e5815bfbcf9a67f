import sharp from 'sharp';
import type { DetectedFile } from './detect.ts';
import { readDocx } from './docx.ts';
import { EXTRACTION_MESSAGES, ExtractionError } from './extraction-error.ts';
import { probePdf } from './pdf.ts';
import { decodeText } from './text-decoding.ts';

export const DEFAULT_MAX_PDF_PAGES = 300;

/**
 * A quick check at upload time that the file can be opened (no OCR, no full read), so a damaged
 * file is refused before anything is stored. The slow work happens later in a job.
 */
export async function probeDocument(
  bytes: Uint8Array,
  detected: DetectedFile,
  maxPages = DEFAULT_MAX_PDF_PAGES,
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
    case 'IMAGE':
      try {
        const meta = await sharp(bytes, { failOn: 'error' }).metadata();
        if (!meta.width || !meta.height) throw new Error('no dimensions');
      } catch (error) {
        throw new ExtractionError('INVALID_FILE', EXTRACTION_MESSAGES.invalidImage, { cause: error });
      }
      return;
    case 'VOICE':
      // Read by transcription later; nothing to open locally.
      return;
  }
}
