import { decimalPoints, isGroup, type Splitting, splitAt, splitList } from './answer-split.ts';
import { normalizeAnswer } from './answer-text.ts';
import { numberOf, readValue, type Value } from './answer-value.ts';
import { type Expr, readExpression } from './expression.ts';
import { intersection, points, type RealSet, union } from './real-sets.ts';
import { readSet, readSetItem } from './set-reader.ts';

/**
 * Reads a school maths answer into what it means: a value or several (roots), a set of real numbers
 * (intervals, inequalities), a point, an equation, a function's formula or a family of solutions
 * `x = a + k·p, k ∈ ℤ`. What it cannot read with confidence is null, never a guess.
 */

export interface Family {
  offset: number;
  period: number;
}
export type Reading =
  | { kind: 'values'; variable: string | null; values: Value[] }
  | { kind: 'set'; set: RealSet }
  | { kind: 'tuple'; coords: Value[]; interval: RealSet | null }
  | { kind: 'points'; tuples: Value[][] }
  | { kind: 'equation'; f: Expr }
  | { kind: 'formula'; argument: string; body: Expr }
  | { kind: 'family'; families: Family[] };

export interface Answer {
  primary: Reading;
  /** The answer read with every ambiguous comma the other way. */
  alternative: Reading | null;
}

type Item =
  | { type: 'values'; variable: string | null; values: Value[] }
  | { type: 'family'; family: Family }
  | Exclude<Reading, { kind: 'values' } | { kind: 'family' } | { kind: 'points' }>;

const MAX_ITEMS = 20;
const PARAMETERS_UNDECLARED = new Set(['k', 'n']);
const DECLARATION =
  /\s*[,;]?\s*(?:gdzie|dla|przy)?\s*\(?\s*([klmnt])\s*(?:∈\s*(ℤ|Z|C|ℕ|N)|[-–]?\s*(?:jest\s+)?(?:liczbą\s+całkowitą|liczba\s+całkowita|całkowit[ae]))\s*\)?\s*$/u;
const LEAD_NAME = /^(?:[A-Z][A-Za-z]?(?:_\(?\w+\)?)?|[A-Z]_?\w?)\s*=\s*(?=\S)/;
const VARIABLE = /^([a-z])(?:_?\(?\d+\)?)?\s*=\s*/;
const FUNCTION_LHS = /^[a-zA-Z]\s*\(\s*([a-z])\s*\)\s*=\s*/;

/** The answer's reading, and its other reading when a comma could be decimal or a separator. */
export function readAnswer(answer: string): Answer | null {
  const text = normalizeAnswer(answer);
  if (text === null) return null;
  const splitting: Splitting = { flip: false, ambiguous: false };
  const primary = readText(text, splitting);
  if (!primary) return null;
  const alternative = splitting.ambiguous ? readText(text, { flip: true, ambiguous: true }) : null;
  return { primary, alternative };
}

function readText(source: string, splitting: Splitting): Reading | null {
  const declaration = DECLARATION.exec(source);
  if (declaration?.[2] && /[ℕN]/.test(declaration[2])) return null; // k ∈ ℕ: not a family
  const parameter = declaration?.[1] ?? null;
  const text = (declaration ? source.slice(0, declaration.index) : source).replace(LEAD_NAME, '');
  const items = readItems(text, 'top', splitting, parameter);
  return items ? combine(items.items, items.joins) : null;
}

function readItems(text: string, where: 'top' | 'group', splitting: Splitting, parameter: string | null) {
  const { parts: disjuncts, joins: outer } = splitAt(text, '∨∧');
  const items: Item[] = [];
  const joins: string[] = [];
  for (const [i, disjunct] of disjuncts.entries()) {
    if (i > 0) joins.push(outer[i - 1] as string);
    for (const [j, part] of splitList(disjunct, where, splitting).entries()) {
      if (j > 0) joins.push(',');
      const item = readItem(part, splitting, parameter);
      if (!item) return null;
      items.push(item);
    }
  }
  return items.length > 0 && items.length <= MAX_ITEMS ? { items, joins } : null;
}

function readItem(source: string, splitting: Splitting, parameter: string | null): Item | null {
  const text = source.trim();
  if (text === '') return null;
  const membership = /^([a-z])(?:_?\(?\d+\)?)?\s*∈\s*(.+)$/.exec(text);
  if (membership) return readItem(membership[2] as string, splitting, parameter);
  const set = readSetItem(text, splitting);
  if (set !== undefined) return set && { kind: 'set', set };
  if (text.startsWith('{') && isGroup(text)) return readBraces(text.slice(1, -1), splitting, parameter);
  const named = /^[A-Z]\s*(?=\()/.exec(text);
  const bracketed = named ? text.slice(named[0].length) : text;
  if (bracketed.startsWith('(') && isGroup(bracketed)) {
    const coords = splitList(bracketed.slice(1, -1), 'group', splitting);
    if (coords.length >= 2) return readTuple(coords, splitting);
    if (named) return null;
  }
  const equations = text.split('=').length - 1;
  if (equations > 1) return null;
  if (equations === 1) return readEquality(text, parameter);
  const value = readPlusMinus(text);
  if (!value) return null;
  const family = value.length === 1 && value[0]?.expr ? familyOf(value[0].expr, parameter, true) : null;
  return family ? { type: 'family', family } : { type: 'values', variable: null, values: value };
}

/** `{…}`: a finite set of values, or a system's solution (`{x = 2; y = 5}`). */
function readBraces(content: string, splitting: Splitting, parameter: string | null): Item | null {
  if (content.trim() === '') return { kind: 'set', set: [] };
  const inner = readItems(content, 'group', splitting, parameter);
  if (!inner) return null;
  const reading = combine(
    inner.items,
    inner.joins.map(() => ','),
  );
  if (!reading) return null;
  if (reading.kind === 'values')
    return { type: 'values', variable: reading.variable, values: reading.values };
  return reading.kind === 'tuple' ? reading : null;
}

function readTuple(coords: string[], splitting: Splitting): Item | null {
  const values: Value[] = [];
  for (const coord of coords) {
    const value = readValue(coord);
    if (!value) {
      // (-∞; 2) is an interval only.
      const set = readSet(`(${coords.join(';')})`, splitting);
      return set ? { kind: 'set', set } : null;
    }
    values.push(value);
  }
  const [lo, hi] = values.map((v) => numberOf(v));
  const open =
    values.length === 2 && lo !== undefined && hi !== undefined && lo !== null && hi !== null && lo < hi
      ? [{ lo, hi, loClosed: false, hiClosed: false }]
      : null;
  return { kind: 'tuple', coords: values, interval: open };
}

function readEquality(text: string, parameter: string | null): Item | null {
  const fn = FUNCTION_LHS.exec(text);
  if (fn) {
    const body = readExpression(decimalPoints(text.slice(fn[0].length)));
    return body ? { kind: 'formula', argument: fn[1] as string, body } : null;
  }
  const variable = VARIABLE.exec(text);
  if (variable) {
    const name = variable[1] as string;
    const values = readPlusMinus(text.slice(variable[0].length));
    if (!values) return null;
    const [only] = values;
    if (values.length === 1 && only?.expr && only.expr.variables.length > 0) {
      const family = familyOf(only.expr, parameter, false);
      if (family) return { type: 'family', family };
      const others = only.expr.variables.filter((v) => v !== 'x');
      if (name === 'y' && others.length === 0) return { kind: 'formula', argument: 'x', body: only.expr };
    }
    return { type: 'values', variable: name, values };
  }
  const [lhs = '', rhs = ''] = text.split('=');
  const f = readExpression(`(${decimalPoints(lhs)})-(${decimalPoints(rhs)})`);
  return f && f.variables.length > 0 ? { kind: 'equation', f } : null;
}

/** One value, or two for `±` (`x = ±2`, `1 ± √2`). */
function readPlusMinus(text: string): Value[] | null {
  const signs = text.split('±').length - 1;
  if (signs === 0) {
    const value = readValue(text);
    return value && [value];
  }
  if (signs > 1) return null;
  const plus = readValue(text.replace('±', text.trim().startsWith('±') ? '' : '+'));
  const minus = readValue(text.replace('±', '-'));
  return plus && minus ? [plus, minus] : null;
}

/** `a + k·p` with k an integer parameter (declared, or k or n in `x = …`): a family of solutions. */
function familyOf(expr: Expr, parameter: string | null, bare: boolean): Family | null {
  const [name, ...rest] = expr.variables;
  if (!name || rest.length > 0) return null;
  if (name !== parameter && (bare || !PARAMETERS_UNDECLARED.has(name))) return null;
  const at = (k: number) => expr.evaluate({ [name]: k });
  const offset = at(0);
  const period = at(1) - offset;
  const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  const linear =
    near(at(2), offset + 2 * period) && near(at(-1), offset - period) && near(at(0.5), offset + period / 2);
  if (!Number.isFinite(offset) || !linear || near(period, 0)) return null;
  return { offset, period: Math.abs(period) };
}

function combine(items: Item[], joins: string[]): Reading | null {
  const [first] = items;
  if (!first) return null;
  if (items.length === 1) {
    if (!('type' in first)) return first;
    if (first.type === 'family') return { kind: 'family', families: [first.family] };
    return { kind: 'values', variable: first.variable, values: first.values };
  }
  const valueItems = items.filter((i) => 'type' in i && i.type === 'values') as Extract<
    Item,
    { type: 'values' }
  >[];
  const families = items.flatMap((i) => ('type' in i && i.type === 'family' ? [i.family] : []));
  if (families.length === items.length) return { kind: 'family', families };
  const tuples = items.flatMap((i) => ('kind' in i && i.kind === 'tuple' ? [i.coords] : []));
  if (tuples.length === items.length) return { kind: 'points', tuples };
  if (valueItems.length === items.length) {
    const variables = [...new Set(valueItems.map((i) => i.variable).filter((v) => v !== null))];
    if (variables.length <= 1) {
      return { kind: 'values', variable: variables[0] ?? null, values: valueItems.flatMap((i) => i.values) };
    }
    // x = 2, y = 5: a point, its coordinates in the variables' order.
    const named = valueItems.every((i) => i.variable !== null && i.values.length === 1);
    if (!named || variables.length !== items.length || joins.includes('∨')) return null;
    const sorted = [...valueItems].sort((a, b) => (a.variable as string).localeCompare(b.variable as string));
    return { kind: 'tuple', coords: sorted.map((i) => i.values[0] as Value), interval: null };
  }
  // Sets and plain numbers joined by "lub" (union) and "i" (intersection); a bare list of sets is ambiguous.
  const sets: RealSet[] = [];
  for (const item of items) {
    if ('kind' in item && item.kind === 'set') sets.push(item.set);
    else if ('type' in item && item.type === 'values' && item.values.every((v) => numberOf(v) !== null))
      sets.push(points(item.values.map((v) => numberOf(v) as number)));
    else return null;
  }
  if (joins.includes(',') && items.some((i) => 'kind' in i)) return null;
  let result = sets[0] as RealSet;
  for (const [i, join] of joins.entries()) {
    const next = sets[i + 1] as RealSet;
    result = join === '∧' ? intersection(result, next) : union([result, next]);
  }
  return { kind: 'set', set: result };
}
