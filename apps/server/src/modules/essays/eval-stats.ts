/*
 * Agreement between a teacher's points and the grader's, as the essay eval reports it: exact and
 * within-one-point agreement, mean absolute error, and quadratic weighted kappa (Cohen 1968), the
 * usual figure for automated essay scoring: 1 is perfect agreement, 0 what chance gives, below 0
 * worse than chance; large misses cost more than near ones.
 */

/** One scored item: the teacher's points and the grader's. */
export type ScorePair = readonly [expected: number, got: number];

export interface Agreement {
  /** Pairs compared. */
  n: number;
  exact: number;
  exactRate: number | null;
  withinOne: number;
  withinOneRate: number | null;
  meanAbsoluteError: number | null;
  /** Quadratic weighted kappa; null when it is undefined (no pairs, or one score only on both sides). */
  kappa: number | null;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * Quadratic weighted kappa of integer scores on the scale min..max: 1 − Σ w·O / Σ w·E, with
 * O the observed matrix of (expected, got), E the one chance gives from both sides' histograms
 * (scaled to the same count), and w = (i − j)² / (k − 1)². Scores outside the scale are clamped.
 * Null when undefined: no pairs, a one-point scale, or both sides giving one and the same score.
 */
export function quadraticWeightedKappa(pairs: readonly ScorePair[], min: number, max: number): number | null {
  const k = max - min + 1;
  if (pairs.length === 0 || k < 2) return null;
  const index = (score: number) => Math.max(0, Math.min(k - 1, Math.round(score) - min));
  const observed = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const rows = new Array<number>(k).fill(0);
  const columns = new Array<number>(k).fill(0);
  for (const [expected, got] of pairs) {
    const i = index(expected);
    const j = index(got);
    const row = observed[i] as number[];
    row[j] = (row[j] ?? 0) + 1;
    rows[i] = (rows[i] ?? 0) + 1;
    columns[j] = (columns[j] ?? 0) + 1;
  }
  let disagreement = 0;
  let chance = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const weight = (i - j) ** 2 / (k - 1) ** 2;
      disagreement += weight * (observed[i]?.[j] ?? 0);
      chance += (weight * (rows[i] ?? 0) * (columns[j] ?? 0)) / pairs.length;
    }
  if (chance === 0) return null;
  return 1 - disagreement / chance;
}

/** Exact and ±1 agreement, mean absolute error and kappa of pairs on the scale 0..max. */
export function agreementOf(pairs: readonly ScorePair[], max: number): Agreement {
  const exact = pairs.filter(([a, b]) => a === b).length;
  const withinOne = pairs.filter(([a, b]) => Math.abs(a - b) <= 1).length;
  const error = pairs.reduce((sum, [a, b]) => sum + Math.abs(a - b), 0);
  return {
    n: pairs.length,
    exact,
    exactRate: rate(exact, pairs.length),
    withinOne,
    withinOneRate: rate(withinOne, pairs.length),
    meanAbsoluteError: rate(error, pairs.length),
    kappa: quadraticWeightedKappa(pairs, 0, max),
  };
}

/**
 * Agreements on different scales taken together: counts and errors pooled, the kappa as the mean
 * of the defined kappas weighted by their pairs (kappas of different scales are not pooled).
 */
export function combineAgreements(parts: readonly Agreement[]): Agreement {
  const n = parts.reduce((sum, a) => sum + a.n, 0);
  const exact = parts.reduce((sum, a) => sum + a.exact, 0);
  const withinOne = parts.reduce((sum, a) => sum + a.withinOne, 0);
  const error = parts.reduce((sum, a) => sum + (a.meanAbsoluteError ?? 0) * a.n, 0);
  const withKappa = parts.filter((a): a is Agreement & { kappa: number } => a.kappa !== null && a.n > 0);
  const weight = withKappa.reduce((sum, a) => sum + a.n, 0);
  return {
    n,
    exact,
    exactRate: rate(exact, n),
    withinOne,
    withinOneRate: rate(withinOne, n),
    meanAbsoluteError: rate(error, n),
    kappa: weight ? withKappa.reduce((sum, a) => sum + a.kappa * a.n, 0) / weight : null,
  };
}
