/**
 * Plain-text files from Polish users come as UTF-8 (with or without a BOM) or, from older Windows
 * tools, as Windows-1250. Anything with NUL or other control bytes is treated as binary, so this is
 * also the "is it text at all?" test of the detection.
 */

// Control characters (C0, DEL, C1) other than tab, LF, FF and CR: never found in real text. C1
// controls are valid UTF-8 but show the bytes were not meant as text, and TextDecoder maps the
// five bytes Windows-1250 leaves undefined to C1 controls, so one test covers both decodings.
const CONTROL = /[^\P{Cc}\t\n\f\r]/u;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const cp1250 = new TextDecoder('windows-1250');

export type TextEncodingName = 'utf-8' | 'windows-1250';

/** Decodes text (a UTF-8 BOM is dropped), or returns null when the bytes are not plain text. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } | null {
  let text: string | null = null;
  try {
    text = utf8.decode(bytes);
  } catch {
    // Not UTF-8: try Windows-1250, which decodes any byte.
  }
  if (text !== null) return CONTROL.test(text) ? null : { text, encoding: 'utf-8' };
  const decoded = cp1250.decode(bytes);
  return CONTROL.test(decoded) ? null : { text: decoded, encoding: 'windows-1250' };
}
