/**
 * Turns a free-text question into search terms: lower-cased, without diacritics (as the index's
 * `kreda_unaccent(lower(text))`), split into letters and digits only, Polish stop words and
 * repeats removed. Only letters and digits survive, so the terms are safe to place in tsquery
 * syntax; whatever a user types can never be a tsquery (or SQL) syntax error.
 */

/** Enough of a question to find its passages; longer text only costs time. */
const MAX_QUESTION_CHARS = 2_000;
/** The first terms carry a question; more only add scoring work per row. */
const MAX_TERMS = 12;

/*
 * Common Polish function words and question phrasing, unaccented. Small on purpose: 'simple'
 * text search keeps every word, and these would otherwise match almost every passage.
 */
const STOP_WORDS = new Set(
  `a aby ach ale albo ani az bo by byc byl byla byli bylo byly bez ci co czy czyli czym czego
  dla do gdy gdzie go i ich ile im ja jak jaka jaki jakie jakiego jakim je jego jej jest jestem
  jesli juz kiedy kim kto ktora ktore ktorego ktorej ktory ktorych ku lub ma mam mi mnie na nad
  nam nas nie niech niz o od oraz po pod przed przez przy sa sie sobie ta tak tam te tego tej ten
  to tu ty tym u w we wiec wszystko z za ze zeby
  prosze wyjasnij opisz podaj omow powiedz czemu dlaczego`.split(/\s+/u),
);

const LETTERS_AND_DIGITS = /[\p{L}\p{N}]+/gu;

/** Lower-case without diacritics, as PostgreSQL's unaccent (ł and compatibility forms included). */
export function normalizeText(text: string): string {
  return (
    text
      .toLowerCase()
      // NFKD splits letters from their marks and compatibility forms (ligatures, fractions,
      // superscripts) into plain characters, which is what unaccent's rules do too.
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      // Modifier letters (ʼ, ˈ …) act as apostrophes: unaccent turns them into punctuation.
      .replace(/\p{Lm}+/gu, ' ')
      .replace(/ł/gu, 'l')
  );
}

/** The question's distinct search terms, in order of appearance. */
export function queryTerms(question: string): string[] {
  const words = normalizeText(question.slice(0, MAX_QUESTION_CHARS)).match(LETTERS_AND_DIGITS) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (STOP_WORDS.has(word) || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/**
 * A crude Polish stem for prefix matching: inflection mostly changes the last one or two letters
 * (fotosynteza → fotosyntezy, Żółkiewski → Żółkiewskiego), so a shortened word as a tsquery prefix
 * finds the other forms. The trigram scorer then prefers the closest form.
 */
export function prefixStem(term: string): string | null {
  if (/^\p{N}+$/u.test(term) || term.length < 3) return null;
  if (term.length <= 4) return term;
  // Longer words lose more: Polska → Polsce needs "pols", fotosynteza → fotosyntezie "fotosynt".
  return term.slice(0, term.length === 5 ? -1 : term.length <= 8 ? -2 : -3);
}

interface Item {
  text: string;
  prefix: boolean;
}

/** A term as a tsquery item: a prefix for a word, the exact lexeme for a number or a short word. */
function item(term: string): Item {
  const stem = prefixStem(term);
  return stem === null ? { text: term, prefix: false } : { text: stem, prefix: true };
}

const itemText = (i: Item) => (i.prefix ? `'${i.text}':*` : `'${i.text}'`);

/** Every match of `b` is a match of `a`. */
const covers = (a: Item, b: Item) => (a.prefix ? b.text.startsWith(a.text) : !b.prefix && a.text === b.text);

/** The OR of the terms as a tsquery text: prefixes for words, exact lexemes for numbers and short words. */
export function tsqueryText(terms: readonly string[]): string {
  return terms.map((term) => itemText(item(term))).join(' | ');
}

/**
 * The OR of every pair of distinct terms (`(a & b) | (a & c) | (b & c)`): the chunks that match
 * at least two of the question's terms, or null when there are no two. A term whose every match
 * is a match of another one ('funkcj':* of 'funkc':*, "funkcja funkcji") is left out: its pair
 * would be every match of the narrower term, one occurrence each.
 */
export function pairsTsqueryText(terms: readonly string[]): string | null {
  const items = terms.map(item);
  const kept = items.filter(
    (it, i) => !items.some((other, j) => j !== i && covers(other, it) && (!covers(it, other) || j < i)),
  );
  const pairs: string[] = [];
  kept.forEach((a, i) => {
    for (const b of kept.slice(i + 1)) pairs.push(`(${itemText(a)} & ${itemText(b)})`);
  });
  return pairs.length > 0 ? pairs.join(' | ') : null;
}

/** The word beginnings `kreda_repeated_stems` (migration 0019) keeps: a prefix's longest one of these. */
const BEGINNINGS = [8, 6, 4, 3] as const;

/**
 * The OR of the keys under which `search_repeated` holds a chunk where a term matches twice: a
 * prefix's beginning of the longest length in BEGINNINGS it has (every word it matches begins the
 * same way), or a number or short word whole.
 */
export function repeatedTsqueryText(terms: readonly string[]): string {
  const keys = terms.map(item).map((it) => {
    if (!it.prefix) return it.text;
    const length = BEGINNINGS.find((n) => n <= it.text.length) ?? it.text.length;
    return it.text.slice(0, length);
  });
  return [...new Set(keys)].map((key) => `'${key}'`).join(' | ');
}
