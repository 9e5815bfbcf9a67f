import { describe, expect, it } from 'vitest';
import { EXAM_LEVELS } from './enums.ts';
import {
  countWords,
  ESSAY_EXAM_INFO,
  ESSAY_EXAMS,
  essayExamOf,
  wordCountStatus,
  wordRangeLabel,
} from './essays.ts';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['Ala ma kota.', 3],
    ['Źdźbło, żółć i gęś – to trzy… słowa?', 7],
    // A dash between words is not a word; a hyphen inside one joins it.
    ['Biało-czerwona flaga — symbol', 3],
    ['W 1918 roku Polska odzyskała niepodległość.', 6],
    ['Kosztowało 3,5 zł, a 10 000 to dwa wyrazy.', 9],
    ["I don't think it's true.", 5],
    // Markdown marks are not words; the title counts.
    ['## Wstęp\n\n**Teza:** „Lalka” to *powieść*.', 5],
    ['e-mail — 2024/2025', 2],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts a long text linearly', () => {
    expect(countWords('słowo '.repeat(5000))).toBe(5000);
  });
});

describe('exams', () => {
  it('maps every subject and exam level to one exam, and back', () => {
    for (const exam of ESSAY_EXAMS) {
      const info = ESSAY_EXAM_INFO[exam];
      expect(essayExamOf(info.przedmiot, info.poziom)).toBe(exam);
    }
    for (const poziom of EXAM_LEVELS) {
      expect(essayExamOf('polish', poziom)).toMatch(/polski/);
      expect(essayExamOf('english', poziom)).toMatch(/angielski/);
    }
  });

  it('has the word ranges of the CKE criteria', () => {
    expect(ESSAY_EXAM_INFO.matura_polski_pp.minWords).toBe(300);
    expect(ESSAY_EXAM_INFO.matura_polski_pr.minWords).toBe(400);
    expect(ESSAY_EXAM_INFO.e8_polski.minWords).toBe(200);
    expect([
      ESSAY_EXAM_INFO.matura_angielski_pp.minWords,
      ESSAY_EXAM_INFO.matura_angielski_pp.maxWords,
    ]).toEqual([100, 150]);
    expect([
      ESSAY_EXAM_INFO.matura_angielski_pr.minWords,
      ESSAY_EXAM_INFO.matura_angielski_pr.maxWords,
    ]).toEqual([200, 250]);
    expect([ESSAY_EXAM_INFO.e8_angielski.minWords, ESSAY_EXAM_INFO.e8_angielski.maxWords]).toEqual([50, 120]);
  });

  it('says where a count stands', () => {
    const english = ESSAY_EXAM_INFO.matura_angielski_pp;
    expect([99, 100, 150, 151].map((n) => wordCountStatus(n, english))).toEqual([
      'short',
      'ok',
      'ok',
      'long',
    ]);
    expect(wordCountStatus(5000, ESSAY_EXAM_INFO.matura_polski_pp)).toBe('ok');
    expect(wordRangeLabel(english)).toBe('100–150 wyrazów');
    expect(wordRangeLabel(ESSAY_EXAM_INFO.e8_polski)).toBe('co najmniej 200 wyrazów');
  });
});
