/*
 * Finding a passage the model quoted in the essay: exactly, or after normalising what models
 * change when they copy (case, runs of whitespace, typographic quotes and dashes). Offsets are
 * those of the original text, so the page can highlight them. A quote not in the text is dropped.
 */

const QUOTES = /[„”“"«»‚‘’'`]/;
const DASHES = /[‐‑‒–—―-]/;

function normalChar(char: string): string {
  if (QUOTES.test(char)) return '"';
  if (DASHES.test(char)) return '-';
  if (/\s/.test(char)) return ' ';
  return char.toLocaleLowerCase('pl');
}

/** The text normalised character by character, with each normalised character's original index. */
export function normalise(text: string): { text: string; index: number[] } {
  let out = '';
  const index: number[] = [];
  let lastSpace = true;
  for (let i = 0; i < text.length; i++) {
    const char = normalChar(text[i] as string);
    if (char === ' ') {
      if (lastSpace) continue;
      lastSpace = true;
    } else lastSpace = false;
    out += char;
    index.push(i);
  }
  // No trailing space: quotes are trimmed too.
  if (out.endsWith(' ')) {
    out = out.slice(0, -1);
    index.pop();
  }
  return { text: out, index };
}

export interface Located {
  start: number;
  end: number;
}

/** Finds quotes in one text; the same quote twice finds its next occurrence. */
export function quoteFinder(content: string) {
  const normal = normalise(content);
  const used = new Map<string, number>();
  return (quote: string): Located | null => {
    const wanted = normalise(quote.trim()).text;
    if (wanted.length < 2) return null;
    const from = used.get(wanted) ?? 0;
    let at = normal.text.indexOf(wanted, from);
    if (at === -1 && from > 0) at = normal.text.indexOf(wanted);
    if (at === -1) return null;
    used.set(wanted, at + wanted.length);
    const start = normal.index[at] as number;
    const end = (normal.index[at + wanted.length - 1] as number) + 1;
    return { start, end };
  };
}
