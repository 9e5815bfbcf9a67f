// How two spellings of a vocabulary answer may differ without being different words — letters
// from the other alphabet, case, diacritics, punctuation — how far apart they are, and (given a
// spelling dictionary) which differences do make another word. Used by wordbases-check.ts.

/** Inner punctuation forgiven silently; hyphens are handled separately (they may stand for a space). */
const INNER_PUNCTUATION = /[,;:.!?¡¿'’‘ʼ`´"„“”«»()[\]]/gu;
const HYPHENS = /[-‐‑–—]/gu;

const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ...{ ł: 'l', Ł: 'L', ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'OE' },
  ...{ đ: 'd', Đ: 'D', ı: 'i', ё: 'е', Ё: 'Е' },
};
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');

/** Latin letters that look exactly like Cyrillic ones (a keyboard switched in the middle of a word). */
const HOMOGLYPHS_LATIN = 'acekiopxyABCEHIKMOPTXY';
const HOMOGLYPHS_CYRILLIC = 'асекіорхуАВСЕНІКМОРТХУ';
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = Object.fromEntries(
  Array.from(HOMOGLYPHS_LATIN, (latin, i) => [latin, HOMOGLYPHS_CYRILLIC.charAt(i)]),
);
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = Object.fromEntries(
  Array.from(HOMOGLYPHS_CYRILLIC, (cyrillic, i) => [cyrillic, HOMOGLYPHS_LATIN.charAt(i)]),
);

export function clean(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Ways two spellings may differ without being different words; SCRIPT is reported as a TYPO. */
export type Fold = 'SCRIPT' | 'CASE' | 'DIACRITICS' | 'PUNCTUATION';
export const FOLDS: readonly Fold[] = ['SCRIPT', 'CASE', 'DIACRITICS', 'PUNCTUATION'];

export function stripDiacritics(text: string): string {
  return text
    .replace(FOLDED_LETTERS, (ch) => LETTER_FOLDS[ch] ?? ch)
    .normalize('NFD')
    .replace(/(\p{L})(\p{M}+)/gu, (whole, base: string) => (/\p{sc=Cyrillic}/u.test(base) ? whole : base))
    .normalize('NFC');
}

export function scriptOf(text: string): 'LATIN' | 'CYRILLIC' | null {
  const latin = /\p{sc=Latin}/u.test(text);
  const cyrillic = /\p{sc=Cyrillic}/u.test(text);
  if (latin === cyrillic) return null;
  return latin ? 'LATIN' : 'CYRILLIC';
}

/** The spellings of `text` with the given folds applied: two when punctuation is folded (hyphen as a space, or as nothing). */
export function folded(
  text: string,
  folds: ReadonlySet<Fold>,
  script: 'LATIN' | 'CYRILLIC' | null,
): string[] {
  let s = text;
  if (script && folds.has('SCRIPT')) {
    const map = script === 'CYRILLIC' ? LATIN_TO_CYRILLIC : CYRILLIC_TO_LATIN;
    s = Array.from(s, (ch) => map[ch] ?? ch).join('');
  }
  if (folds.has('CASE')) s = s.toLowerCase();
  if (folds.has('DIACRITICS')) s = stripDiacritics(s);
  if (!folds.has('PUNCTUATION')) return [s];
  s = s.replace(INNER_PUNCTUATION, '');
  return [clean(s.replace(HYPHENS, ' ')), clean(s.replace(HYPHENS, ''))];
}

/** Optimal string alignment distance over code points, capped at `cap + 1`. */
export function editDistance(a: string, b: string, cap = 2): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > cap) return cap + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length] ?? 0, cap + 1);
}

export interface CoreMatch {
  typo: boolean;
  /** Folds without which the two would be further apart. */
  folds: Fold[];
}

/** The words of an answer as a dictionary sees them: split at spaces, hyphens and slashes, outer punctuation off. */
function wordsOf(text: string): string[] {
  return text
    .split(/[\s/\-‐‑–—]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');
}

const APOSTROPHES = /['’ʼ`´]/gu;
const APOSTROPHE = /['’ʼ`´]/u;
const UMLAUTS = /[äöüÄÖÜ]/u;

/**
 * The word of the answer that is itself a real word where the expected one has another, or null:
 * a one-letter typo ("desert" for "dessert"), a left-out or added apostrophe ("its" for "it's"), in
 * German an umlaut ("Bruder" for "Brüder"). Only words that changed are looked up, as typed.
 */
export function otherWord(
  answer: string,
  expected: string,
  lang: string | null,
  match: CoreMatch,
  isWord: (word: string) => boolean,
) {
  const script = scriptOf(expected);
  const key = (word: string, side: 'answer' | 'expected', folds: ReadonlySet<Fold>) =>
    folded(word, folds, side === 'answer' ? script : null)[0] ?? '';
  const loose = new Set<Fold>(['SCRIPT', 'CASE', 'DIACRITICS']);
  const looseKey = (word: string, side: 'answer' | 'expected') =>
    key(word, side, loose).replace(APOSTROPHES, '');
  const expectedWords = wordsOf(expected);
  const expectedKeys = new Set(expectedWords.map((word) => looseKey(word, 'expected')));
  // A German noun typed in lower case is looked up with its capital.
  const capitals = lang === 'de' && expectedWords.some((word) => /^\p{Lu}/u.test(word));
  const known = (word: string) =>
    isWord(word) ||
    (capitals && /^\p{Ll}/u.test(word) && isWord(word.charAt(0).toUpperCase() + word.slice(1)));
  const umlauts = lang === 'de' && match.folds.includes('DIACRITICS');
  const apostrophes = match.folds.includes('PUNCTUATION');
  for (const word of wordsOf(answer)) {
    const wordKey = looseKey(word, 'answer');
    if (!expectedKeys.has(wordKey)) {
      if (match.typo && known(word)) return word;
      continue;
    }
    const counterparts = expectedWords.filter((e) => looseKey(e, 'expected') === wordKey);
    const caseless = (w: string, side: 'answer' | 'expected') => key(w, side, new Set(['SCRIPT', 'CASE']));
    const changed = counterparts.every((e) => caseless(e, 'expected') !== caseless(word, 'answer'));
    if (!changed) continue;
    const apostrophe = counterparts.some((e) => APOSTROPHE.test(e) !== APOSTROPHE.test(word));
    const umlaut = counterparts.some((e) => UMLAUTS.test(e) || UMLAUTS.test(word));
    if (((apostrophes && apostrophe) || (umlauts && umlaut)) && known(word)) return word;
  }
  return null;
}
