import { describe, expect, it } from 'vitest';
import { swipeRating } from './flashcard-ratings.ts';
import { formatDuration, itemsLabel, reviewStateLabel } from './wordbase-labels.ts';

const now = new Date('2024-03-06T08:00:00Z');

describe('word base wording', () => {
  it('says a word’s review state in plain Polish, by Warsaw calendar days', () => {
    expect(reviewStateLabel({ state: 'NEW', due: '2024-03-06T08:00:00Z' }, now)).toBe('nowe');
    expect(reviewStateLabel({ state: 'REVIEW', due: '2024-03-01T08:00:00Z' }, now)).toBe('do powtórki');
    // Due later today is due today.
    expect(reviewStateLabel({ state: 'REVIEW', due: '2024-03-06T22:30:00Z' }, now)).toBe('do powtórki');
    expect(reviewStateLabel({ state: 'LEARNING', due: '2024-03-07T08:00:00Z' }, now)).toBe('w nauce');
    expect(reviewStateLabel({ state: 'RELEARNING', due: '2024-03-08T08:00:00Z' }, now)).toBe('w nauce');
    expect(reviewStateLabel({ state: 'REVIEW', due: '2024-03-07T08:00:00Z' }, now)).toBe(
      'powtórka za 1 dzień',
    );
    expect(reviewStateLabel({ state: 'REVIEW', due: '2024-03-11T08:00:00Z' }, now)).toBe('powtórka za 5 dni');
  });

  it('counts words and terms and says how long a session took', () => {
    expect(itemsLabel('Language', 1)).toBe('1 słowo');
    expect(itemsLabel('Language', 22)).toBe('22 słowa');
    expect(itemsLabel('Other', 5)).toBe('5 pojęć');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(3725)).toBe('1 h 2 min');
  });

  it('maps a release past 50 px to its rating, and nothing closer in', () => {
    expect(swipeRating(-50, 0)).toBeNull();
    expect(swipeRating(-51, 0)).toBe('NIE_WIEM');
    expect(swipeRating(51, 20)).toBe('WIEM');
    expect(swipeRating(20, -51)).toBe('LATWE');
    expect(swipeRating(0, 51)).toBe('TRUDNE');
  });
});
