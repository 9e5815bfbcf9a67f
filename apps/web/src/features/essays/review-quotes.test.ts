import { describe, expect, it } from 'vitest';
import type { ReviewCriterion } from './api/review-fragments.ts';
import { criteriaSetOf, reviewExamOf } from './review-criteria-set.ts';
import {
  commaQuote,
  ESSAY_TEXT,
  fakeCriteriaSet,
  fakeReview,
  outOfRangeQuote,
  overlappingQuote,
  quoteAt,
  spellingQuote,
  strengthQuote,
} from './review-fixtures.ts';
import { countByKind, layoutQuotes, marksOf } from './review-quotes.ts';

const criterion = (cytaty: ReviewCriterion['cytaty'], name = 'Język'): ReviewCriterion => ({
  id: name,
  name,
  maxPoints: 4,
  points: 2,
  reason: '',
  rule: null,
  cytaty,
});

const highlighted = (text: string, criteria: ReviewCriterion[]) =>
  layoutQuotes(text, marksOf(criteria))
    .pieces.filter((piece) => piece.mark)
    .map((piece) => piece.text);

describe('laying the quotes over the text', () => {
  it('cuts the text at the offsets and keeps every character once, in order', () => {
    const layout = layoutQuotes(ESSAY_TEXT, marksOf([criterion([spellingQuote, commaQuote])]));
    expect(layout.pieces.map((piece) => piece.text).join('')).toBe(ESSAY_TEXT);
    expect(layout.pieces.filter((piece) => piece.mark).map((piece) => piece.text)).toEqual([
      'Uważam że',
      'chociasz',
    ]);
    expect(layout.unplaced).toEqual([]);
  });

  it('keeps the earlier of two overlapping quotes whole and lists the other apart', () => {
    const layout = layoutQuotes(
      ESSAY_TEXT,
      marksOf([criterion([overlappingQuote, strengthQuote, spellingQuote])]),
    );
    expect(layout.pieces.filter((piece) => piece.mark).map((piece) => piece.text)).toEqual([
      'Wokulski pomaga Rzeckiemu',
      'chociasz',
    ]);
    expect(layout.unplaced.map((mark) => mark.quote.text)).toEqual(['pomaga Rzeckiemu, chociasz']);
    expect(layout.pieces.map((piece) => piece.text).join('')).toBe(ESSAY_TEXT);
  });

  it('on the same start keeps the quote listed first', () => {
    const longer = quoteAt('Wokulski pomaga', { kind: 'STYL' });
    const shorter = quoteAt('Wokulski', { kind: 'RZECZOWY' });
    expect(highlighted(ESSAY_TEXT, [criterion([longer, shorter])])).toEqual(['Wokulski pomaga']);
    expect(highlighted(ESSAY_TEXT, [criterion([shorter, longer])])).toEqual(['Wokulski']);
  });

  it('lists quotes whose offsets do not fit the text instead of failing', () => {
    const broken = [
      outOfRangeQuote,
      { ...commaQuote, start: -3, end: 4 },
      { ...commaQuote, start: 10, end: 10 },
      { ...commaQuote, start: 12, end: 8 },
      { ...commaQuote, start: 2.5, end: 6 },
      { ...commaQuote, start: 40, end: ESSAY_TEXT.length + 1 },
    ];
    const layout = layoutQuotes(ESSAY_TEXT, marksOf([criterion(broken)]));
    expect(layout.pieces).toEqual([{ text: ESSAY_TEXT, mark: null }]);
    expect(layout.unplaced).toHaveLength(broken.length);
    expect(layoutQuotes('', marksOf([criterion([commaQuote])])).pieces).toEqual([]);
  });

  it('highlights a quote at the very start and the very end of the text', () => {
    const first = quoteAt('Czy');
    const last = quoteAt('dobroci.');
    expect(last.end).toBe(ESSAY_TEXT.length);
    expect(highlighted(ESSAY_TEXT, [criterion([last, first])])).toEqual(['Czy', 'dobroci.']);
  });

  it('counts the quotes of every criterion by kind', () => {
    const counts = countByKind(marksOf(fakeCriteriaSet().kryteria));
    expect(Object.fromEntries(counts)).toEqual({
      MOCNA_STRONA: 1,
      STYL: 1,
      RZECZOWY: 1,
      ORTOGRAFICZNY: 1,
      INTERPUNKCYJNY: 1,
    });
  });
});

describe('the criteria set and the exam of a review', () => {
  it('picks the one set that is filled, or none', () => {
    const set = fakeCriteriaSet({ egzamin: 'e8_angielski' });
    expect(criteriaSetOf(fakeReview({ maturaPolski: null, egzaminOsmoklasistyAngielski: set }))).toBe(set);
    expect(criteriaSetOf(fakeReview({ maturaPolski: null }))).toBeNull();
  });

  it('takes the exam from the set, else from the subject and level, else none', () => {
    expect(
      reviewExamOf({ przedmiot: 'english', poziom: 'PODSTAWOWKA', criteriaSet: { egzamin: 'e8_angielski' } }),
    ).toBe('e8_angielski');
    expect(reviewExamOf({ przedmiot: 'polish', poziom: 'PODSTAWOWKA' })).toBe('e8_polski');
    expect(reviewExamOf({ przedmiot: 'biology', poziom: 'PODSTAWOWKA' })).toBeNull();
  });
});
