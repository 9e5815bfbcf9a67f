/**
 * How much of a text still being written is made of whole blocks: its beginning up to the last
 * blank line that is outside a code fence and a display formula (`$$…$$`). Only that part is
 * formatted while an answer streams — a formula, a bold phrase or a table cut in the middle would
 * come out of the formatter as raw markup — and the block being written is shown as plain text.
 */
export function settledLength(text: string): number {
  for (let end = text.lastIndexOf('\n\n'); end > 0; end = text.lastIndexOf('\n\n', end - 1)) {
    const head = text.slice(0, end);
    const fences = head.match(/^\s*(?:```|~~~)/gm)?.length ?? 0;
    const formulas = head.match(/\$\$/g)?.length ?? 0;
    if (fences % 2 === 0 && formulas % 2 === 0) return end;
  }
  return 0;
}
