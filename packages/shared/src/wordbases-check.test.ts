import { describe, expect, it } from 'vitest';
import { type AnswerCheck, type AnswerNote, checkAnswer, expectedVariants } from './wordbases.ts';
import { americanSpelling, englishSpellings } from './wordbases-spelling.ts';

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
  // Without a dictionary British and American spellings are only as close as their letters.
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

/** A stand-in for the server's spelling dictionaries: the words listed, as Hunspell casing goes. */
function dictionary(...words: string[]): (word: string) => boolean {
  const known = new Set(words);
  return (word) =>
    known.has(word) ||
    known.has(word.toLowerCase()) ||
    (word === word.toUpperCase() && known.has(word.charAt(0) + word.slice(1).toLowerCase()));
}

const DICTIONARIES: Record<string, (word: string) => boolean> = {
  en: dictionary(
    ...['desert', 'dessert', 'listen', 'listens', 'its', "it's", 'were', 'color', 'gray', 'organize'],
    ...['center', 'traveled', 'favorite', 'catalog', 'defense', 'maneuver', 'four', 'for', 'advise'],
    ...['beautiful', 'the', 'i', 'like', 'is', 'my', 'we', "we're", 'not', 'do', 'over', 'meter'],
  ),
  de: dictionary('Bruder', 'Brüder', 'Mutter', 'Mütter', 'schon', 'schön', 'die', 'Mädchen', 'Straße'),
  fr: dictionary('poison', 'poisson', 'mange', 'manger'),
  pl: dictionary('czytam', 'czytać', 'żółw'),
};

type DictionaryRow = [
  answer: string,
  expected: string,
  languageCode: string,
  AnswerCheck['verdict'],
  AnswerNote[],
];

const WITH_DICTIONARY: DictionaryRow[] = [
  // One-letter slips that make another word are wrong; into a non-word they stay forgiven.
  ['desert', 'dessert', 'en', 'WRONG', []],
  ['I like desert', 'I like dessert', 'en', 'WRONG', []],
  ['listens', 'listen', 'en', 'WRONG', []],
  ['poison', 'poisson', 'fr', 'WRONG', []],
  ['mange', 'manger', 'fr', 'WRONG', []],
  ['czytam', 'czytać', 'pl', 'WRONG', []],
  ['beatiful', 'beautiful', 'en', 'ACCEPTED', ['TYPO']],
  ['dessert', 'dessert', 'en', 'CORRECT', []],
  // A left-out apostrophe that makes another word.
  ['its', "it's", 'en', 'WRONG', []],
  ['were', "we're", 'en', 'WRONG', []],
  ['dont', "don't", 'en', 'CORRECT', ['PUNCTUATION']],
  // A German umlaut that changes the word, typed in either case; one that does not stays a diacritic.
  ['die Bruder', 'die Brüder', 'de', 'WRONG', []],
  ['die Mutter', 'die Mütter', 'de', 'WRONG', []],
  ['die mutter', 'die Mütter', 'de', 'WRONG', []],
  ['Brüder', 'Bruder', 'de', 'WRONG', []],
  ['schon', 'schön', 'de', 'WRONG', []],
  ['das Madchen', 'das Mädchen', 'de', 'ACCEPTED', ['DIACRITICS']],
  ['Strasse', 'die Straße', 'de', 'ACCEPTED', ['DIACRITICS', 'ARTICLE']],
  // British and American spellings by the suffix rules, checked against the (American) dictionary.
  ['colour', 'color', 'en', 'CORRECT', []],
  ['color', 'colour', 'en', 'CORRECT', []],
  ['Colour', 'color', 'en', 'CORRECT', ['CASE']],
  ['organise', 'organize', 'en', 'CORRECT', []],
  ['centre', 'center', 'en', 'CORRECT', []],
  ['travelled', 'traveled', 'en', 'CORRECT', []],
  ['my favourite colour', 'my favorite color', 'en', 'CORRECT', []],
  ['catalogue', 'catalog', 'en', 'CORRECT', []],
  ['defence', 'defense', 'en', 'CORRECT', []],
  ['manoeuvre', 'maneuver', 'en', 'CORRECT', []],
  // No rule turns a word into another word, nor a short typo into a word.
  ['for', 'four', 'en', 'WRONG', []],
  ['ovre', 'over', 'en', 'WRONG', []],
  ['metre', 'meter', 'en', 'CORRECT', []],
  ['advize', 'advise', 'en', 'ACCEPTED', ['TYPO']],
];

describe('checkAnswer with a spelling dictionary', () => {
  it.each(WITH_DICTIONARY)('%j for %j (%s) is %s %j', (answer, expected, languageCode, verdict, notes) => {
    const check = checkAnswer(answer, expected, { languageCode, isWord: DICTIONARIES[languageCode] });
    expect([check.verdict, check.notes]).toEqual([verdict, notes]);
  });

  it('says that the answer is another word', () => {
    const isWord = DICTIONARIES.en;
    expect(checkAnswer('desert', 'dessert', { languageCode: 'en', isWord }).message).toBe(
      '„desert” to inne słowo – poprawnie: „dessert”.',
    );
    expect(checkAnswer('die Bruder', 'die Brüder', { languageCode: 'de', isWord: DICTIONARIES.de })).toEqual({
      verdict: 'WRONG',
      notes: [],
      expected: 'die Brüder',
      message: '„Bruder” to inne słowo – poprawnie: „die Brüder”.',
    });
  });

  it('keeps the rule without a dictionary: every slip into a long word is forgiven', () => {
    for (const [answer, expected, languageCode] of [
      ['desert', 'dessert', 'en'],
      ['die Bruder', 'die Brüder', 'de'],
      ['czytam', 'czytać', 'pl'],
    ] as const) {
      expect(checkAnswer(answer, expected, { languageCode }).verdict).toBe('ACCEPTED');
    }
  });
});

describe('English spellings', () => {
  it.each([
    // Contractions and the irregular pairs need no dictionary.
    ["don't", 'do not', 'CORRECT', []],
    ['do not', "don't", 'CORRECT', []],
    ["I'm", 'I am', 'CORRECT', []],
    ["it's", 'it is', 'CORRECT', []],
    ["it's", 'it has', 'CORRECT', []],
    ["can't", 'cannot', 'CORRECT', []],
    ['cannot', "can't", 'CORRECT', []],
    ["I'd like", 'I would like', 'CORRECT', []],
    ["won't", 'will not', 'CORRECT', []],
    ['dont', 'do not', 'CORRECT', ['PUNCTUATION']],
    ["They're late", 'they are late', 'CORRECT', ['CASE']],
    ['grey', 'gray', 'CORRECT', []],
    ['gray', 'grey', 'CORRECT', []],
    ['programme', 'program', 'CORRECT', []],
    ['program', 'programme', 'CORRECT', []],
    ['the tyre', 'tire', 'CORRECT', ['ARTICLE']],
    // Without a dictionary the suffix rules are not applied.
    ['colour', 'color', 'WRONG', []],
    ["isn't", 'is', 'WRONG', []],
  ] as [string, string, AnswerCheck['verdict'], AnswerNote[]][])(
    '%j for %j is %s %j',
    (answer, expected, verdict, notes) => {
      const check = checkAnswer(answer, expected, { languageCode: 'en' });
      expect([check.verdict, check.notes]).toEqual([verdict, notes]);
    },
  );

  it('writes contractions out, in every reading, keeping the case', () => {
    expect(englishSpellings("I'd go")).toEqual([
      { text: 'I would go', punctuation: false },
      { text: 'I had go', punctuation: false },
    ]);
    expect(englishSpellings("DON'T, please")).toEqual([{ text: 'DO NOT, please', punctuation: false }]);
    expect(englishSpellings('isnt')).toEqual([{ text: 'is not', punctuation: true }]);
    expect(englishSpellings('the dog')).toEqual([]);
  });

  it('rewrites a British word only when it is not an American one and its rewrite is', () => {
    const isWord = DICTIONARIES.en;
    expect(americanSpelling('colour', isWord)).toBe('color');
    expect(americanSpelling('Favourite', isWord)).toBe('Favorite');
    expect(americanSpelling('four', isWord)).toBe('four');
    expect(americanSpelling('advise', isWord)).toBe('advise');
    expect(americanSpelling('contour', isWord)).toBe('contour');
    expect(americanSpelling('GREY')).toBe('GRAY');
    expect(americanSpelling('colour')).toBe('colour');
  });
});
