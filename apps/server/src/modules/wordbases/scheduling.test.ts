import { default_w } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { trainingItems } from './fitting.ts';
import { type CardColumns, newCardColumns, retrievability, review, weightsOf } from './scheduling.ts';

const DAY = 86_400_000;
const start = new Date('2026-09-01T07:00:00Z');

/** Rates a card at `at` and returns the new columns. */
const rate = (card: CardColumns, rating: Parameters<typeof review>[1], at: Date, params?: number[]) =>
  review(card, rating, at, params).columns;

describe('FSRS scheduling of a word', () => {
  it('lengthens the interval with every "wiem" once the word is learnt', () => {
    let card = newCardColumns(start);
    let at = start;
    const intervals: number[] = [];
    for (let i = 0; i < 6; i++) {
      card = rate(card, 'WIEM', at);
      intervals.push(card.due.getTime() - at.getTime());
      at = card.due;
    }
    // Two learning steps (minutes), then days that keep growing.
    expect(intervals[0]).toBeLessThan(DAY);
    const days = intervals.slice(2);
    expect(days.every((ms) => ms >= DAY)).toBe(true);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(new Set(days).size).toBe(days.length);
    expect(card).toMatchObject({ state: 2, reps: 6, lapses: 0 });
  });

  it('sends a learnt word back to relearning in minutes with "nie wiem", counting a lapse', () => {
    let card = newCardColumns(start);
    card = rate(card, 'LATWE', start);
    expect(card.state).toBe(2);
    const reviewAt = card.due;
    const before = card.stability;
    card = rate(card, 'NIE_WIEM', reviewAt);
    expect(card).toMatchObject({ state: 3, lapses: 1 });
    expect(card.due.getTime() - reviewAt.getTime()).toBeLessThanOrEqual(10 * 60_000);
    expect(card.stability).toBeLessThan(before);
  });

  it('orders the four ratings of a new word: nie wiem < trudne < wiem < łatwe', () => {
    const card = newCardColumns(start);
    const dues = (['NIE_WIEM', 'TRUDNE', 'WIEM', 'LATWE'] as const).map((r) =>
      rate(card, r, start).due.getTime(),
    );
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(new Set(dues).size).toBe(4);
  });

  it('puts recall at 90% exactly when the time since the review equals the stability', () => {
    const card = rate(newCardColumns(start), 'LATWE', start);
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    expect(retrievability(card, start)).toBeCloseTo(1, 5);
    expect(retrievability(card, at(card.stability))).toBeCloseTo(0.9, 5);
    expect(retrievability(card, at(card.stability * 0.5))).toBeGreaterThan(0.9);
    expect(retrievability(card, at(card.stability * 2))).toBeLessThan(0.9);
    expect(retrievability(newCardColumns(start), at(3))).toBe(0);
  });

  it('schedules with the pupil’s own parameters when valid, the defaults otherwise', () => {
    const own = default_w.map((w, i) => (i === 2 ? w * 3 : w));
    const card = newCardColumns(start);
    expect(rate(card, 'WIEM', start, own).stability).toBeCloseTo(own[2] as number, 5);
    expect(rate(card, 'WIEM', start).stability).toBeCloseTo(default_w[2] as number, 5);
    expect(weightsOf([1, 2, 3])).toBe(default_w);
    expect(weightsOf([...own.slice(0, 20), Number.NaN])).toBe(default_w);
  });
});

describe('training items for the optimizer', () => {
  it('makes one item per review after a card’s first, with whole study days between reviews', () => {
    const at = (iso: string) => new Date(iso);
    const items = trainingItems([
      { wordId: 'a', rating: 3, reviewedAt: at('2026-09-01T08:00:00Z') },
      { wordId: 'a', rating: 3, reviewedAt: at('2026-09-01T08:10:00Z') },
      // 01:30 Warsaw time on the 3rd still belongs to the study day of the 2nd.
      { wordId: 'a', rating: 1, reviewedAt: at('2026-09-02T23:30:00Z') },
      { wordId: 'a', rating: 3, reviewedAt: at('2026-09-06T10:00:00Z') },
      { wordId: 'b', rating: 4, reviewedAt: at('2026-09-01T09:00:00Z') },
    ]);
    expect(items.map((item) => item.reviews.map((r) => [r.rating, r.deltaT]))).toEqual([
      [
        [3, 0],
        [3, 0],
      ],
      [
        [3, 0],
        [3, 0],
        [1, 1],
      ],
      [
        [3, 0],
        [3, 0],
        [1, 1],
        [3, 4],
      ],
    ]);
  });
});
