/*
 * What code can tell about the language of a text: the script a language is written in (to catch
 * a model answering in the wrong language) and whether a translation can be Polish at all.
 */

type Script =
  | 'Cyrillic'
  | 'Greek'
  | 'Arabic'
  | 'Hebrew'
  | 'Han'
  | 'Hangul'
  | 'Georgian'
  | 'Armenian'
  | 'Devanagari'
  | 'Bengali'
  | 'Gurmukhi'
  | 'Gujarati'
  | 'Tamil'
  | 'Telugu'
  | 'Kannada'
  | 'Malayalam'
  | 'Sinhala'
  | 'Thai'
  | 'Khmer'
  | 'Lao'
  | 'Myanmar'
  | 'Tibetan'
  | 'Ethiopic';

/** Languages of the list written in one non-Latin script today (ancient and mixed-script ones left out). */
const SCRIPT_OF: Record<string, Script> = {
  ru: 'Cyrillic',
  uk: 'Cyrillic',
  be: 'Cyrillic',
  bg: 'Cyrillic',
  mk: 'Cyrillic',
  kk: 'Cyrillic',
  ky: 'Cyrillic',
  tg: 'Cyrillic',
  tt: 'Cyrillic',
  mn: 'Cyrillic',
  el: 'Greek',
  grc: 'Greek',
  ar: 'Arabic',
  fa: 'Arabic',
  ps: 'Arabic',
  ur: 'Arabic',
  ug: 'Arabic',
  he: 'Hebrew',
  yi: 'Hebrew',
  zh: 'Han',
  yue: 'Han',
  lzh: 'Han',
  ja: 'Han',
  ko: 'Hangul',
  ka: 'Georgian',
  hy: 'Armenian',
  hi: 'Devanagari',
  mr: 'Devanagari',
  ne: 'Devanagari',
  sa: 'Devanagari',
  bn: 'Bengali',
  pa: 'Gurmukhi',
  gu: 'Gujarati',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  ml: 'Malayalam',
  si: 'Sinhala',
  th: 'Thai',
  km: 'Khmer',
  lo: 'Lao',
  my: 'Myanmar',
  bo: 'Tibetan',
  am: 'Ethiopic',
  ti: 'Ethiopic',
};

const patterns = new Map<Script, RegExp>();
function scriptPattern(script: Script): RegExp {
  let pattern = patterns.get(script);
  if (!pattern) {
    // Japanese is written with kanji and kana; either counts.
    pattern =
      script === 'Han'
        ? /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
        : new RegExp(`\\p{Script=${script}}`, 'u');
    patterns.set(script, pattern);
  }
  return pattern;
}

/** False when the language has a script of its own and the text has no letter of it. */
export function writtenInScriptOf(text: string, languageCode: string | null | undefined): boolean {
  const script = languageCode ? SCRIPT_OF[languageCode] : undefined;
  if (!script) return true;
  return scriptPattern(script).test(text);
}

/** Whether a language of the list is written in Latin letters (Polish translations are then told apart by content). */
export function usesLatinScript(languageCode: string | null | undefined): boolean {
  return !languageCode || !SCRIPT_OF[languageCode];
}

const NOT_POLISH_LETTER = /[^\sa-zA-ZąćęłńóśźżĄĆĘŁŃÓŚŹŻ0-9.,;:!?()'"„”«»\-–—/…%&+=*]/u;
/** Function words of English and German that are no Polish words: a sentence with one is not Polish. */
const FOREIGN_FUNCTION_WORD =
  /(?<![\p{L}])(the|of|and|is|are|with|from|der|die|das|und|ist|nicht)(?![\p{L}])/iu;

/**
 * Whether a translation can be Polish: only Latin letters of the Polish alphabet (q, v and x are
 * allowed for loanwords), digits and punctuation, and no English or German function word.
 * "Gebäude", "a small town in the countryside" or Cyrillic cannot be.
 */
export function canBePolish(text: string): boolean {
  const normal = text.normalize('NFC');
  return !NOT_POLISH_LETTER.test(normal) && !FOREIGN_FUNCTION_WORD.test(normal);
}
