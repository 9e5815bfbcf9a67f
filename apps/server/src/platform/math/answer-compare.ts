import type { Family, Reading } from './answer-reader.ts';
import { numberOf, type Value } from './answer-value.ts';
import type { Expr } from './expression.ts';
import { compareQuantities, type Quantity } from './quantity.ts';
import { points, type RealSet, sameSet } from './real-sets.ts';

/**
 * Compares two readings as a teacher would: values (several as a set, order-free), sets of real
 * numbers endpoint by endpoint, points coordinate by coordinate in order, equations as equations
 * (one a non-zero multiple of the other), formulas by their values, families of solutions as the
 * sets of angles they describe. Different kinds are different answers.
 */

export type Verdict = 'equal' | 'different' | 'unparsable';
export type Close = (a: number, b: number) => boolean;

const MIN_VALID_POINTS = 3;
// Not integers and not simple fractions, so denominators like (x - 1) or (2x - 1) do not vanish.
const SAMPLE_POINTS = [0.5813, 1.2371, 2.7193, -0.8147, 3.3019, -1.9067, 0.1537, 4.4413];
const VARIABLE_OFFSET = 0.6180339;
// Residues of one family modulo the common period, at most: bounds the work on hostile input.
const MAX_RESIDUES = 48;
const SAME_EXPRESSION = { relative: 1e-9, absolute: 1e-12 };

export const near = (a: number, b: number) =>
  Math.abs(a - b) <=
  Math.max(SAME_EXPRESSION.absolute, SAME_EXPRESSION.relative * Math.max(Math.abs(a), Math.abs(b)));

export function compareReadings(pupil: Reading, reference: Reading, close: Close): Verdict {
  const p = pupil;
  const r = reference;
  if (p.kind === 'values' && r.kind === 'values') {
    if (p.variable && r.variable && p.variable !== r.variable) return 'different';
    return compareValueSets(p.values, r.values, close);
  }
  if (p.kind === 'tuple' && r.kind === 'tuple') return compareTuples(p.coords, r.coords, close);
  if (p.kind === 'points' && r.kind === 'points') return comparePointSets(p.tuples, r.tuples, close);
  if (p.kind === 'family' && r.kind === 'family') return compareFamilies(p.families, r.families);
  if (p.kind === 'equation' && r.kind === 'equation') return compareEquations(p.f, r.f);
  if (p.kind === 'formula' && r.kind === 'formula') {
    return compareExpressions(rename(p.body, p.argument), rename(r.body, r.argument), close);
  }
  if (p.kind === 'formula' || r.kind === 'formula') return compareFormula(p, r, close);
  // (2, 5) against the list 2, 5: coordinates or two answers? Not said.
  const tuple = p.kind === 'tuple' ? p : r.kind === 'tuple' ? r : null;
  const list = p.kind === 'values' ? p : r.kind === 'values' ? r : null;
  if (tuple && list && list.values.length === tuple.coords.length) {
    const inOrder = compareTuples(tuple.coords, list.values, close);
    return inOrder === 'different' ? 'different' : 'unparsable';
  }
  const pSet = asSet(p);
  const rSet = asSet(r);
  if (pSet && rSet) return sameSet(pSet, rSet, close) ? 'equal' : 'different';
  return 'different';
}

/** A set of real numbers, or the plain numbers of a list, or the open interval a pair may be. */
function asSet(reading: Reading): RealSet | null {
  if (reading.kind === 'set') return reading.set;
  if (reading.kind === 'tuple') return reading.interval;
  if (reading.kind !== 'values') return null;
  const numbers = reading.values.map(numberOf);
  return numbers.every((n) => n !== null) ? points(numbers as number[]) : null;
}

/** Several points, as a set: each pupil's point matches one of the reference's. */
function comparePointSets(pupil: Value[][], reference: Value[][], close: Close): Verdict {
  if (pupil.length !== reference.length) return 'different';
  const unused = [...reference];
  for (const point of pupil) {
    const verdicts = unused.map((candidate) => compareTuples(point, candidate, close));
    const match = verdicts.indexOf('equal');
    if (match < 0) return verdicts.includes('unparsable') ? 'unparsable' : 'different';
    unused.splice(match, 1);
  }
  return 'equal';
}

function compareValueSets(pupil: Value[], reference: Value[], close: Close): Verdict {
  const a = distinct(pupil, close);
  const b = distinct(reference, close);
  if (a.length !== b.length) return 'different';
  const unused = [...b];
  for (const value of a) {
    const verdicts = unused.map((candidate) => compareValues(value, candidate, close));
    const match = verdicts.indexOf('equal');
    if (match < 0) return verdicts.includes('unparsable') ? 'unparsable' : 'different';
    unused.splice(match, 1);
  }
  return 'equal';
}

function distinct(values: Value[], close: Close): Value[] {
  return values.filter((v, i) => !values.slice(0, i).some((e) => compareValues(v, e, close) === 'equal'));
}

function compareTuples(pupil: Value[], reference: Value[], close: Close): Verdict {
  if (pupil.length !== reference.length) return 'different';
  const verdicts = pupil.map((value, i) => compareValues(value, reference[i] as Value, close));
  if (verdicts.includes('different')) return 'different';
  return verdicts.includes('unparsable') ? 'unparsable' : 'equal';
}

/** Two values, with their units or labels. */
export function compareValues(pupil: Value, reference: Value, close: Close): Verdict {
  const pq = measured(pupil);
  const rq = measured(reference);
  if (pq && rq && (pq.unit || pq.label || rq.unit || rq.label)) {
    // A one-letter unit glued to its number ("5m") may be algebra: a unit only beside another unit.
    const glued = pq.glued || rq.glued;
    if (!glued || ((pq.unit || pq.label) && (rq.unit || rq.label)))
      return compareQuantities(pq, rq, close, { pupil: pupil.hasPi, reference: reference.hasPi });
  }
  if (pupil.expr && reference.expr) return compareExpressions(pupil.expr, reference.expr, close);
  return 'unparsable';
}

function measured(value: Value): Quantity | null {
  if (value.quantity) return value.quantity;
  const number = numberOf(value);
  return number === null ? null : { value: number, unit: null, label: null, glued: false };
}

/** Equal at every sample point (constants within `close`). */
export function compareExpressions(pupil: Expr, reference: Expr, close: Close): Verdict {
  const variables = [...new Set([...pupil.variables, ...reference.variables])].sort();
  if (variables.length === 0) return close(pupil.constant, reference.constant) ? 'equal' : 'different';
  let valid = 0;
  for (const point of SAMPLE_POINTS) {
    const scope = Object.fromEntries(variables.map((name, index) => [name, point + index * VARIABLE_OFFSET]));
    const a = pupil.evaluate(scope);
    const b = reference.evaluate(scope);
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    if (!near(a, b)) return 'different';
    valid++;
  }
  return valid >= MIN_VALID_POINTS ? 'equal' : 'unparsable';
}

/** A function's formula with its argument called x. */
function rename(body: Expr, argument: string): Expr {
  if (argument === 'x') return body;
  return {
    ...body,
    variables: body.variables.map((v) => (v === argument ? 'x' : v)).sort(),
    evaluate: (scope) => body.evaluate({ ...scope, [argument]: scope.x ?? Number.NaN }),
  };
}

/** A formula against a bare expression (its right side) or an equation (y − f(x) = 0). */
function compareFormula(p: Reading, r: Reading, close: Close): Verdict {
  const side = (reading: Reading): Expr | null => {
    if (reading.kind === 'formula') return rename(reading.body, reading.argument);
    if (reading.kind === 'values' && reading.values.length === 1 && !reading.values[0]?.quantity)
      return reading.values[0]?.expr ?? null;
    return null;
  };
  const asEquation = (reading: Reading): Expr | null => {
    if (reading.kind === 'equation') return reading.f;
    if (reading.kind !== 'formula') return null;
    const body = rename(reading.body, reading.argument);
    if (body.variables.some((v) => v !== 'x')) return null;
    return {
      ...body,
      variables: ['x', 'y'],
      evaluate: (scope) => (scope.y ?? Number.NaN) - body.evaluate(scope),
    };
  };
  const [pe, re] = [asEquation(p), asEquation(r)];
  if ((p.kind === 'equation' || r.kind === 'equation') && pe && re) return compareEquations(pe, re);
  const [ps, rs] = [side(p), side(r)];
  if (ps && rs && ps.variables.length > 0) return compareExpressions(ps, rs, close);
  return 'different';
}

/**
 * Equations are the same when one side-difference is a non-zero constant multiple of the other. When
 * they are not, two polynomial equations describe different curves; anything else is left unsaid.
 */
function compareEquations(pupil: Expr, reference: Expr): Verdict {
  const variables = [...new Set([...pupil.variables, ...reference.variables])].sort();
  let ratio: number | null = null;
  let valid = 0;
  let proportional = true;
  for (const point of SAMPLE_POINTS) {
    const scope = Object.fromEntries(variables.map((name, index) => [name, point + index * VARIABLE_OFFSET]));
    const a = pupil.evaluate(scope);
    const b = reference.evaluate(scope);
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    if (Math.abs(b) < 1e-12 || Math.abs(a) < 1e-12) {
      if (Math.abs(a) >= 1e-12 || Math.abs(b) >= 1e-12) proportional = false;
      continue;
    }
    ratio ??= a / b;
    if (!near(a / b, ratio)) proportional = false;
    valid++;
  }
  if (proportional && valid >= MIN_VALID_POINTS) return 'equal';
  if (!proportional && pupil.polynomial && reference.polynomial) return 'different';
  return 'unparsable';
}

/**
 * Unions of `a + k·p` compared as sets: both are cut into residues modulo a common period (a whole
 * multiple of every period; none within 12 × the largest leaves the pair to the AI).
 */
function compareFamilies(pupil: Family[], reference: Family[]): Verdict {
  const all = [...pupil, ...reference];
  let common = Math.max(...all.map((f) => f.period));
  for (const family of all) {
    const times = [1, 2, 3, 4, 5, 6, 8, 10, 12].find((m) => isWhole((m * common) / family.period));
    if (times === undefined) return 'unparsable';
    common *= times;
  }
  if (all.some((f) => common / f.period > MAX_RESIDUES)) return 'unparsable';
  const residues = (families: Family[]) => {
    const found: number[] = [];
    for (const { offset, period } of families)
      for (let j = 0; j * period < common - 1e-9 * common; j++) {
        const residue = mod(offset + j * period, common);
        if (!found.some((r) => sameResidue(r, residue, common))) found.push(residue);
      }
    return found;
  };
  const a = residues(pupil);
  const b = residues(reference);
  const same = a.length === b.length && a.every((x) => b.some((y) => sameResidue(x, y, common)));
  return same ? 'equal' : 'different';
}

const isWhole = (x: number) => Math.abs(x - Math.round(x)) < 1e-9 * Math.max(1, Math.abs(x));
const mod = (x: number, m: number) => ((x % m) + m) % m;
const sameResidue = (a: number, b: number, m: number) => {
  const d = Math.abs(a - b);
  return Math.min(d, m - d) < 1e-9 * Math.max(1, m);
};
