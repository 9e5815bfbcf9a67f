import { MATERIAL_TEXT_MAX } from '@kreda/shared/limits';
import { EXTRACTION_MESSAGES, ExtractionError } from './extraction-error.ts';
import { zipEntries } from './zip-entries.ts';

/**
 * Bounds on what one document may cost to read. A file's size on disk says little about a ZIP
 * (a 357 KB DOCX inflated to 100 MB of XML and took the server to 5 GB), so archives are judged by
 * their central directory before anything is inflated, and the reading itself runs in a worker
 * with a memory ceiling and a clock (extraction-pool.ts) for whatever the declared sizes hide.
 */

const MB = 1024 * 1024;

/**
 * Sum of an archive's declared uncompressed sizes. A DOCX's XML runs ~20 bytes a character of
 * text, so 200 000 characters are a few MB of XML; pictures are stored as they are (JPEG/PNG do not
 * compress). 50 MB leaves room for a long, picture-heavy document.
 */
export const ARCHIVE_MAX_UNCOMPRESSED_BYTES = 50 * MB;
/**
 * Inflation ratio allowed for a large entry. Word's XML compresses 5–20×; only repeated filler
 * reaches hundreds (deflate's ceiling is ~1030×). Small parts are not judged: a tiny, repetitive
 * styles.xml can reach high ratios honestly and costs nothing to read.
 */
export const ARCHIVE_MAX_RATIO = 100;
const RATIO_CHECKED_FROM_BYTES = 1 * MB;

/** Characters of text kept from one document: the same as pasted text, so every material fits the same budget. */
export const EXTRACTED_TEXT_MAX = MATERIAL_TEXT_MAX;

/**
 * Refuses an archive whose declared contents are too large or too compressed to inflate safely.
 * Reads the central directory only; a file that is not a readable ZIP passes (its reader refuses it).
 */
export function checkArchiveSize(bytes: Uint8Array): void {
  const entries = zipEntries(bytes);
  if (!entries) return;
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  const megabytes = Math.max(1, Math.round(total / MB));
  if (total > ARCHIVE_MAX_UNCOMPRESSED_BYTES)
    throw new ExtractionError('FILE_TOO_LARGE', EXTRACTION_MESSAGES.inflatesTooLarge(megabytes));
  const bomb = entries.some(
    (entry) =>
      entry.uncompressedSize >= RATIO_CHECKED_FROM_BYTES &&
      entry.uncompressedSize / Math.max(entry.compressedSize, 1) > ARCHIVE_MAX_RATIO,
  );
  if (bomb) throw new ExtractionError('FILE_TOO_LARGE', EXTRACTION_MESSAGES.overCompressed(megabytes));
}

/**
 * Cuts text to `max` characters, at a space or line end near the limit when there is one, never
 * inside a surrogate pair. Returns the text unchanged when it fits.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  const space = Math.max(text.lastIndexOf(' ', end), text.lastIndexOf('\n', end));
  if (space > end - 200 && space > 0) end = space;
  return text.slice(0, end).trimEnd();
}
