import { describe, expect, it } from 'vitest';
import { buildWordList, WordList, type WordListHeader } from './word-list.ts';

type Meta = Omit<WordListHeader, 'format' | 'words' | 'blocks'>;
const META: Meta = { source: 'test@1.0.0', conversions: [], compounds: [], compoundMin: 3 };

function listOf(words: string[], meta: Partial<Meta> = {}): WordList {
  const list = WordList.fromFile(buildWordList(words, { ...META, ...meta }));
  if (!list) throw new Error('unreadable list');
  return list;
}

describe('WordList', () => {
  // More than one block (16 words each), words sharing prefixes, several scripts.
  const WORDS = [
    ...['dessert', 'desert', 'deserts', 'design', 'desk', 'dog', 'dogs', 'Paris', 'NASA', 'a'],
    ...['żółw', 'żółwie', 'źdźbło', 'книжка', 'книжки', 'Brüder', 'Bruder', 'straße', "it's", 'its'],
    ...Array.from({ length: 40 }, (_, i) => `word${String(i).padStart(2, '0')}`),
  ];
  const list = listOf([...WORDS, 'dog', 'desk']);

  it('finds every word it was built from, and nothing else', () => {
    for (const word of WORDS) expect(list.has(word), word).toBe(true);
    for (const word of [
      '',
      'des',
      'deser',
      'desserts',
      'dogz',
      'żółwi',
      'книжк',
      'word40',
      'word',
      'zz',
      'Dog',
    ]) {
      expect(list.has(word), word).toBe(false);
    }
    expect(list.header).toMatchObject({ source: 'test@1.0.0', words: WORDS.length, blocks: 4 });
    expect(list.bytes).toBeGreaterThan(0);
  });

  it('spells as nspell does: as typed, all capitals in sentence case, any word in lower case', () => {
    expect(list.spells('Dessert')).toBe(true);
    expect(list.spells('DESSERT')).toBe(true);
    expect(list.spells('PARIS')).toBe(true);
    expect(list.spells('paris')).toBe(false);
    expect(list.spells('nasa')).toBe(false);
    expect(list.spells(' dog ')).toBe(true);
    expect(list.spells('   ')).toBe(false);
  });

  it('applies the input conversions and the compound rules of the affix file', () => {
    const ordinals = listOf(["l'eau"], {
      conversions: [['’', 'g', "'"]],
      compounds: [['^\\d*1st$', 'i']],
      compoundMin: 1,
    });
    expect(ordinals.spells('l’eau')).toBe(true);
    expect(ordinals.spells('21st')).toBe(true);
    expect(ordinals.spells('21nd')).toBe(false);
  });

  it('reads a list from any buffer and refuses what is not one', () => {
    const file = buildWordList(['kot', 'pies'], META);
    const shifted = new Uint8Array(file.length + 3);
    shifted.set(file, 3);
    expect(WordList.fromFile(shifted.subarray(3))?.has('pies')).toBe(true);
    expect(WordList.fromFile(new TextEncoder().encode('not a list'))).toBeNull();
    expect(WordList.fromFile(file.subarray(0, 10))).toBeNull();
    expect(listOf([]).has('kot')).toBe(false);
  });
});
