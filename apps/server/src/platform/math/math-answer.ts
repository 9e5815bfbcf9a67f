import { type Close, compareReadings, type Verdict } from './answer-compare.ts';
import { type Answer, readAnswer } from './answer-reader.ts';

/**
 * The maths answer reader (issue 25, ADR 021): decides without AI whether a pupil's answer means
 * the same as the reference, as a maths teacher would. Numbers, expressions, units and labels,
 * intervals and inequalities, roots, points, equations, formulas and families of trigonometric
 * solutions are read (see `answer-reader.ts`); anything it cannot read with confidence is
 * `unparsable`, and the caller asks the AI instead. A wrong answer is never `equal`: where a comma
 * could be decimal or a separator and the two readings disagree, the verdict is `unparsable`.
 * - Tolerance: numbers (and expressions at each sample point) are equal within 1e-9 relative, or
 *   1e-12 absolute near zero. So "0,333" ≠ "1/3", but "0,3333333333" (ten threes) = "1/3".
 * - `precision`: a result printed rounded to that many decimal places equals the exact value it
 *   rounds (201,06 = 64π at 2); for the test solver's check of a task that asks for an approximation.
 */

export type ValueCheck =
  | { kind: 'equal' } // same value
  | { kind: 'different' } // both parse, values differ
  | { kind: 'unparsable' }; // the pupil's answer (or the reference) cannot be read as maths

export interface CompareOptions {
  /** Decimal places a rounded result was printed with. */
  precision?: number;
}

const TOLERANCE = { relative: 1e-9, absolute: 1e-12 };

/** Compares a pupil's maths answer with the reference by meaning; never throws. */
export function compareMathAnswers(
  pupil: string,
  reference: string,
  options: CompareOptions = {},
): ValueCheck {
  try {
    return { kind: compareAnswers(pupil, reference, options) };
  } catch {
    return { kind: 'unparsable' };
  }
}

let warming = false;
/**
 * Loads the maths library (about 0.6 s the first time in a process) right after the caller's
 * request, ahead of the answer it will check: a quiz attempt being opened warms it, so the pupil's
 * first checked answer does not pay for it.
 */
export function warmMathAnswers(): void {
  if (warming) return;
  warming = true;
  setImmediate(() => compareMathAnswers('2+2', '4'));
}

function compareAnswers(pupil: string, reference: string, options: CompareOptions): Verdict {
  const p = readAnswer(pupil);
  const r = readAnswer(reference);
  if (!p || !r) return 'unparsable';
  const close = closeness(options);
  const verdict = compareReadings(p.primary, r.primary, close);
  if (verdict !== 'different') return verdict;
  // A different verdict must hold whichever way an ambiguous comma is read.
  for (const [a, b] of otherReadings(p, r))
    if (compareReadings(a.primary, b.primary, close) !== 'different') return 'unparsable';
  return 'different';
}

function otherReadings(p: Answer, r: Answer): [Answer, Answer][] {
  const pupilOther = p.alternative && { primary: p.alternative, alternative: null };
  const referenceOther = r.alternative && { primary: r.alternative, alternative: null };
  // One text read the other way at a time: both flipped at once is the least likely pair of readings.
  const pairs: [Answer, Answer][] = [];
  if (pupilOther) pairs.push([pupilOther, r]);
  if (referenceOther) pairs.push([p, referenceOther]);
  return pairs;
}

function closeness(options: CompareOptions): Close {
  const exact: Close = (a, b) =>
    Math.abs(a - b) <= Math.max(TOLERANCE.absolute, TOLERANCE.relative * Math.max(Math.abs(a), Math.abs(b)));
  const { precision } = options;
  if (precision === undefined || !Number.isInteger(precision) || precision < 0 || precision > 12)
    return exact;
  const half = 0.5 * 10 ** -precision;
  return (a, b) => exact(a, b) || Math.abs(a - b) <= half * (1 + 1e-9);
}
