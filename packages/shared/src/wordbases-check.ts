// The answer checker of vocabulary exercises. It forgives what a language teacher forgives: case,
// punctuation and optional articles pass silently; missing diacritics, one typo in a long word, a
// missing gender article or letters typed from the wrong alphabet pass but are pointed out; a wrong
// gender article fails. Re-exported by wordbases.ts, so callers import `@kreda/shared/wordbases`.

export type AnswerNote = 'CASE' | 'DIACRITICS' | 'TYPO' | 'ARTICLE' | 'PUNCTUATION';

export interface AnswerCheck {
  /** CORRECT: right (silent forgiveness of case/punctuation/optional articles allowed); ACCEPTED: counted right, but a reported slip (DIACRITICS, TYPO, a missing gender article); WRONG. */
  verdict: 'CORRECT' | 'ACCEPTED' | 'WRONG';
  notes: AnswerNote[];
  /** The expected variant the answer was matched against (for WRONG: the first variant). */
  expected: string;
  /** A short Polish review for the pupil. */
  message: string;
}

const NOTE_ORDER: readonly AnswerNote[] = ['CASE', 'DIACRITICS', 'TYPO', 'ARTICLE', 'PUNCTUATION'];
const VERDICT_RANK = { CORRECT: 2, ACCEPTED: 1, WRONG: 0 } as const;
/** One edit in a shorter word is usually another word ("cat" / "car"), so it is not forgiven. */
const TYPO_MIN_LETTERS = 6;

/** Leading words an answer may leave out; English "to" marks an infinitive. */
const ARTICLES: Readonly<Record<string, readonly string[]>> = {
  en: ['a', 'an', 'the', 'to'],
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas'],
  fr: ['le', 'la', 'les', 'un', 'une', 'des'],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una'],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma'],
  nl: ['de', 'het', 'een'],
};
/** Articles written together with the noun ("l'eau", "un'amica"). */
const ELIDED_ARTICLES: Readonly<Record<string, RegExp>> = {
  fr: /^(l['’ʼ])\s*(?=\p{L})/iu,
  it: /^((?:l|un)['’ʼ])\s*(?=\p{L})/iu,
};
/** Languages whose article carries the noun's gender, so leaving it out is a slip worth reporting. */
const GENDERED = new Set(['de', 'es', 'fr', 'it', 'pt', 'nl']);

const QUOTES = `"'„“”«»‚‘’\``;
const SURROUNDING_QUOTES = new RegExp(`^[${QUOTES}]+|[${QUOTES}]+$`, 'gu');
const TRAILING_STOPS = /[\s.!?…]+$/u;
const CYRILLIC_STRESS = /(\p{sc=Cyrillic})\u0301/gu;
const LATIN_QUANTITY_MARKS = /[\u0304\u0306]/g;
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

function clean(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

function wordCount(text: string): number {
  return text.split(' ').filter((word) => word !== '').length;
}

/** Splits at any of `separators` outside parentheses, so "(sich/etw.) freuen" stays one part. */
function splitOutsideParentheses(text: string, separators: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && separators.includes(ch)) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** Every way of keeping or leaving out the parenthesised parts, all kept first ("(sich) freuen"). */
function optionalForms(text: string): string[] {
  const groups = text.match(/\([^()]*\)/g) ?? [];
  if (groups.length === 0) return [text];
  const kept = text.replace(/\(([^()]*)\)/g, '$1');
  const dropped = text.replace(/\([^()]*\)/g, ' ');
  if (groups.length > 3) return [kept, dropped];
  const forms: string[] = [];
  for (let mask = 0; mask < 2 ** groups.length; mask++) {
    let index = 0;
    forms.push(text.replace(/\(([^()]*)\)/g, (_, inner: string) => ((mask >> index++) & 1 ? ' ' : inner)));
  }
  return forms;
}

export function expectedVariants(expected: string): string[] {
  const variants: string[] = [];
  for (const piece of splitOutsideParentheses(clean(expected), ';/')) {
    const commaParts = splitOutsideParentheses(piece, ',');
    const parts = commaParts.every((part) => wordCount(part) <= 3) ? commaParts : [piece];
    for (const part of parts) {
      for (const form of optionalForms(part)) {
        const variant = clean(form);
        if (variant !== '' && !variants.includes(variant)) variants.push(variant);
      }
    }
  }
  return variants;
}

function languageOf(code: string | null | undefined): string | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return base ? base : null;
}

/** What both sides are compared by; stress marks and Latin vowel quantities are study aids, not spelling. */
function normalise(text: string, lang: string | null): string {
  let s = clean(text).replace(CYRILLIC_STRESS, '$1');
  if (lang === 'la') s = s.normalize('NFD').replace(LATIN_QUANTITY_MARKS, '').normalize('NFC');
  let previous: string;
  do {
    previous = s;
    s = s.replace(SURROUNDING_QUOTES, '').replace(TRAILING_STOPS, '').trim();
  } while (s !== previous);
  return s;
}

interface Split {
  article: string | null;
  core: string;
}

function splitArticle(text: string, lang: string | null): Split {
  const articles = lang ? ARTICLES[lang] : undefined;
  if (!articles) return { article: null, core: text };
  const elided = lang ? ELIDED_ARTICLES[lang]?.exec(text) : null;
  if (elided?.[1]) return { article: elided[1], core: text.slice(elided[0].length) };
  const space = text.indexOf(' ');
  if (space > 0 && articles.includes(text.slice(0, space).toLowerCase())) {
    return { article: text.slice(0, space), core: text.slice(space + 1) };
  }
  return { article: null, core: text };
}

function articleKey(article: string | null): string | null {
  return article === null ? null : article.toLowerCase().replace(/[’ʼ]/g, "'");
}

/** Ways two spellings may differ without being different words; SCRIPT is reported as a TYPO. */
type Fold = 'SCRIPT' | 'CASE' | 'DIACRITICS' | 'PUNCTUATION';
const FOLDS: readonly Fold[] = ['SCRIPT', 'CASE', 'DIACRITICS', 'PUNCTUATION'];

function stripDiacritics(text: string): string {
  return text
    .replace(FOLDED_LETTERS, (ch) => LETTER_FOLDS[ch] ?? ch)
    .normalize('NFD')
    .replace(/(\p{L})(\p{M}+)/gu, (whole, base: string) => (/\p{sc=Cyrillic}/u.test(base) ? whole : base))
    .normalize('NFC');
}

function scriptOf(text: string): 'LATIN' | 'CYRILLIC' | null {
  const latin = /\p{sc=Latin}/u.test(text);
  const cyrillic = /\p{sc=Cyrillic}/u.test(text);
  if (latin === cyrillic) return null;
  return latin ? 'LATIN' : 'CYRILLIC';
}

/** The spellings of `text` with the given folds applied: two when punctuation is folded (hyphen as a space, or as nothing). */
function folded(text: string, folds: ReadonlySet<Fold>, script: 'LATIN' | 'CYRILLIC' | null): string[] {
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
function editDistance(a: string, b: string, cap = 2): number {
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

interface CoreMatch {
  typo: boolean;
  /** Folds without which the two would be further apart. */
  folds: Fold[];
}

function compareCores(answer: string, expected: string): CoreMatch | null {
  const script = scriptOf(expected);
  const distance = (folds: ReadonlySet<Fold>): number => {
    const [a1 = '', a2 = ''] = folded(answer, folds, script);
    const [e1 = '', e2 = ''] = folded(expected, folds, null);
    return folds.has('PUNCTUATION')
      ? Math.min(editDistance(a1, e1), editDistance(a2, e2))
      : editDistance(a1, e1);
  };
  const full = distance(new Set(FOLDS));
  const letters = expected.match(/\p{L}/gu)?.length ?? 0;
  if (full > 1 || (full === 1 && letters < TYPO_MIN_LETTERS)) return null;
  const folds = FOLDS.filter((fold) => distance(new Set(FOLDS.filter((f) => f !== fold))) > full);
  return { typo: full === 1, folds };
}

type Slip = 'TYPO' | 'SCRIPT' | 'DIACRITICS' | 'ARTICLE';

interface Outcome {
  verdict: AnswerCheck['verdict'];
  notes: Set<AnswerNote>;
  slips: Slip[];
  wrongArticle: boolean;
}

function usesPolishLetters(text: string, lang: string | null): boolean {
  return lang === 'pl' || (lang !== 'lt' && /[ąęłńśźżĄĘŁŃŚŹŻ]/u.test(text));
}

function listPl(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} i ${items.at(-1)}`;
}

function acceptedMessage(slips: readonly Slip[], shown: string, polish: boolean): string {
  const withoutMarks = polish ? 'bez polskich znaków' : 'bez znaków diakrytycznych';
  if (slips.length === 1) {
    if (slips[0] === 'DIACRITICS') return `Dobrze, ale ${withoutMarks} – poprawnie: „${shown}”.`;
    if (slips[0] === 'ARTICLE') return `Dobrze, ale pamiętaj o rodzajniku: „${shown}”.`;
  }
  const phrases: Record<Slip, string> = {
    TYPO: 'z literówką',
    SCRIPT: 'z literami z innego alfabetu',
    DIACRITICS: withoutMarks,
    ARTICLE: 'bez rodzajnika',
  };
  return `Zaliczone, ale ${listPl(slips.map((slip) => phrases[slip]))} – poprawnie: „${shown}”.`;
}

function compareVariant(answer: string, expected: string, lang: string | null): Outcome | null {
  const a = splitArticle(answer, lang);
  const e = splitArticle(expected, lang);
  const core = compareCores(a.core, e.core);
  if (!core) return null;
  const notes = new Set<AnswerNote>(core.folds.map((fold) => (fold === 'SCRIPT' ? 'TYPO' : fold)));
  const slips: Slip[] = [];
  if (core.typo) {
    notes.add('TYPO');
    slips.push('TYPO');
  }
  if (core.folds.includes('SCRIPT')) slips.push('SCRIPT');
  if (core.folds.includes('DIACRITICS')) slips.push('DIACRITICS');
  const articleA = articleKey(a.article);
  const articleE = articleKey(e.article);
  if (articleA !== articleE) {
    if (lang && GENDERED.has(lang) && articleE !== null) {
      if (articleA !== null)
        return { verdict: 'WRONG', notes: new Set(['ARTICLE']), slips: [], wrongArticle: true };
      slips.push('ARTICLE');
    }
    notes.add('ARTICLE');
  } else if (a.article !== e.article) {
    notes.add(a.article?.toLowerCase() === e.article?.toLowerCase() ? 'CASE' : 'PUNCTUATION');
  }
  return { verdict: slips.length > 0 ? 'ACCEPTED' : 'CORRECT', notes, slips, wrongArticle: false };
}

function checkVariant(answer: string, variant: string, lang: string | null): AnswerCheck {
  const expected = normalise(variant, lang);
  const outcome: Outcome =
    answer === expected
      ? { verdict: 'CORRECT', notes: new Set(), slips: [], wrongArticle: false }
      : (compareVariant(answer, expected, lang) ?? {
          verdict: 'WRONG',
          notes: new Set(),
          slips: [],
          wrongArticle: false,
        });
  const notes = NOTE_ORDER.filter((note) => outcome.notes.has(note));
  if (outcome.wrongArticle) {
    return {
      verdict: 'WRONG',
      notes,
      expected: variant,
      message: `Zły rodzajnik – poprawnie: „${variant}”.`,
    };
  }
  if (outcome.verdict === 'WRONG') {
    return {
      verdict: 'WRONG',
      notes,
      expected: variant,
      message: `Niepoprawnie. Poprawna odpowiedź: „${variant}”.`,
    };
  }
  let message =
    outcome.verdict === 'CORRECT'
      ? 'Dobrze!'
      : acceptedMessage(outcome.slips, variant, usesPolishLetters(variant, lang));
  const nounCapital = /^\p{Lu}/u.test(splitArticle(expected, lang).core);
  const typedSmall = /^\p{Ll}/u.test(splitArticle(answer, lang).core);
  if (lang === 'de' && notes.includes('CASE') && nounCapital && typedSmall) {
    message += ` Pamiętaj: rzeczowniki w języku niemieckim piszemy wielką literą – „${variant}”.`;
  }
  return { verdict: outcome.verdict, notes, expected: variant, message };
}

function isBetter(candidate: AnswerCheck, best: AnswerCheck): boolean {
  const rank = VERDICT_RANK[candidate.verdict] - VERDICT_RANK[best.verdict];
  return rank > 0 || (rank === 0 && candidate.notes.length < best.notes.length);
}

export function checkAnswer(
  answer: string,
  expected: string | readonly string[],
  options: { languageCode?: string | null } = {},
): AnswerCheck {
  const lang = languageOf(options.languageCode);
  const variants =
    typeof expected === 'string'
      ? expectedVariants(expected)
      : [...new Set(expected.map(clean).filter((variant) => variant !== ''))];
  const first = variants[0] ?? '';
  const given = normalise(answer, lang);
  if (given === '')
    return { verdict: 'WRONG', notes: [], expected: first, message: 'Nie wpisano odpowiedzi.' };
  // The whole expected string counts too, so "km/h" or a copied "dom; budynek" is not refused.
  const whole = typeof expected === 'string' ? clean(expected) : '';
  const candidates = whole !== '' && !variants.includes(whole) ? [...variants, whole] : variants;
  let best: AnswerCheck | null = null;
  let wrongArticle: AnswerCheck | null = null;
  for (const variant of candidates) {
    const check = checkVariant(given, variant, lang);
    if (check.verdict === 'WRONG' && check.notes.includes('ARTICLE')) wrongArticle ??= check;
    if (!best || isBetter(check, best)) best = check;
  }
  if (best && best.verdict !== 'WRONG') return best;
  return (
    wrongArticle ?? {
      verdict: 'WRONG',
      notes: [],
      expected: first,
      message: `Niepoprawnie. Poprawna odpowiedź: „${first}”.`,
    }
  );
}
