// Control characters except tab and LF (CR and FF are turned into LF first); also the BOM / zero
// width no-break space, which some exporters leave in the middle of the text.
const CONTROL = /[^\P{Cc}\t\n]|\uFEFF/gu;
// Runs of horizontal whitespace other than tabs (spaces, no-break spaces, thin spaces…).
const SPACES = /[^\S\n\t]+/g;

/**
 * The one text shape every extractor returns: NFC (PDFs and macOS files often carry "ó" as "o" plus
 * a combining accent, which would break search and counting), LF line ends, no control characters,
 * single spaces, no spaces at line edges, at most one blank line in a row, trimmed.
 */
export function normalizeText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?|\f/g, '\n')
    .replace(CONTROL, '')
    .replace(SPACES, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
