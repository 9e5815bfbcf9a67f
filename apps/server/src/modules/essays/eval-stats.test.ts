import { describe, expect, it } from 'vitest';
import { agreementOf, combineAgreements, quadraticWeightedKappa, type ScorePair } from './eval-stats.ts';

const repeat = (pair: ScorePair, times: number): ScorePair[] => Array.from({ length: times }, () => pair);

describe('quadratic weighted kappa', () => {
  it('is 1 for perfect agreement and −1 for a reversed scale', () => {
    expect(
      quadraticWeightedKappa(
        [
          [0, 0],
          [1, 1],
          [2, 2],
          [2, 2],
        ],
        0,
        2,
      ),
    ).toBe(1);
    expect(
      quadraticWeightedKappa(
        [
          [0, 2],
          [1, 1],
          [2, 0],
        ],
        0,
        2,
      ),
    ).toBeCloseTo(-1, 10);
  });

  it('equals Cohen’s kappa on two categories: the textbook 50 proposals give 0.4', () => {
    // Wikipedia, "Cohen's kappa", worked example: both yes 20, A yes B no 5, A no B yes 10, both no 15.
    const pairs = [...repeat([1, 1], 20), ...repeat([1, 0], 5), ...repeat([0, 1], 10), ...repeat([0, 0], 15)];
    expect(quadraticWeightedKappa(pairs, 0, 1)).toBeCloseTo(0.4, 10);
  });

  it('weighs near misses lightly: a hand-computed case on 0..2 gives 0.75', () => {
    // Two misses by one point: Σw·O = 2 · 1/4 = 1/2. Rows 2,2,2 and columns 1,2,3 of six pairs give
    // Σw·E = 2, so κ = 1 − (1/2)/2 = 0.75.
    const pairs: ScorePair[] = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 2],
      [2, 2],
      [2, 2],
    ];
    expect(quadraticWeightedKappa(pairs, 0, 2)).toBeCloseTo(0.75, 10);
    // The same disagreement, raters swapped: kappa is symmetric.
    expect(
      quadraticWeightedKappa(
        pairs.map(([a, b]) => [b, a] as const),
        0,
        2,
      ),
    ).toBeCloseTo(0.75, 10);
    // On a wider scale the same misses weigh less: 19/23 on 0..4.
    const wide: ScorePair[] = [
      [4, 3],
      [2, 2],
      [0, 1],
      [3, 3],
    ];
    expect(quadraticWeightedKappa(wide, 0, 4)).toBeCloseTo(19 / 23, 10);
  });

  it('is undefined without pairs, on a one-point scale, or when both sides give one score', () => {
    expect(quadraticWeightedKappa([], 0, 5)).toBeNull();
    expect(quadraticWeightedKappa([[1, 1]], 1, 1)).toBeNull();
    expect(quadraticWeightedKappa(repeat([3, 3], 4), 0, 5)).toBeNull();
  });
});

describe('agreement figures', () => {
  it('counts exact and ±1 agreement and the mean absolute error', () => {
    const a = agreementOf(
      [
        [16, 16],
        [10, 11],
        [4, 7],
        [0, 0],
      ],
      16,
    );
    expect(a).toMatchObject({ n: 4, exact: 2, exactRate: 0.5, withinOne: 3, withinOneRate: 0.75 });
    expect(a.meanAbsoluteError).toBe(1);
    expect(a.kappa).toBeGreaterThan(0.9);
    expect(agreementOf([], 3)).toEqual({
      n: 0,
      exact: 0,
      exactRate: null,
      withinOne: 0,
      withinOneRate: null,
      meanAbsoluteError: null,
      kappa: null,
    });
  });

  it('pools counts and errors across scales and averages the kappas by pairs', () => {
    const small = { ...agreementOf(repeat([1, 1], 2), 2), kappa: 1 };
    const large = { ...agreementOf(repeat([3, 5], 6), 10), kappa: 0.5 };
    const undefinedKappa = agreementOf(repeat([2, 2], 2), 2);
    expect(combineAgreements([small, large, undefinedKappa])).toEqual({
      n: 10,
      exact: 4,
      exactRate: 0.4,
      withinOne: 4,
      withinOneRate: 0.4,
      meanAbsoluteError: 1.2,
      kappa: (2 * 1 + 6 * 0.5) / 8,
    });
  });
});
