/*
 * Which language a text is written in, told by code before any model is asked: the most common
 * short words of Polish and English, and Polish letters. Deliberately coarse: it only has to tell
 * a Polish essay from an English one, and says 'unknown' when unsure.
 */

const POLISH = new Set(
  'i w na nie się że to jest z do jak ale o co po od za przez który która które jego jej był była było są oraz także tylko może już tak gdy'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the and is are of to in that it not a an for with this be was were have has but they you we on as at by from which or'.split(
    ' ',
  ),
);
const POLISH_LETTERS = /[ąćęłńóśźż]/giu;

export type TextLanguage = 'pl' | 'en' | 'unknown';

export function detectLanguage(text: string): TextLanguage {
  const words = text.toLocaleLowerCase('pl').match(/\p{L}+/gu) ?? [];
  if (words.length < 15) return 'unknown';
  let pl = 0;
  let en = 0;
  for (const word of words) {
    if (POLISH.has(word)) pl++;
    if (ENGLISH.has(word)) en++;
  }
  const letters = (text.match(POLISH_LETTERS)?.length ?? 0) / Math.max(1, text.length);
  // Polish prose has about one letter in fifty with a diacritic; English has none.
  if (letters > 0.008) pl += words.length * 0.05;
  if (pl >= 2 * en && pl >= words.length * 0.08) return 'pl';
  if (en >= 2 * pl && en >= words.length * 0.08) return 'en';
  return 'unknown';
}
