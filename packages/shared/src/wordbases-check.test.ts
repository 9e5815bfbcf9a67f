import { describe, expect, it } from 'vitest';
import { type AnswerCheck, type AnswerNote, checkAnswer, expectedVariants } from './wordbases.ts';

type Row = [
  answer: string,
  expected: string,
  languageCode: string | null,
  AnswerCheck['verdict'],
  AnswerNote[],
];

const ROWS: Row[] = [
  // Polish
  ['źdźbło', 'źdźbło', 'pl', 'CORRECT', []],
  ['zdzblo', 'źdźbło', 'pl', 'ACCEPTED', ['DIACRITICS']],
  ['zolw', 'żółw', 'pl', 'ACCEPTED', ['DIACRITICS']],
  ['Zółw.', 'żółw', 'pl', 'ACCEPTED', ['CASE', 'DIACRITICS']],
  ['żółf', 'żółw', 'pl', 'WRONG', []],
  ['kraków', 'Kraków', 'pl', 'CORRECT', ['CASE']],
  ['krakow', 'Kraków', 'pl', 'ACCEPTED', ['CASE', 'DIACRITICS']],
  ['gzegzolka', 'grzegżółka', 'pl', 'ACCEPTED', ['DIACRITICS', 'TYPO']],
  ['biało czerwony', 'biało-czerwony', 'pl', 'CORRECT', ['PUNCTUATION']],
  // English
  ['dog', 'the dog', 'en', 'CORRECT', ['ARTICLE']],
  ['a dog', 'the dog', 'en', 'CORRECT', ['ARTICLE']],
  ['go', 'to go', 'en', 'CORRECT', ['ARTICLE']],
  ['to go', 'go', 'en', 'CORRECT', ['ARTICLE']],
  ['"The dog."', 'the dog', 'en', 'CORRECT', ['CASE']],
  ['DOG', 'dog', 'en', 'CORRECT', ['CASE']],
  ['beatiful', 'beautiful', 'en', 'ACCEPTED', ['TYPO']],
  ['recieve', 'receive', 'en', 'ACCEPTED', ['TYPO']],
  ['car', 'cat', 'en', 'WRONG', []],
  ['elefant', 'elephant', 'en', 'WRONG', []],
  ['color', 'colour', 'en', 'ACCEPTED', ['TYPO']],
  ['colour', 'color', 'en', 'WRONG', []],
  ['color', 'colour / color', 'en', 'CORRECT', []],
  ['dont', "don't", 'en', 'CORRECT', ['PUNCTUATION']],
  ['don’t', "don't", 'en', 'CORRECT', ['PUNCTUATION']],
  ['ice-cream', 'ice cream', 'en', 'CORRECT', ['PUNCTUATION']],
  ['email', 'e-mail', 'en', 'CORRECT', ['PUNCTUATION']],
  // German
  ['das Haus', 'das Haus', 'de', 'CORRECT', []],
  ['Haus', 'das Haus', 'de', 'ACCEPTED', ['ARTICLE']],
  ['die Haus', 'das Haus', 'de', 'WRONG', ['ARTICLE']],
  ['ein Haus', 'das Haus', 'de', 'WRONG', ['ARTICLE']],
  ['das haus', 'das Haus', 'de', 'CORRECT', ['CASE']],
  ['haus', 'das Haus', 'de', 'ACCEPTED', ['CASE', 'ARTICLE']],
  ['das Haus', 'Haus', 'de', 'CORRECT', ['ARTICLE']],
  ['das Hais', 'das Haus', 'de', 'WRONG', []],
  ['das Madchen', 'das Mädchen', 'de', 'ACCEPTED', ['DIACRITICS']],
  ['Strasse', 'die Straße', 'de', 'ACCEPTED', ['DIACRITICS', 'ARTICLE']],
  ['die Schwster', 'die Schwester', 'de', 'ACCEPTED', ['TYPO']],
  ['freuen', '(sich) freuen', 'de', 'CORRECT', []],
  ['sich freuen', '(sich) freuen', 'de', 'CORRECT', []],
  ['freuen', 'sich freuen', 'de', 'WRONG', []],
  // Spanish, French
  ['perro', 'el perro', 'es', 'ACCEPTED', ['ARTICLE']],
  ['la perro', 'el perro', 'es', 'WRONG', ['ARTICLE']],
  ['anos', 'años', 'es', 'ACCEPTED', ['DIACRITICS']],
  ['esta', 'está', 'es', 'ACCEPTED', ['DIACRITICS']],
  ['¿Qué tal?', 'qué tal', 'es', 'CORRECT', ['CASE', 'PUNCTUATION']],
  ['eau', "l'eau", 'fr', 'ACCEPTED', ['ARTICLE']],
  ['l’eau', "l'eau", 'fr', 'CORRECT', ['PUNCTUATION']],
  ['le maison', 'la maison', 'fr', 'WRONG', ['ARTICLE']],
  // Russian
  ['молоко', 'молоко́', 'ru', 'CORRECT', []],
  ['елка', 'ёлка', 'ru', 'ACCEPTED', ['DIACRITICS']],
  ['здраствуйте', 'здравствуйте', 'ru', 'ACCEPTED', ['TYPO']],
  ['малака', 'молоко', 'ru', 'WRONG', []],
  ['мoлoкo', 'молоко', 'ru', 'ACCEPTED', ['TYPO']],
  ['moloko', 'молоко', 'ru', 'WRONG', []],
  // й is a letter of its own, not и with a mark.
  ['чаиник', 'чайник', 'ru', 'ACCEPTED', ['TYPO']],
  // Latin
  ['puella', 'puella', 'la', 'CORRECT', []],
  ['rex', 'rēx', 'la', 'CORRECT', []],
  ['rēx', 'rex', 'la', 'CORRECT', []],
  ['agricla', 'agricola', 'la', 'ACCEPTED', ['TYPO']],
  ['agricolla', 'agricula', 'la', 'WRONG', []],
  // Variants
  ['budynek', 'dom; budynek', 'pl', 'CORRECT', []],
  ['mieszkanie', 'dom; budynek', 'pl', 'WRONG', []],
  ['to leave', 'to go / to leave', 'en', 'CORRECT', []],
  ['leave', 'to go / to leave', 'en', 'CORRECT', ['ARTICLE']],
  ['dom; budynek', 'dom; budynek', 'pl', 'CORRECT', []],
  // Empty answers, a set that is not a language
  ['   ', 'dom', 'pl', 'WRONG', []],
  ['…', 'dom', 'pl', 'WRONG', []],
  ['fotosynteza', 'Fotosynteza', null, 'CORRECT', ['CASE']],
  ['mitochondrim', 'mitochondrium', null, 'ACCEPTED', ['TYPO']],
  ['mitochondrion', 'mitochondrium', null, 'WRONG', []],
];

describe('checkAnswer', () => {
  it.each(ROWS)('%j for %j (%s) is %s %j', (answer, expected, languageCode, verdict, notes) => {
    const check = checkAnswer(answer, expected, { languageCode });
    expect([check.verdict, check.notes]).toEqual([verdict, notes]);
  });

  it('has a table of at least 40 rows', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['źdźbło', 'źdźbło', 'pl', 'Dobrze!'],
    ['zdzblo', 'źdźbło', 'pl', 'Dobrze, ale bez polskich znaków – poprawnie: „źdźbło”.'],
    ['елка', 'ёлка', 'ru', 'Dobrze, ale bez znaków diakrytycznych – poprawnie: „ёлка”.'],
    // A reverse exercise of a German set: the answer is Polish.
    ['zolw', 'żółw', 'de', 'Dobrze, ale bez polskich znaków – poprawnie: „żółw”.'],
    ['beatiful', 'beautiful', 'en', 'Zaliczone, ale z literówką – poprawnie: „beautiful”.'],
    [
      'gzegzolka',
      'grzegżółka',
      'pl',
      'Zaliczone, ale z literówką i bez polskich znaków – poprawnie: „grzegżółka”.',
    ],
    ['Haus', 'das Haus', 'de', 'Dobrze, ale pamiętaj o rodzajniku: „das Haus”.'],
    [
      'Strasse',
      'die Straße',
      'de',
      'Zaliczone, ale bez znaków diakrytycznych i bez rodzajnika – poprawnie: „die Straße”.',
    ],
    ['die Haus', 'das Haus', 'de', 'Zły rodzajnik – poprawnie: „das Haus”.'],
    [
      'haus',
      'Haus',
      'de',
      'Dobrze! Pamiętaj: rzeczowniki w języku niemieckim piszemy wielką literą – „Haus”.',
    ],
    ['HAUS', 'Haus', 'de', 'Dobrze!'],
    ['мoлoкo', 'молоко', 'ru', 'Zaliczone, ale z literami z innego alfabetu – poprawnie: „молоко”.'],
    ['cat', 'car', 'en', 'Niepoprawnie. Poprawna odpowiedź: „car”.'],
    ['mieszkanie', 'dom; budynek', 'pl', 'Niepoprawnie. Poprawna odpowiedź: „dom”.'],
    ['', 'dom', 'pl', 'Nie wpisano odpowiedzi.'],
  ])('tells the pupil about %j for %j (%s)', (answer, expected, languageCode, message) => {
    expect(checkAnswer(answer, expected, { languageCode }).message).toBe(message);
  });

  it('names the variant the answer was matched against, or the first one', () => {
    expect(checkAnswer('leave', 'to go / to leave', { languageCode: 'en' }).expected).toBe('to leave');
    expect(checkAnswer('freuen', '(sich) freuen', { languageCode: 'de' }).expected).toBe('freuen');
    expect(checkAnswer('молоко', 'молоко́', { languageCode: 'ru' }).expected).toBe('молоко́');
    expect(checkAnswer('xyz', 'dom; budynek').expected).toBe('dom');
    expect(checkAnswer('', 'dom; budynek').expected).toBe('dom');
  });

  it('takes an explicit list of variants as it is', () => {
    expect(checkAnswer('dwelling', ['house', ' dwelling '], { languageCode: 'en' })).toEqual({
      verdict: 'CORRECT',
      notes: [],
      expected: 'dwelling',
      message: 'Dobrze!',
    });
    expect(checkAnswer('home', ['house', 'dwelling'], { languageCode: 'en' }).expected).toBe('house');
  });

  it('prefers the better variant over the first one', () => {
    const check = checkAnswer('budynek', 'budynk; budynek', { languageCode: 'pl' });
    expect([check.verdict, check.expected]).toEqual(['CORRECT', 'budynek']);
  });

  it('reads a regional language code by its language', () => {
    expect(checkAnswer('Haus', 'das Haus', { languageCode: 'de-AT' }).verdict).toBe('ACCEPTED');
    expect(checkAnswer('Haus', 'das Haus').verdict).toBe('WRONG');
  });
});

describe('expectedVariants', () => {
  it.each([
    ['dom; budynek', ['dom', 'budynek']],
    ['to go / to leave', ['to go', 'to leave']],
    ['duży, wielki, ogromny', ['duży', 'wielki', 'ogromny']],
    ['(sich) freuen', ['sich freuen', 'freuen']],
    ['(to) look (at)', ['to look at', 'look at', 'to look', 'look']],
    ['look(s)', ['looks', 'look']],
    ['(sich/etw.) freuen', ['sich/etw. freuen', 'freuen']],
    ['proces, w którym rośliny wytwarzają glukozę', ['proces, w którym rośliny wytwarzają glukozę']],
    [
      'pies, kot; proces, w którym rośliny wytwarzają glukozę',
      ['pies', 'kot', 'proces, w którym rośliny wytwarzają glukozę'],
    ],
    ['  dom ;  dom ;; Dom ', ['dom', 'Dom']],
    ['', []],
  ])('%j → %j', (expected, variants) => {
    expect(expectedVariants(expected)).toEqual(variants);
  });
});
