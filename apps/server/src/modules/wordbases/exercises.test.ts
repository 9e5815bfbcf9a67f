import { describe, expect, it } from 'vitest';
import { checkByCode, checkExercise } from './exercises.ts';
import { WINDOW_CHARS, WINDOWS_MAX, windowsOf } from './extraction.ts';
import type { WordRow } from './tables.ts';

const word = { id: 'w1', word: 'dog', translation: 'pies' } as WordRow;
const english = {
  type: 'Language' as const,
  language: {
    code: 'en',
    namePl: 'angielski',
    namePlFull: 'język angielski',
    nameEn: 'English',
    isoStandard: '',
    sortOrder: 2,
  },
};
const raw = (over: Record<string, unknown>) => ({
  numer: 1,
  rodzaj: 'LUKA',
  polecenie: 'Uzupełnij lukę.',
  zdanie: 'My ___ barks.',
  opcje: [] as string[],
  odpowiedz: 'dog',
  ...over,
});

describe('checkExercise', () => {
  it('keeps a gap with one ___ whose answer is the word', () => {
    expect(checkExercise(raw({}), word, english)).toMatchObject({
      kind: 'LUKA',
      expected: 'dog',
      options: [],
    });
    expect(checkExercise(raw({ zdanie: 'My dog barks.' }), word, english)).toBeNull();
    expect(checkExercise(raw({ zdanie: '___ and ___' }), word, english)).toBeNull();
    expect(checkExercise(raw({ odpowiedz: 'cat' }), word, english)).toBeNull();
    expect(checkExercise(raw({ rodzaj: 'ESEJ' }), word, english)).toBeNull();
    expect(checkExercise(raw({ polecenie: ' ' }), word, english)).toBeNull();
  });

  it('keeps a choice with distinct options and exactly one right, shuffled by code', () => {
    const choice = raw({ rodzaj: 'FORMA', opcje: ['dog', 'dogs', 'doggy'], odpowiedz: 'dog' });
    const kept = checkExercise(choice, word, english);
    expect([...(kept?.options ?? [])].sort()).toEqual(['dog', 'doggy', 'dogs']);
    expect(kept?.expected).toBe('dog');
    expect(checkExercise({ ...choice, opcje: ['dog', 'Dog', 'dogs'] }, word, english)).toBeNull();
    expect(checkExercise({ ...choice, odpowiedz: 'cat' }, word, english)).toBeNull();
    expect(checkExercise({ ...choice, opcje: ['dog'] }, word, english)).toBeNull();
  });

  it('keeps a translation only for a foreign language, with the word in the reference', () => {
    const translation = raw({
      rodzaj: 'TLUMACZENIE',
      zdanie: 'Mój pies szczeka.',
      odpowiedz: 'My dog barks.',
    });
    expect(checkExercise(translation, word, english)?.kind).toBe('TLUMACZENIE');
    expect(checkExercise({ ...translation, odpowiedz: 'It barks.' }, word, english)).toBeNull();
    expect(checkExercise(translation, word, { type: 'Other', language: null })).toBeNull();
  });
});

describe('checkByCode', () => {
  it('judges a choice and a gap itself, and leaves free answers to the model', () => {
    const gap = { kind: 'LUKA' as const, expected: 'journey', word: 'journey' };
    expect(checkByCode(gap, 'Journey', 'en')).toMatchObject({ isCorrect: true, slip: false });
    expect(checkByCode(gap, 'jurney', 'en')).toMatchObject({ isCorrect: true, slip: true });
    expect(checkByCode(gap, 'trip', 'en')).toMatchObject({ isCorrect: false });
    expect(checkByCode({ kind: 'FORMA', expected: 'dogs', word: 'dog' }, 'dogs', 'en')).toMatchObject({
      isCorrect: true,
    });
    const translation = { kind: 'TLUMACZENIE' as const, expected: 'My dog barks.', word: 'dog' };
    expect(checkByCode(translation, 'my dog barks', 'en')).toMatchObject({ isCorrect: true });
    expect(checkByCode(translation, 'The dog is barking.', 'en')).toBeNull();
    const sentence = { kind: 'ZDANIE' as const, expected: 'dog', word: 'dog' };
    expect(checkByCode(sentence, 'I like cats.', 'en')).toMatchObject({
      isCorrect: false,
      review: 'W zdaniu nie ma słowa „dog”.',
    });
    expect(checkByCode(sentence, 'My dogs are loud.', 'en')).toBeNull();
  });
});

describe('windowsOf', () => {
  it('sends a short material whole and samples a long one in a few windows spread over it', () => {
    expect(windowsOf('Krótki tekst.')).toEqual(['Krótki tekst.']);
    expect(windowsOf('')).toEqual([]);
    const sentences = Array.from({ length: 4000 }, (_, i) => `Zdanie numer ${i} o czymś ważnym.`).join(' ');
    const windows = windowsOf(sentences);
    expect(windows).toHaveLength(WINDOWS_MAX);
    expect(windows.every((w) => w.length <= WINDOW_CHARS)).toBe(true);
    expect(windows[0]?.startsWith('Zdanie numer 0 ')).toBe(true);
    expect(windows.at(-1)?.endsWith('Zdanie numer 3999 o czymś ważnym.')).toBe(true);
    expect(windows.slice(1).every((w) => w.startsWith('Zdanie numer'))).toBe(true);
  });
});
