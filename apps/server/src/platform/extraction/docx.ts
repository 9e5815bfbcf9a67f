import mammoth from 'mammoth';
import { EXTRACTION_MESSAGES, ExtractionError } from './extraction-error.ts';
import { checkArchiveSize } from './limits.ts';

/** Raw text of a DOCX; mammoth ends every paragraph with a blank line, which normalizeText keeps. */
export async function readDocx(bytes: Uint8Array): Promise<string> {
  // Before mammoth inflates anything: a zip bomb is refused from its central directory.
  checkArchiveSize(bytes);
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const result = await mammoth.extractRawText({ buffer });
    return result.value;
  } catch (error) {
    // Not a zip, a zip without word/document.xml, or broken XML inside.
    throw new ExtractionError('INVALID_FILE', EXTRACTION_MESSAGES.invalidDocx, { cause: error });
  }
}
