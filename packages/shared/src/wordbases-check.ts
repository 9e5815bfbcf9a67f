// The answer checker of vocabulary exercises. It forgives what a language teacher forgives: case,
// punctuation and optional articles pass silently; missing diacritics, one typo in a long word, a
// missing gender article or letters typed from the wrong alphabet pass but are pointed out; a wrong
// gender article fails. English answers pass in British or American spelling and with contractions
// written out or not (wordbases-spelling.ts). Given a spelling dictionary of the language (`isWord`,
// the server's), a slip that makes another real word is not forgiven: "desert" for "dessert",
// "its" for "it's", German "Bruder" for "Brüder". The checker itself stays pure; re-exported by
// wordbases.ts, so callers import `@kreda/shared/wordbases`.

import {
  type CoreMatch,
  clean,
  editDistance,
  FOLDS,
  type Fold,
  folded,
  otherWord,
  scriptOf,
} from './wordbases-letters.ts';
import { englishSpellings } from './wordbases-spelling.ts';

export type AnswerNote = 'CASE' | 'DIACRITICS' | 'TYPO' | 'ARTICLE' | 'PUNCTUATION';

export interface CheckOptions {
  /** The language of the expected answer (`de`, `en-GB`…); null for a set that is not a language. */
  languageCode?: string | null;
  /**
   * Whether one word, as typed, is a real word of that language (a spelling dictionary). Without it
   * every one-letter typo in a long word is forgiven and German umlauts are diacritics like others.
   */
  isWord?: ((word: string) => boolean) | null;
}

type IsWord = (word: string) => boolean;

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
  /** Why a WRONG answer is wrong, when it was close: the wrong gender article, or another real word. */
  wrong?: { article: true } | { word: string };
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

function compareVariant(answer: string, expected: string, lang: string | null, isWord: IsWord | null) {
  const a = splitArticle(answer, lang);
  const e = splitArticle(expected, lang);
  const core = compareCores(a.core, e.core);
  if (!core) return null;
  const other =
    isWord && core.folds.length + Number(core.typo) > 0
      ? otherWord(a.core, e.core, lang, core, isWord)
      : null;
  if (other)
    return { verdict: 'WRONG', notes: new Set(), slips: [], wrong: { word: other } } satisfies Outcome;
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
        return {
          verdict: 'WRONG',
          notes: new Set(['ARTICLE']),
          slips: [],
          wrong: { article: true },
        } satisfies Outcome;
      slips.push('ARTICLE');
    }
    notes.add('ARTICLE');
  } else if (a.article !== e.article) {
    notes.add(a.article?.toLowerCase() === e.article?.toLowerCase() ? 'CASE' : 'PUNCTUATION');
  }
  return { verdict: slips.length > 0 ? 'ACCEPTED' : 'CORRECT', notes, slips } satisfies Outcome;
}

function betterOutcome(candidate: Outcome, best: Outcome): boolean {
  const rank = VERDICT_RANK[candidate.verdict] - VERDICT_RANK[best.verdict];
  return rank > 0 || (rank === 0 && candidate.notes.size < best.notes.size);
}

/** The answer against one variant; an English one in its other spellings too (British, contractions). */
function compareSpellings(
  answer: string,
  expected: string,
  lang: string | null,
  isWord: IsWord | null,
): Outcome {
  const none: Outcome = { verdict: 'WRONG', notes: new Set(), slips: [] };
  if (answer === expected) return { verdict: 'CORRECT', notes: new Set(), slips: [] };
  let best: Outcome = compareVariant(answer, expected, lang, isWord) ?? none;
  if (lang !== 'en' || best.verdict === 'CORRECT') return best;
  const answers = [{ text: answer, punctuation: false }, ...englishSpellings(answer, isWord)];
  const expecteds = [{ text: expected, punctuation: false }, ...englishSpellings(expected, isWord)];
  for (const a of answers) {
    for (const e of expecteds) {
      if (a.text === answer && e.text === expected) continue;
      const outcome = compareVariant(a.text, e.text, lang, isWord);
      // A real word kept in both spellings is still the other word.
      if (!outcome || outcome.wrong) continue;
      if (a.punctuation || e.punctuation) outcome.notes.add('PUNCTUATION');
      if (best.wrong && 'word' in best.wrong && outcome.verdict !== 'CORRECT') continue;
      if (betterOutcome(outcome, best)) best = outcome;
    }
  }
  return best;
}

/** The check against one variant; `closeMiss` when it is wrong for a reason worth telling (article, other word). */
function checkVariant(
  answer: string,
  variant: string,
  lang: string | null,
  isWord: IsWord | null,
): AnswerCheck & { closeMiss?: true } {
  const outcome = compareSpellings(answer, normalise(variant, lang), lang, isWord);
  const notes = NOTE_ORDER.filter((note) => outcome.notes.has(note));
  if (outcome.wrong) {
    const message =
      'word' in outcome.wrong
        ? `„${outcome.wrong.word}” to inne słowo – poprawnie: „${variant}”.`
        : `Zły rodzajnik – poprawnie: „${variant}”.`;
    return { verdict: 'WRONG', notes, expected: variant, message, closeMiss: true };
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
  const expected = normalise(variant, lang);
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
  options: CheckOptions = {},
): AnswerCheck {
  const lang = languageOf(options.languageCode);
  const isWord = options.isWord ?? null;
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
  let closeMiss: AnswerCheck | null = null;
  for (const variant of candidates) {
    const { closeMiss: close, ...check } = checkVariant(given, variant, lang, isWord);
    if (close) closeMiss ??= check;
    if (!best || isBetter(check, best)) best = check;
  }
  if (best && best.verdict !== 'WRONG') return best;
  return (
    closeMiss ?? {
      verdict: 'WRONG',
      notes: [],
      expected: first,
      message: `Niepoprawnie. Poprawna odpowiedź: „${first}”.`,
    }
  );
}
