/**
 * Subsets of the real line as school answers describe them: intervals in every Polish bracket
 * notation, inequalities and their chains, ℝ, ∅, finite sets, and unions, intersections and
 * differences of these. A set is kept as sorted, disjoint intervals (a point is a closed interval
 * of length 0), so two descriptions of one set compare equal endpoint by endpoint.
 */

export interface Interval {
  lo: number;
  hi: number;
  loClosed: boolean;
  hiClosed: boolean;
}
export type RealSet = Interval[];

export type Close = (a: number, b: number) => boolean;

export const EVERYTHING: RealSet = [{ lo: -Infinity, hi: Infinity, loClosed: false, hiClosed: false }];

/** An interval from its brackets and ends; null when it is no interval (a > b, a closed ∞). */
export function interval(open: string, lo: number, hi: number, close: string): RealSet | null {
  const loClosed = '[⟨'.includes(open);
  const hiClosed = ']⟩'.includes(close);
  if (Number.isNaN(lo) || Number.isNaN(hi)) return null;
  if ((loClosed && !Number.isFinite(lo)) || (hiClosed && !Number.isFinite(hi))) return null;
  if (lo === Infinity || hi === -Infinity || lo > hi) return null;
  if (lo === hi) return loClosed && hiClosed ? [{ lo, hi, loClosed, hiClosed }] : null;
  return [{ lo, hi, loClosed, hiClosed }];
}

export function points(values: number[]): RealSet {
  return union(values.map((value) => [{ lo: value, hi: value, loClosed: true, hiClosed: true }]));
}

/** The set of x with `x op value`. */
export function relation(op: string, value: number): RealSet | null {
  if (!Number.isFinite(value)) return null;
  switch (op) {
    case '<':
      return [{ lo: -Infinity, hi: value, loClosed: false, hiClosed: false }];
    case '≤':
      return [{ lo: -Infinity, hi: value, loClosed: false, hiClosed: true }];
    case '>':
      return [{ lo: value, hi: Infinity, loClosed: false, hiClosed: false }];
    case '≥':
      return [{ lo: value, hi: Infinity, loClosed: true, hiClosed: false }];
    case '≠':
      return difference(EVERYTHING, points([value]));
    default:
      return null;
  }
}

export const FLIPPED: Record<string, string> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤', '≠': '≠' };

/** Sorted, with touching or overlapping intervals merged. */
export function union(sets: RealSet[]): RealSet {
  const all = sets.flat().sort((a, b) => a.lo - b.lo || Number(b.loClosed) - Number(a.loClosed));
  const merged: Interval[] = [];
  for (const next of all) {
    const last = merged.at(-1);
    const touches = last && (next.lo < last.hi || (next.lo === last.hi && (last.hiClosed || next.loClosed)));
    if (!last || !touches) {
      merged.push({ ...next });
      continue;
    }
    if (next.hi > last.hi || (next.hi === last.hi && next.hiClosed)) {
      last.hiClosed = next.hi === last.hi ? last.hiClosed || next.hiClosed : next.hiClosed;
      last.hi = next.hi;
    }
  }
  return merged;
}

export function intersection(a: RealSet, b: RealSet): RealSet {
  const out: Interval[] = [];
  for (const x of a)
    for (const y of b) {
      const lo = Math.max(x.lo, y.lo);
      const hi = Math.min(x.hi, y.hi);
      const loClosed = (x.lo === lo ? x.loClosed : true) && (y.lo === lo ? y.loClosed : true);
      const hiClosed = (x.hi === hi ? x.hiClosed : true) && (y.hi === hi ? y.hiClosed : true);
      if (lo < hi || (lo === hi && loClosed && hiClosed)) out.push({ lo, hi, loClosed, hiClosed });
    }
  return union([out]);
}

export function difference(a: RealSet, b: RealSet): RealSet {
  return intersection(a, complement(b));
}

function complement(set: RealSet): RealSet {
  const gaps: Interval[] = [];
  let lo = -Infinity;
  let loClosed = false;
  for (const part of union([set])) {
    gaps.push({ lo, hi: part.lo, loClosed, hiClosed: !part.loClosed });
    lo = part.hi;
    loClosed = !part.hiClosed;
  }
  gaps.push({ lo, hi: Infinity, loClosed, hiClosed: false });
  return gaps.filter((gap) => gap.lo < gap.hi || (gap.lo === gap.hi && gap.loClosed && gap.hiClosed));
}

/** Whether two sets are the same, endpoints within `close`. */
export function sameSet(a: RealSet, b: RealSet, close: Close): boolean {
  if (a.length !== b.length) return false;
  const end = (x: number, y: number) => x === y || (Number.isFinite(x) && Number.isFinite(y) && close(x, y));
  return a.every((x, i) => {
    const y = b[i] as Interval;
    return end(x.lo, y.lo) && end(x.hi, y.hi) && x.loClosed === y.loClosed && x.hiClosed === y.hiClosed;
  });
}
