// English spellings of one answer that are the same words: British and American forms, and
// contractions. The answer checker (wordbases-check.ts) compares English answers in these forms
// too, so "colour" passes for "color" and "don't" for "do not". The contractions and the list of
// irregular pairs are plain rules; the suffix rules (-our/-or, -ise/-ize, -re/-er…) need the
// spelling dictionary of the language (an American one): a word is rewritten only when it is not an
// American word and its rewrite is, so "four" never becomes "for" nor "advise" "advize".

/** A spelling of an answer and whether it was reached by adding a left-out apostrophe ("dont"). */
export interface Spelling {
  text: string;
  punctuation: boolean;
}

/** British forms no suffix rule finds (or finds only with a dictionary), and short ones, with their American ones. */
const BRITISH: Readonly<Record<string, string>> = {
  ...{ grey: 'gray', greys: 'grays', greyish: 'grayish', tyre: 'tire', tyres: 'tires' },
  ...{ programme: 'program', programmes: 'programs', aluminium: 'aluminum', pyjamas: 'pajamas' },
  ...{ jewellery: 'jewelry', cosy: 'cozy', moustache: 'mustache', mould: 'mold', mouldy: 'moldy' },
  ...{ sceptic: 'skeptic', sceptical: 'skeptical', scepticism: 'skepticism', plough: 'plow' },
  ...{ ageing: 'aging', judgement: 'judgment', acknowledgement: 'acknowledgment', maths: 'math' },
  ...{ enrol: 'enroll', fulfil: 'fulfill', skilful: 'skillful', wilful: 'willful', doughnut: 'donut' },
  ...{ instalment: 'installment', aeroplane: 'airplane', aeroplanes: 'airplanes' },
  ...{ practise: 'practice', practised: 'practiced', practising: 'practicing', practises: 'practices' },
  ...{ metre: 'meter', metres: 'meters', litre: 'liter', litres: 'liters', fibre: 'fiber', sabre: 'saber' },
  ...{ odour: 'odor', odours: 'odors' },
};
/**
 * Suffix rules rewrite words of at least this many letters: in shorter ones the same letters are
 * more often a typo ("ovre" is not British for "over"), and a one-letter typo in a longer word is
 * forgiven anyway.
 */
const RULE_MIN_LETTERS = 6;

/** British endings and letters with their American ones, tried alone and together ("manoeuvre"). */
const SUFFIX_RULES: readonly [RegExp, string][] = [
  [/our/g, 'or'],
  [/is(e|es|ed|ing|ation|ations|er|ers|able)$/g, 'iz$1'],
  [/ys(e|es|ed|ing)$/g, 'yz$1'],
  [/re(s?)$/g, 'er$1'],
  [/ogue(s?)$/g, 'og$1'],
  [/mme(s?)$/g, 'm$1'],
  [/ll(ed|ing|er|ers)$/g, 'l$1'],
  [/ence(s?)$/g, 'ense$1'],
  [/ae/g, 'e'],
  [/oe/g, 'e'],
];

const A = "['’ʼ]";
const NOT_BEFORE = 'do|does|did|is|are|was|were|have|has|had|could|would|should|must|need|might';
/** Contractions and their full forms; an apostrophe marked `?` may be left out (no word is spelt so). */
const CONTRACTIONS: readonly [RegExp, string[]][] = [
  [new RegExp(`^can${A}t$|^cannot$`, 'iu'), ['can not']],
  [new RegExp(`^won${A}t$`, 'iu'), ['will not']],
  [new RegExp(`^shan${A}t$`, 'iu'), ['shall not']],
  [new RegExp(`^(${NOT_BEFORE})n${A}?t$`, 'iu'), ['$1 not']],
  [new RegExp(`^(i)${A}?m$`, 'iu'), ['$1 am']],
  [new RegExp(`^(you|we|they|who|what)${A}re$`, 'iu'), ['$1 are']],
  [new RegExp(`^(i|you|we|they|who|would|could|should|might|must)${A}ve$`, 'iu'), ['$1 have']],
  [new RegExp(`^(i|you|he|she|it|we|they|that|there|who|what)${A}ll$`, 'iu'), ['$1 will']],
  [new RegExp(`^(i|you|he|she|it|we|they|who|that|there)${A}d$`, 'iu'), ['$1 would', '$1 had']],
  [new RegExp(`^(it|he|she|that|there|what|who|where|here|how)${A}s$`, 'iu'), ['$1 is', '$1 has']],
  [new RegExp(`^(let)${A}s$`, 'iu'), ['$1 us']],
];
const APOSTROPHE = new RegExp(A, 'u');
/** At most this many spellings of one answer (each contraction with two full forms doubles them). */
const MAX_SPELLINGS = 4;

function withCaseOf(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  return /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function applyRule([pattern, replacement]: readonly [RegExp, string], word: string): string {
  pattern.lastIndex = 0;
  return word.replace(pattern, replacement);
}

/** The American spelling of one word, or the word itself. */
export function americanSpelling(word: string, isWord?: ((word: string) => boolean) | null): string {
  const lower = word.toLowerCase();
  const listed = BRITISH[lower];
  if (listed) return withCaseOf(word, listed);
  if (!isWord || lower.length < RULE_MIN_LETTERS || isWord(word)) return word;
  const rules = SUFFIX_RULES.filter((rule) => applyRule(rule, lower) !== lower);
  // Every non-empty subset of the matching rules, fewest rules first.
  const masks = Array.from({ length: 2 ** rules.length - 1 }, (_, i) => i + 1);
  const ones = (mask: number) => mask.toString(2).replace(/0/g, '').length;
  for (const mask of masks.sort((x, y) => ones(x) - ones(y))) {
    const rewritten = rules.reduce((s, rule, i) => ((mask >> i) & 1 ? applyRule(rule, s) : s), lower);
    if (isWord(rewritten)) return withCaseOf(word, rewritten);
  }
  return word;
}

/** Each run of letters (and apostrophes) of `word` in its American spelling: "colour-blind," too. */
function americanWords(word: string, isWord?: ((word: string) => boolean) | null): string {
  return word.replace(/[\p{L}'’ʼ]+/gu, (part) => americanSpelling(part, isWord));
}

/** The full forms of a contraction ("don't", "I'd", "dont"), with the punctuation around it kept. */
function expansions(word: string): { forms: string[]; punctuation: boolean } | null {
  const [, before = '', core = '', after = ''] = /^(\P{L}*)(.*?)(\P{L}*)$/u.exec(word) ?? [];
  const contraction = CONTRACTIONS.find(([pattern]) => pattern.test(core));
  if (!contraction) return null;
  return {
    forms: contraction[1].map(
      (full) => before + withCaseOf(core, core.replace(contraction[0], full)) + after,
    ),
    punctuation: !APOSTROPHE.test(core) && core.toLowerCase() !== 'cannot',
  };
}

/**
 * The spellings of an English answer with contractions written out and words in their American
 * form, other than the text itself; empty when there are none.
 */
export function englishSpellings(text: string, isWord?: ((word: string) => boolean) | null): Spelling[] {
  let spellings: Spelling[] = [{ text: '', punctuation: false }];
  for (const word of text.split(' ')) {
    const expanded = expansions(word);
    const forms = expanded ? expanded.forms : [americanWords(word, isWord)];
    spellings = spellings
      .flatMap((s) =>
        forms.map((form) => ({
          text: s.text ? `${s.text} ${form}` : form,
          punctuation: s.punctuation || (expanded?.punctuation ?? false),
        })),
      )
      .slice(0, MAX_SPELLINGS);
  }
  return spellings.filter((s) => s.text !== text);
}
