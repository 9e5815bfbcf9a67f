import { describe, expect, it } from 'vitest';
import {
  mergeDuplicateWords,
  mixedScriptWords,
  parseWordList,
  WORD_MAX,
  WORDBASE_WORDS_MAX,
  type WordPair,
  wordKey,
} from './wordbases.ts';

const MISSING = 'Brak tłumaczenia – uzupełnij je albo poproś AI o tłumaczenia.';

/** Words as [word, translation, usageExample, line] for compact expectations. */
function rows(text: string): [string, string, string | null, number][] {
  return parseWordList(text).words.map((w) => [w.word, w.translation, w.usageExample, w.line]);
}

describe('parseWordList', () => {
  it('reads a dash list at the first spaced separator, keeping hyphens inside words', () => {
    const text = [
      'dog – pies',
      'cat - kot',
      'e-mail – e-mail',
      'Baden-Württemberg — Badenia-Wirtembergia',
      'to run = biegać',
      'the house : dom',
    ].join('\n');
    const list = parseWordList(text);
    expect([list.format, list.problems, list.merged]).toEqual(['DASH', [], []]);
    expect(rows(text)).toEqual([
      ['dog', 'pies', null, 1],
      ['cat', 'kot', null, 2],
      ['e-mail', 'e-mail', null, 3],
      ['Baden-Württemberg', 'Badenia-Wirtembergia', null, 4],
      ['to run', 'biegać', null, 5],
      ['the house', 'dom', null, 6],
    ]);
  });

  it('takes the part after a second separator as the usage example', () => {
    expect(rows('dog – pies – The dog barks.\nwell - dobrze - All is well - really.')).toEqual([
      ['dog', 'pies', 'The dog barks.', 1],
      ['well', 'dobrze', 'All is well - really.', 2],
    ]);
  });

  it('reads tab-separated columns and skips a header row', () => {
    const text = 'Słowo\tTłumaczenie\tPrzykład\ndog\tpies\tThe dog barks.\ncat\tkot\n';
    expect(parseWordList(text).format).toBe('TAB');
    expect(rows(text)).toEqual([
      ['dog', 'pies', 'The dog barks.', 2],
      ['cat', 'kot', null, 3],
    ]);
  });

  it('reads semicolon CSV with quotes and doubled quotes', () => {
    const text =
      'word;translation\ndom;"house; home"\n"say ""hi""";"powiedz ""cześć"""\nkot;cat;"A cat, a mat."';
    expect(parseWordList(text).format).toBe('CSV');
    expect(rows(text)).toEqual([
      ['dom', 'house; home', null, 2],
      ['say "hi"', 'powiedz "cześć"', null, 3],
      ['kot', 'cat', 'A cat, a mat.', 4],
    ]);
  });

  it('reads comma CSV and keeps a quoted comma', () => {
    const text = 'pojęcie,definicja\n"big, bad",duży i zły\ndog,pies';
    expect(parseWordList(text).format).toBe('CSV');
    expect(rows(text)).toEqual([
      ['big, bad', 'duży i zły', null, 2],
      ['dog', 'pies', null, 3],
    ]);
  });

  it('does not take a first row of real words for a header', () => {
    expect(rows('word;słowo\ndog;pies')).toEqual([
      ['word', 'słowo', null, 1],
      ['dog', 'pies', null, 2],
    ]);
  });

  it('removes numbers and bullets, skips blank lines and comments', () => {
    const text =
      '# Lekcja 3\n\n1. dog – pies\n2) cat – kot\n- cow – krowa\n• bird – ptak\n  * fish – ryba\n1.5 – półtora';
    expect(rows(text)).toEqual([
      ['dog', 'pies', null, 3],
      ['cat', 'kot', null, 4],
      ['cow', 'krowa', null, 5],
      ['bird', 'ptak', null, 6],
      ['fish', 'ryba', null, 7],
      ['1.5', 'półtora', null, 8],
    ]);
  });

  it('keeps a word without a translation and says so', () => {
    const list = parseWordList('dog – pies\ncat\ncow –');
    expect(list.format).toBe('DASH');
    expect(rows('dog – pies\ncat\ncow –')).toEqual([
      ['dog', 'pies', null, 1],
      ['cat', '', null, 2],
      ['cow', '', null, 3],
    ]);
    expect(list.problems).toEqual([
      { line: 2, text: 'cat', message: MISSING },
      { line: 3, text: 'cow –', message: MISSING },
    ]);
  });

  it('reads a list of bare words as words to translate', () => {
    const list = parseWordList('dog\ncat');
    expect([list.format, list.words.map((w) => w.translation), list.problems.length]).toEqual([
      'CSV',
      ['', ''],
      2,
    ]);
  });

  it('refuses over-long fields, saying which and the limit', () => {
    const long = 'a'.repeat(WORD_MAX + 1);
    const text = [
      `${long} – długie`,
      `${'b'.repeat(WORD_MAX)} – w sam raz`,
      `dog – ${'p'.repeat(501)}`,
      `cat – kot – ${'x'.repeat(501)}`,
      '– pies',
    ].join('\n');
    const list = parseWordList(text);
    expect(list.words.map((w) => w.line)).toEqual([2]);
    expect(list.problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'Słowo jest za długie (najwyżej 200 znaków).'],
      [3, 'Tłumaczenie jest za długie (najwyżej 500 znaków).'],
      [4, 'Przykład użycia jest za długi (najwyżej 500 znaków).'],
      [5, 'Brak słowa – wpisz je przed tłumaczeniem.'],
    ]);
    expect(list.problems[0]?.text).toBe(`${'a'.repeat(100)}…`);
  });

  it('refuses a word mixing alphabets', () => {
    const list = parseWordList('cлово – słowo\nслово – słowo');
    expect(rows('cлово – słowo\nслово – słowo')).toEqual([['слово', 'słowo', null, 2]]);
    expect(list.problems).toEqual([
      {
        line: 1,
        text: 'cлово – słowo',
        message: 'Słowo „cлово” łączy litery z różnych alfabetów (np. łacińskie i cyrylicę) – popraw je.',
      },
    ]);
  });

  it('merges duplicates and records their lines', () => {
    const list = parseWordList('dog – pies\nDog – Pies; psisko\ncat – kot\ndog. – pies – A dog.');
    expect(rows('dog – pies\nDog – Pies; psisko\ncat – kot\ndog. – pies – A dog.')).toEqual([
      ['dog', 'pies; psisko', 'A dog.', 1],
      ['cat', 'kot', null, 3],
    ]);
    expect(list.merged).toEqual([{ word: 'dog', count: 3, lines: [1, 2, 4] }]);
  });

  it('reads Windows line endings, trims, collapses and NFC-normalises', () => {
    expect(
      rows('dog – pies\r\n  dom \u00a0 rodzinny\t –   family    home  \r\nz\u0307o\u0301łw – turtle\r\n'),
    ).toEqual([
      ['dog', 'pies', null, 1],
      ['dom rodzinny', 'family home', null, 2],
      ['żółw', 'turtle', null, 3],
    ]);
  });

  it(`keeps the first ${WORDBASE_WORDS_MAX} words and says how many were left out`, () => {
    const text = Array.from(
      { length: WORDBASE_WORDS_MAX + 3 },
      (_, i) => `word${i + 1} – słowo${i + 1}`,
    ).join('\n');
    const list = parseWordList(text);
    expect(list.words.length).toBe(WORDBASE_WORDS_MAX);
    expect(list.words.at(-1)?.word).toBe('word5000');
    expect(list.problems).toEqual([
      {
        line: 5001,
        text: 'word5001 – słowo5001',
        message: 'Baza słówek może mieć najwyżej 5000 słów – pominięto 3 słowa (od wiersza 5001).',
      },
    ]);
  });

  it('does not count merged duplicates against the cap', () => {
    const text = `${Array.from({ length: WORDBASE_WORDS_MAX }, (_, i) => `w${i} – s`).join('\n')}\nw0 – t`;
    const list = parseWordList(text);
    expect([list.words.length, list.problems, list.words[0]?.translation]).toEqual([5000, [], 's; t']);
  });

  it('is EMPTY when nothing was read', () => {
    expect(parseWordList('')).toEqual({ format: 'EMPTY', words: [], problems: [], merged: [] });
    expect(parseWordList('  \n# komentarz\n\t\n').format).toBe('EMPTY');
    expect(parseWordList('słowo\ttłumaczenie').format).toBe('EMPTY');
  });
});

describe('wordKey', () => {
  it.each([
    ['  Dog!  ', 'dog'],
    ['Hello   World?', 'hello world'],
    ['What?!.', 'what'],
    ['z\u0307ółw', 'żółw'],
    ['Straße', 'straße'],
    ['e-mail', 'e-mail'],
  ])('%j → %j', (word, key) => {
    expect(wordKey(word)).toBe(key);
  });
});

describe('mergeDuplicateWords', () => {
  it('keeps the first entry in place and joins its different translations once', () => {
    const words: WordPair[] = [
      { word: 'Haus', translation: 'dom', usageExample: null },
      { word: 'Katze', translation: 'kot', usageExample: 'Die Katze schläft.' },
      { word: 'haus!', translation: 'Dom; budynek', usageExample: '' },
      { word: 'HAUS', translation: '', usageExample: 'Das Haus ist groß.' },
      { word: 'Haus', translation: 'kamienica', usageExample: 'Ein altes Haus.' },
    ];
    expect(mergeDuplicateWords(words)).toEqual({
      words: [
        { word: 'Haus', translation: 'dom; budynek; kamienica', usageExample: 'Das Haus ist groß.' },
        { word: 'Katze', translation: 'kot', usageExample: 'Die Katze schläft.' },
      ],
      merged: [{ word: 'Haus', count: 4, lines: [] }],
    });
  });

  it('leaves a list without duplicates as it is', () => {
    const words = [{ word: 'a', translation: 'b', usageExample: null, extra: 1 }];
    expect(mergeDuplicateWords(words)).toEqual({ words, merged: [] });
  });

  it('leaves out what would make the merged translation too long', () => {
    const long = 'x'.repeat(300);
    const { words } = mergeDuplicateWords([
      { word: 'a', translation: long, usageExample: null },
      { word: 'a', translation: 'y'.repeat(300), usageExample: null },
      { word: 'a', translation: 'z', usageExample: null },
    ]);
    expect(words[0]?.translation).toBe(`${long}; z`);
  });
});

describe('mixedScriptWords', () => {
  it.each([
    ['cлово', ['cлово']],
    ['„cлово”, тест, cлово!', ['cлово']],
    ['Москва и Moskwa', []],
    ['e-mail, 2024! 3D', []],
    ['日本語のテキスト', []],
    ['한국어 漢字 韓國語', []],
    ['Tokyo東京 αβγ abc', ['Tokyo東京']],
    ['naïve café', []],
    ['', []],
  ])('%j → %j', (text, words) => {
    expect(mixedScriptWords(text)).toEqual(words);
  });
});
