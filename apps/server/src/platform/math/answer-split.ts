/**
 * Where a comma separates and where it is decimal. A semicolon always separates, and then a comma
 * between digits is decimal ("(3,2; -2,6)"). A comma followed by a space separates. A comma between
 * digits with no space is read both ways when it could be either, and the reader keeps both
 * readings: at the top level it is first decimal ("2,5" is 2.5, then {2, 5}); inside brackets or
 * braces with no other separator it first separates ("(2,5)" is a pair, "{1,5}" a set of two, then
 * 2.5 and {1.5}). A comparison that the second reading would change is left to the AI.
 */

export interface Splitting {
  /** Read the other way every comma that could be either. */
  flip: boolean;
  /** Set when a comma could be either. */
  ambiguous: boolean;
}

const OPENERS = '([{⟨';
const CLOSERS = ')]}⟩';

/** Positions of `chars` outside any bracket. */
function topLevel(text: string, chars: string): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (OPENERS.includes(char)) depth++;
    else if (CLOSERS.includes(char)) depth--;
    else if (depth === 0 && chars.includes(char)) found.push(i);
  }
  return found;
}

const digitComma = (text: string, i: number) => /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '');

/** Splits a list of answers or coordinates; decimal commas in each part become points. */
export function splitList(content: string, where: 'top' | 'group', splitting: Splitting): string[] {
  const semicolons = topLevel(content, ';');
  const commas = topLevel(content, ',');
  let cuts: number[];
  if (semicolons.length > 0) {
    cuts = [...semicolons, ...commas.filter((i) => !digitComma(content, i))];
  } else {
    const decimal = commas.filter((i) => digitComma(content, i));
    const separating = commas.filter((i) => !digitComma(content, i));
    if (decimal.length > 0) splitting.ambiguous = true;
    // Inside brackets with only digit commas, they separate first; everywhere else they are decimal first.
    const decimalFirst = where === 'top' || separating.length > 0;
    cuts = decimalFirst !== splitting.flip ? separating : commas;
  }
  const parts: string[] = [];
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    parts.push(content.slice(start, cut));
    start = cut + 1;
  }
  parts.push(content.slice(start));
  const trimmed = parts.map((part) => part.trim());
  // Read as separators, "0,05" and "4,4" would be lists no one writes ("05"; 4 twice): no such reading.
  const implausible =
    splitting.flip &&
    (trimmed.some((part) => /^[-+]?0(?:\d|$)/.test(part) && part !== '0') ||
      new Set(trimmed).size < trimmed.length);
  return implausible ? [''] : trimmed;
}

/** Splits at top-level occurrences of a connective (∨, ∧, ∪, …). */
export function splitAt(text: string, chars: string): { parts: string[]; joins: string[] } {
  const cuts = topLevel(text, chars);
  const parts: string[] = [];
  const joins: string[] = [];
  let start = 0;
  for (const cut of cuts) {
    parts.push(text.slice(start, cut).trim());
    joins.push(text[cut] as string);
    start = cut + 1;
  }
  parts.push(text.slice(start).trim());
  return { parts, joins };
}

/** The closing bracket's index for the opening one at `open`, -1 when unbalanced. */
export function closingOf(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i] as string;
    if (OPENERS.includes(char)) depth++;
    else if (CLOSERS.includes(char) && --depth === 0) return i;
  }
  return -1;
}

/** Whether the whole text is one bracket group: its first character's bracket closes at its end. */
export function isGroup(text: string): boolean {
  return OPENERS.includes(text[0] ?? '') && closingOf(text, 0) === text.length - 1;
}

/** Decimal commas left in a part (between digits) become points. */
export const decimalPoints = (text: string) => text.replace(/(\d),(?=\d)/g, '$1.');
