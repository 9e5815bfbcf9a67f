import { checkAnswer } from '@kreda/shared/wordbases';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnswerRow, loadAnswerTable, scoreAnswerTable } from './answer-table.ts';
import { DICTIONARY_LANGUAGES, dictionaryLanguage, warmDictionary, wordCheckFor } from './dictionaries.ts';
import { checkByCode } from './exercises.ts';

// The vocabulary table against the real Hunspell dictionaries. The first run on a machine builds
// the seven word lists (about a minute, one worker at a time) into the temporary folder's cache;
// later runs read them in milliseconds.
const rows = await loadAnswerTable();
const checked = (row: AnswerRow) =>
  checkAnswer(row.answer, row.expected, {
    languageCode: row.languageCode,
    isWord: wordCheckFor(row.languageCode),
  });

beforeAll(async () => {
  for (const language of DICTIONARY_LANGUAGES)
    expect(await warmDictionary(language), language).not.toBeNull();
}, 300_000);

describe('the vocabulary table with the dictionaries', () => {
  it.each(rows)('$languageCode: $answer for $expected is $verdict ($kind)', (row) => {
    expect(checked(row).verdict).toBe(row.verdict);
  });

  it('has at least 150 rows over seven languages, with slips and variants', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    const languages = new Set(rows.map((row) => row.languageCode));
    expect(languages).toEqual(new Set(['pl', 'en', 'de', 'es', 'fr', 'ru', 'uk']));
    for (const language of languages) {
      const own = rows.filter((row) => row.languageCode === language);
      expect(own.length, language).toBeGreaterThanOrEqual(15);
      expect(own.filter((row) => row.kind === 'slip').length, language).toBeGreaterThanOrEqual(5);
    }
    expect(rows.filter((row) => row.kind === 'variant').length).toBeGreaterThanOrEqual(30);
  });

  it('forgives no real-word slip and refuses no variant', () => {
    expect(scoreAnswerTable(rows, (row) => checked(row).verdict)).toMatchObject({
      agreed: rows.length,
      slipsForgiven: 0,
      variantsRefused: 0,
      variantsAsSlips: 0,
    });
  });
});

describe('checkByCode with the dictionaries loaded', () => {
  it('refuses a gap filled with another word and leaves such a translation to the model', () => {
    const gap = { kind: 'LUKA' as const, expected: 'dessert', word: 'dessert' };
    expect(checkByCode(gap, 'desert', 'en')).toEqual({
      isCorrect: false,
      review: '„desert” to inne słowo – poprawnie: „dessert”.',
      slip: false,
    });
    expect(checkByCode(gap, 'dessertt', 'en')).toMatchObject({ isCorrect: true, slip: true });
    const translation = {
      kind: 'TLUMACZENIE' as const,
      expected: 'We had ice cream for dessert.',
      word: 'dessert',
    };
    expect(checkByCode(translation, 'We had ice cream for desert.', 'en')).toBeNull();
    expect(checkByCode(translation, 'we had ice-cream for dessert', 'en')).toMatchObject({ isCorrect: true });
    const british = { kind: 'TLUMACZENIE' as const, expected: 'My favorite color is gray.', word: 'color' };
    expect(checkByCode(british, 'My favourite colour is grey.', 'en')).toMatchObject({
      isCorrect: true,
      slip: false,
    });
  });

  it('keeps the old rule for languages without a dictionary', () => {
    expect(dictionaryLanguage('en-GB')).toBe('en');
    expect(dictionaryLanguage('la')).toBeNull();
    expect(wordCheckFor('it')).toBeUndefined();
    expect(
      checkByCode({ kind: 'LUKA', expected: 'agricola', word: 'agricola' }, 'agricla', 'la'),
    ).toMatchObject({
      isCorrect: true,
      slip: true,
    });
  });
});
