import type { FlashcardKind } from '@kreda/shared/enums';
import { TRANSLATION_MAX, USAGE_EXAMPLE_MAX, WORD_MAX, wordKey } from '@kreda/shared/wordbases';
import { canBePolish, writtenInScriptOf } from './language.ts';

/*
 * Code checks of the word pairs a model writes (translations, definitions, example sentences):
 * what reaches a pupil's set is a translation that can be Polish, an example that holds the word
 * (and, when extracted, that is really in the material), in the set's script.
 */

/** Letters only, lower-case, without diacritics: how words are compared inside sentences. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

const tokens = (text: string) => plain(text).match(/[\p{L}\p{N}]+/gu) ?? [];
const SPACELESS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
/** Words that carry no meaning of their own in a dictionary entry ("to go", "sich freuen", "der Hund"). */
const FUNCTION_WORDS = new Set([
  'to',
  'the',
  'a',
  'an',
  'sich',
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'el',
  'la',
  'los',
  'las',
  'le',
  'les',
  'il',
  'lo',
  'un',
  'una',
  'une',
  'o',
  'os',
  'as',
  'de',
  'het',
  'een',
  'se',
  'si',
  'sie',
  'etw',
  'jdn',
  'jdm',
  'sb',
  'sth',
  'somebody',
  'something',
  'kogos',
  'cos',
]);

const contentToken = (text: string) =>
  tokens(text)
    .filter((t) => !FUNCTION_WORDS.has(t))
    .sort((a, b) => b.length - a.length)[0];

/**
 * Whether a sentence uses the word: as written, as the form the model names (`forma`, for
 * irregular forms such as "went"), or as a word starting with the word's stem ("Häuser" for
 * "Haus", "książki" for "książka"). Languages written without spaces are searched as text.
 */
export function mentions(sentence: string, word: string, form?: string | null): boolean {
  if (SPACELESS.test(word)) {
    return sentence.includes(word) || (!!form && sentence.includes(form));
  }
  const inSentence = tokens(sentence);
  const sentenceText = ` ${inSentence.join(' ')} `;
  for (const candidate of [word, form ?? '']) {
    const parts = tokens(candidate);
    if (parts.length === 0) continue;
    if (sentenceText.includes(` ${parts.join(' ')} `)) return true;
  }
  const longest = contentToken(word);
  if (!longest) return false;
  // A short word may take an ending ("dogs", "Hunde"), not become another word ("hundred").
  if (longest.length <= 4)
    return inSentence.some((t) => t.startsWith(longest) && t.length - longest.length <= 2);
  const stem = longest.slice(0, Math.max(4, Math.ceil(longest.length * 0.6)));
  return inSentence.some((t) => t.startsWith(stem));
}

/**
 * Whether a form the model says it found ("Häuser") can be a form of the word ("das Haus"): their
 * main words start alike. A dictionary word in another language ("podróż" for "journey") cannot.
 */
export function relatedForm(word: string, form: string): boolean {
  const [a, b] = [contentToken(word), contentToken(form)];
  if (!a || !b) return false;
  const needed = Math.min(3, a.length, b.length);
  return a.slice(0, needed) === b.slice(0, needed);
}

const squash = (text: string) =>
  plain(text)
    .replace(/[„”“"«»‘’'`]/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

/** Whether a sentence is copied from the material (quotes, case, diacritics and spacing aside). */
export function quotedFrom(material: string, sentence: string): boolean {
  const quote = squash(sentence).replace(/[.!?…]+$/, '');
  return quote.length >= 3 && squash(material).includes(quote);
}

/** One pair as the model wrote it. */
export interface ModelPair {
  word: string;
  translation: string;
  example: string | null;
  form: string | null;
}

export interface PairCheck {
  /** The translation as kept ("" when it could not be kept), and the example (null when dropped). */
  translation: string;
  usageExample: string | null;
  /** Polish, for the pupil: what was not kept and why. */
  problems: string[];
}

export const NO_TRANSLATION = 'AI nie podało tłumaczenia – wpisz je sam.';
export const WRONG_LANGUAGE = 'AI podało tłumaczenie w innym języku niż polski – wpisz je sam.';
export const NO_DEFINITION = 'AI nie podało definicji – wpisz ją sama albo sam.';
export const EXAMPLE_DROPPED = 'Przykład pominięto: nie zawierał tego słowa.';
export const EXAMPLE_SCRIPT = 'Przykład pominięto: nie był napisany w języku bazy.';

/** Checks one pair against the set's kind and language. */
export function checkPair(
  pair: ModelPair,
  set: { type: FlashcardKind; languageCode: string | null },
): PairCheck {
  const problems: string[] = [];
  let translation = pair.translation.trim().replace(/\s+/g, ' ');
  if (!translation || translation.length > TRANSLATION_MAX) {
    problems.push(set.type === 'Language' ? NO_TRANSLATION : NO_DEFINITION);
    translation = '';
  } else if (!canBePolish(translation)) {
    problems.push(
      set.type === 'Language' ? WRONG_LANGUAGE : 'AI podało definicję nie po polsku – wpisz ją sam.',
    );
    translation = '';
  }
  let usageExample = pair.example?.trim().replace(/\s+/g, ' ') || null;
  if (usageExample) {
    if (usageExample.length > USAGE_EXAMPLE_MAX || !mentions(usageExample, pair.word, pair.form)) {
      problems.push(EXAMPLE_DROPPED);
      usageExample = null;
    } else if (set.type === 'Language' && !writtenInScriptOf(usageExample, set.languageCode)) {
      problems.push(EXAMPLE_SCRIPT);
      usageExample = null;
    }
  }
  return { translation, usageExample, problems };
}

/** Whether a word the model picked can be a word of the set (its script, its length). */
export function acceptableWord(
  word: string,
  set: { type: FlashcardKind; languageCode: string | null },
): boolean {
  const trimmed = word.trim();
  if (!trimmed || trimmed.length > WORD_MAX || !wordKey(trimmed)) return false;
  return set.type !== 'Language' || writtenInScriptOf(trimmed, set.languageCode);
}
