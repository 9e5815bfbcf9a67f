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

/** The OR of the terms as a tsquery text: prefixes for words, exact lexemes for numbers and short words. */
export function tsqueryText(terms: readonly string[]): string {
  return terms
    .map((term) => {
      const stem = prefixStem(term);
      return stem === null ? `'${term}'` : `'${stem}':*`;
    })
    .join(' | ');
}
