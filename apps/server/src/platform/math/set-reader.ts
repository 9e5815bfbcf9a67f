import { isGroup, type Splitting, splitAt, splitList } from './answer-split.ts';
import { numberOf, readValue } from './answer-value.ts';
import {
  difference,
  EVERYTHING,
  FLIPPED,
  intersection,
  interval,
  points,
  type RealSet,
  relation,
  union,
} from './real-sets.ts';

/**
 * Set notation in an answer: `⟨-4; 4)`, `(−∞; −1) ∪ (3; +∞)`, `ℝ ∖ {2}`, `∅`, and inequalities
 * with one variable (`x ≥ 3`, `-1 < x ≤ 3`, `x ≠ 2`). Endpoints must be numbers; an unsolved
 * inequality (`2x < 4`) is not read.
 */

const RELATIONS = /(≤|≥|<|>|≠)/;

/** The set an item describes; undefined when it is not set notation, null when it is but is wrong. */
export function readSetItem(text: string, splitting: Splitting): RealSet | null | undefined {
  if (text === '∅') return [];
  if (text === 'ℝ') return EVERYTHING;
  if (splitAt(text, '∪∖∩').parts.length > 1) return readSet(text, splitting);
  if (RELATIONS.test(text)) return readInequality(text);
  if (!isGroup(text) || text.startsWith('{')) return undefined;
  // ( … ) may be a point too; any other pair of brackets is an interval.
  return text.startsWith('(') && text.endsWith(')') ? undefined : readSet(text, splitting);
}

/** Terms joined by ∪, ∖ and ∩, left to right. */
export function readSet(text: string, splitting: Splitting): RealSet | null {
  const { parts, joins } = splitAt(text, '∪∖∩');
  let result = readTerm(parts[0] ?? '', splitting);
  for (const [i, join] of joins.entries()) {
    const next = readTerm(parts[i + 1] ?? '', splitting);
    if (!result || !next) return null;
    result =
      join === '∪'
        ? union([result, next])
        : join === '∩'
          ? intersection(result, next)
          : difference(result, next);
  }
  return result;
}

function readTerm(text: string, splitting: Splitting): RealSet | null {
  if (text === '∅') return [];
  if (text === 'ℝ') return EVERYTHING;
  if (!isGroup(text)) return null;
  const open = text[0] as string;
  const close = text.at(-1) as string;
  const elements = splitList(text.slice(1, -1), 'group', splitting);
  if (open === '{') {
    const values = elements.map(endpoint);
    return values.every((v) => v !== null && Number.isFinite(v)) ? points(values as number[]) : null;
  }
  if (elements.length !== 2 || !'([⟨'.includes(open) || !')]⟩'.includes(close)) return null;
  const [lo, hi] = elements.map(endpoint);
  return lo === null || hi === null || lo === undefined || hi === undefined
    ? null
    : interval(open, lo, hi, close);
}

function endpoint(text: string): number | null {
  if (/^-\s*∞$/.test(text)) return -Infinity;
  if (/^\+?\s*∞$/.test(text)) return Infinity;
  const value = readValue(text);
  return value ? numberOf(value) : null;
}

/** `x < 2`, `2 > x`, `-1 < x ≤ 3`, `x ≠ 2`: one variable, numbers around it. */
function readInequality(text: string): RealSet | null {
  const pieces = text.split(RELATIONS).map((piece) => piece.trim());
  const operands = pieces.filter((_, i) => i % 2 === 0);
  const ops = pieces.filter((_, i) => i % 2 === 1);
  const isVariable = (operand: string) => /^[a-z](?:_?\(?\d+\)?)?$/.test(operand);
  if (operands.filter(isVariable).length !== 1) return null;
  let result: RealSet = EVERYTHING;
  for (const [i, op] of ops.entries()) {
    const [left, right] = [operands[i] as string, operands[i + 1] as string];
    const variableLeft = isVariable(left);
    if (!variableLeft && !isVariable(right)) return null;
    const bound = endpoint(variableLeft ? right : left);
    if (bound === null) return null;
    const set = relation(variableLeft ? op : (FLIPPED[op] as string), bound);
    if (!set) return null;
    result = intersection(result, set);
  }
  return result;
}
