// Over 400 lines: one checker whose reading, units, percents and sets rules depend on each other.
// Value checker for maths practice answers: decides without AI whether a pupil's answer has the same value as
// the reference. Anything it cannot read with confidence is `unparsable`, and the caller asks the AI instead.
// - Tolerance: numbers (and expressions at each sample point) are equal within 1e-9 relative, or 1e-12
//   absolute near zero. So "0,333" ≠ "1/3", but "0,3333333333" (ten threes) = "1/3".
// - Units: the same unit compares the numbers; a pupil who leaves out the reference's unit is not penalised
//   (the value is what is being checked), nor is a pupil who adds a unit the reference lacks. Different units
//   are converted when mathjs knows both ("1 m" = "100 cm"); otherwise (zł, gr, %) they are different.
//   A one-letter unit glued to the number ("5m", "2a") may be algebra, so it only counts as a unit when the
//   other side has a unit too; otherwise both sides are read as expressions.
// - Percent: when the reference is a percent, % acts as a unit ("75%" = "75", but "0,75" ≠ "75%": the
//   question asked for a percent). Otherwise a pupil's percent is accepted as a fraction or as the bare
//   number ("75%" = "0,75" and "75%" = "75"), since teachers often leave the sign out of the reference.
// - Several answers ("x = 2 lub x = -3", "2; -3", "{2, -3}") are compared as sets, order-free.
import { createRequire } from 'node:module';
import type * as MathJs from 'mathjs';

export type ValueCheck =
  | { kind: 'equal' } // same value
  | { kind: 'different' } // both parse, values differ
  | { kind: 'unparsable' }; // the pupil's answer (or the reference) cannot be read as maths

type Verdict = ValueCheck['kind'];
type Reading = { evaluate: (scope: Record<string, number>) => number; variables: string[]; constant: number };
type Measured = { value: number; unit: string | null; glued: boolean };
type Item = { variable: string | null; raw: Reading | null; measured: Measured | null };

// Longest answer read, largest expression tree, most answers in a list: bounds the work on hostile input.
const LIMITS = { length: 500, nodes: 150, items: 20 };
const TOLERANCE = { relative: 1e-9, absolute: 1e-12 };
const MIN_VALID_POINTS = 3;
// Not integers and not simple fractions, so denominators like (x - 1) or (2x - 1) do not vanish.
const SAMPLE_POINTS = [0.5813, 1.2371, 2.7193, -0.8147, 3.3019, -1.9067, 0.1537, 4.4413];
const VARIABLE_OFFSET = 0.6180339;

// mathjs loads on the first answer checked (its entry builds every function: seconds of cold start).
// Only the functions an answer needs (no matrices, strings, symbolic algebra); `predictable`: sqrt(-1) is NaN.
const FACTORIES =
  'abs add cos cot divide e log10 log multiply nthRoot parse pi pow sin sqrt subtract tan unaryMinus unaryPlus unit';
// As the mathjs security guide advises: nothing inside an expression may change or re-enter the parser.
const BLOCKED = ['import', 'createUnit', 'evaluate', 'parse', 'compile', 'simplify', 'derivative', 'resolve'];
let loaded: ReturnType<typeof loadMath> | undefined;
const mathjs = () => (loaded ??= loadMath());
function loadMath() {
  const lib = createRequire(import.meta.url)('mathjs') as typeof MathJs;
  const names = FACTORIES.split(' ').map((name) => `${name}Dependencies` as keyof typeof MathJs);
  const factories = Object.fromEntries(names.map((name) => [name, lib[name]]));
  const math = lib.create(factories as MathJs.FactoryFunctionMap, { number: 'number', predictable: true });
  const reader = { lib, parse: math.parse, unit: math.unit }; // taken before `parse` is blocked
  math.import(Object.fromEntries(BLOCKED.map((name) => [name, disabled])), { override: true });
  return reader;
}
// biome-ignore format: one statement
const disabled = () => { throw new Error('Disabled in answer expressions'); };
const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus', 'unaryPlus']);
// biome-ignore format: a lookup table
const FUNCTION_ARITY = new Map(Object.entries({
  sqrt: 1, nthRoot: 2, abs: 1, sin: 1, cos: 1, tan: 1, cot: 1, log: 1, log10: 1,
}));
const CONSTANTS = new Set(['pi', 'e']);
// Words pupils type, mapped to mathjs names; Polish schools write tg/ctg, and log means base 10.
// biome-ignore format: a lookup table
const WORDS = new Map(Object.entries({
  sqrt: 'sqrt', nthRoot: 'nthRoot', abs: 'abs', sin: 'sin', cos: 'cos', tan: 'tan', tg: 'tan', cot: 'cot',
  ctg: 'cot', log: 'log10', log10: 'log10', ln: 'log', pi: 'pi',
}));
// Letters that may stand side by side as a product ("2ab", "xy"); vowels like i, e, o are left out so that
// short Polish words ("nie", "tak", "to") are not read as products.
const PRODUCT_LETTERS = /^[abcdhmnpqrstxyz]$/;
const ALLOWED_CHARACTERS = /^[\d\sa-zA-Z.+\-*/^(),]*$/;

// Canonical unit → mathjs unit (null: compared by name only).
// biome-ignore format: a lookup table
const UNITS = new Map<string, string | null>(Object.entries({
  mm: 'mm', cm: 'cm', dm: 'dm', m: 'm', km: 'km', mg: 'mg', g: 'g', dag: 'dag', kg: 'kg', t: 'tonne',
  'mm^2': 'mm^2', 'cm^2': 'cm^2', 'dm^2': 'dm^2', 'm^2': 'm^2', 'km^2': 'km^2', a: 'dam^2', ha: 'hm^2',
  'mm^3': 'mm^3', 'cm^3': 'cm^3', 'dm^3': 'dm^3', 'm^3': 'm^3', l: 'l', ml: 'ml', rad: 'rad',
  s: 's', min: 'min', h: 'h', 'km/h': 'km/h', 'm/s': 'm/s', '°': 'deg', '°C': 'degC',
  'zł': null, gr: null, '%': null,
}));
// biome-ignore format: a lookup table
const UNIT_ALIASES = new Map(Object.entries({
  L: 'l', zl: 'zł', PLN: 'zł', pln: 'zł', 'złotych': 'zł', 'złote': 'zł', 'złoty': 'zł', godz: 'h',
  'km/godz': 'km/h', sek: 's', stopni: '°',
}));
// biome-ignore format: a lookup table
const SYMBOLS = new Map(Object.entries({
  '{': '(', '[': '(', '}': ')', ']': ')', '·': '*', '×': '*', '⋅': '*', '∙': '*', '÷': '/', ':': '/',
  '−': '-', '–': '-', '—': '-', '²': '^2', '³': '^3', π: ' pi ',
}));
// LaTeX without arguments to read, in order. A whole number before a fraction of whole numbers is a mixed
// number (2\frac{1}{2} = 2.5), as Polish schools write it.
const MIXED_NUMBER = /(?<![\d.^])(\d+)\s*\\[dt]?frac\s*(?:\{\s*(\d+)\s*\}|(\d))\s*(?:\{\s*(\d+)\s*\}|(\d))/g;
// biome-ignore format: a lookup table
const LATEX_SHORTHANDS: [RegExp, string][] = [
  [MIXED_NUMBER, '($1+$2$3/($4$5))'],
  [/\^\s*\{?\s*\\circ\s*\}?/g, '°'], [/\\(?:text|mathrm|textrm|mbox)\s*\{([^{}]*)\}/g, ' $1'],
  [/\\%/g, '%'], [/\\(?:cdot|times|ast)(?![a-zA-Z])/g, '*'], [/\\div(?![a-zA-Z])/g, '/'],
  [/\\pi(?![a-zA-Z])/g, ' pi '], [/\\(sin|cos|tan|tg|ctg|cot|log|ln)(?![a-zA-Z])/g, '$1'],
  [/\\(?:left|right)(?![a-zA-Z])/g, ''], [/\^\{(\d)\}/g, '^$1'],
];
const UNIT_PATTERN = /^(.*?[\d)])(\s*)(°C|°|%|[a-zA-Zł]+(?:\/[a-z]+)?(?:\^?[23])?)\.?$/u;

const close = (a: number, b: number) =>
  Math.abs(a - b) <= Math.max(TOLERANCE.absolute, TOLERANCE.relative * Math.max(Math.abs(a), Math.abs(b)));

/** Compares a pupil's maths answer with the reference by value; never throws. */
export function compareMathAnswers(pupil: string, reference: string): ValueCheck {
  try {
    return { kind: compareAnswers(pupil, reference) };
  } catch {
    return { kind: 'unparsable' };
  }
}

function compareAnswers(pupil: string, reference: string): Verdict {
  if (typeof pupil !== 'string' || typeof reference !== 'string') return 'unparsable';
  if (pupil.length > LIMITS.length || reference.length > LIMITS.length) return 'unparsable';
  const referenceParts = splitAnswer(reference, true);
  let pupilParts = splitAnswer(pupil, true);
  // "2,3" for a two-answer reference was meant as a list, not as a decimal.
  if (referenceParts && referenceParts.length > 1 && pupilParts?.length === 1) {
    pupilParts = splitAnswer(pupil, false) ?? pupilParts;
  }
  if (!referenceParts || !pupilParts) return 'unparsable';
  if (referenceParts.length > LIMITS.items || pupilParts.length > LIMITS.items) return 'unparsable';
  const referenceItems = referenceParts.map(readItem);
  const pupilItems = pupilParts.map(readItem);
  if (![...referenceItems, ...pupilItems].every((item) => item.raw || item.measured)) return 'unparsable';
  return compareSets(distinct(pupilItems), distinct(referenceItems));
}

function compareSets(pupil: Item[], reference: Item[]): Verdict {
  if (pupil.length !== reference.length) return 'different';
  const unused = [...reference];
  for (const item of pupil) {
    const verdicts = unused.map((candidate) => compareItems(item, candidate));
    const match = verdicts.indexOf('equal');
    if (match < 0) return verdicts.includes('unparsable') ? 'unparsable' : 'different';
    unused.splice(match, 1);
  }
  return 'equal';
}

function distinct(items: Item[]): Item[] {
  return items.filter((item, index) => !items.slice(0, index).some((e) => compareItems(item, e) === 'equal'));
}

/** Removes wrappers and set braces, joins thousands, and splits a list of answers; null when empty. */
function splitAnswer(answer: string, decimalComma: boolean): string[] | null {
  let text = answer
    .replace(/\$|\\[()[\]]/g, '')
    .replace(/\{,\}/g, ',')
    .replace(/\\[,;:! ]|\\q?quad(?![a-zA-Z])/g, ' ')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/^\s*odp(?:owied[zź])?\s*[.:]*\s*/i, '')
    .replace(/\s+(?:lub|i|oraz|albo|v)\s+|\\lor(?![a-zA-Z])|\\vee(?![a-zA-Z])|∨/gi, ';')
    .trim()
    .replace(/\.$/, '')
    .replace(/^[a-zA-Z]\s*(?:∈|\\in(?![a-zA-Z]))\s*/, '')
    .replace(/^\\\{(.*)\\\}$/s, '$1');
  if (text.startsWith('{') && matchingBrace(text, 0) === text.length - 1) text = text.slice(1, -1);
  text = text.replace(/(?<![\d.,])\d{1,3}(?: \d{3})+(?!\d)/g, (digits) => digits.replace(/ /g, ''));
  if (decimalComma) text = text.replace(/(?<![\d,])(\d+),(\d+)(?![,\d])/g, '$1.$2');
  const parts = splitTopLevel(text).flatMap((part) => part.trim() || []);
  return parts.length > 0 ? parts : null;
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (depth === 0 && (char === ',' || char === ';')) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function readItem(part: string): Item {
  const lead = /^([a-zA-Z])(?:_?\{?\d+\}?|[₀-₉]+)?\s*(?:=|≈)\s*/.exec(part);
  const variable = lead?.[1] ?? null;
  const text = toPlainText(lead ? part.slice(lead[0].length) : part);
  if (text === null) return { variable, raw: null, measured: null };
  return { variable, raw: readExpression(text), measured: readMeasured(text) };
}

function compareItems(pupil: Item, reference: Item): Verdict {
  if (pupil.variable && reference.variable && pupil.variable !== reference.variable) return 'different';
  const pupilValue = numericValue(pupil);
  const referenceValue = numericValue(reference);
  if (pupilValue && referenceValue && (pupilValue.unit || referenceValue.unit)) {
    const eitherGlued = pupilValue.glued || referenceValue.glued;
    if (!eitherGlued || (pupilValue.unit && referenceValue.unit)) {
      return compareMeasured(pupilValue, referenceValue) ? 'equal' : 'different';
    }
  }
  if (pupil.raw && reference.raw) return compareReadings(pupil.raw, reference.raw);
  return 'unparsable';
}

function numericValue(item: Item): Measured | null {
  if (item.measured || !item.raw || item.raw.variables.length > 0) return item.measured;
  return { value: item.raw.constant, unit: null, glued: false };
}

function compareMeasured(pupil: Measured, reference: Measured): boolean {
  if (!pupil.unit || pupil.unit === reference.unit) return close(pupil.value, reference.value);
  if (!reference.unit) {
    return (
      close(pupil.value, reference.value) || (pupil.unit === '%' && close(pupil.value / 100, reference.value))
    );
  }
  const from = UNITS.get(pupil.unit);
  const to = UNITS.get(reference.unit);
  if (!from || !to) return false;
  try {
    return close(mathjs().unit(pupil.value, from).toNumber(to), reference.value);
  } catch {
    return false; // incompatible units, e.g. kg and cm
  }
}

function compareReadings(pupil: Reading, reference: Reading): Verdict {
  const variables = [...new Set([...pupil.variables, ...reference.variables])].sort();
  if (variables.length === 0) return close(pupil.constant, reference.constant) ? 'equal' : 'different';
  let valid = 0;
  for (const point of SAMPLE_POINTS) {
    const scope = Object.fromEntries(variables.map((name, index) => [name, point + index * VARIABLE_OFFSET]));
    const a = pupil.evaluate(scope);
    const b = reference.evaluate(scope);
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    if (!close(a, b)) return 'different';
    valid++;
  }
  return valid >= MIN_VALID_POINTS ? 'equal' : 'unparsable';
}

/** A number followed by a unit or a percent sign, e.g. "12 cm²", "50%", "5 zł". */
function readMeasured(text: string): Measured | null {
  const match = UNIT_PATTERN.exec(text);
  if (!match) return null;
  const [, number = '', space = '', token = ''] = match;
  const unit = canonicalUnit(token);
  if (unit === null) return null;
  const reading = readExpression(number);
  if (!reading || reading.variables.length > 0) return null;
  return { value: reading.constant, unit, glued: space === '' && /^[a-zA-Z]$/.test(token) };
}

function canonicalUnit(token: string): string | null {
  const squared = /^(mm|cm|dm|m|km)\^?([23])$/.exec(token);
  const name = squared ? `${squared[1]}^${squared[2]}` : (UNIT_ALIASES.get(token) ?? token);
  return UNITS.has(name) ? name : null;
}

/** LaTeX and typed symbols to mathjs syntax; null when something unknown is left. */
function toPlainText(source: string): string | null {
  const text = LATEX_SHORTHANDS.reduce((result, [pattern, plain]) => result.replace(pattern, plain), source);
  const expanded = expandLatexCommands(text);
  if (expanded === null || expanded.includes('\\')) return null;
  const plain = expanded
    .replace(/\*\*/g, '^')
    .replace(/[{}[\]·×⋅∙÷:−–—²³π]/g, (symbol) => SYMBOLS.get(symbol) ?? symbol)
    .replace(/√\s*(\d+(?:\.\d+)?|[a-zA-Z])?/g, (_, radicand?: string) =>
      radicand ? `sqrt(${radicand})` : 'sqrt',
    )
    .replace(/(?<![\d.^/])(\d+) +(\d+)\/(\d+)(?![\d.^(])/g, '($1+$2/$3)')
    .trim()
    .replace(/\s*\.$/, '');
  return plain === '' ? null : plain;
}

/** Expands \frac, \dfrac, \tfrac and \sqrt, innermost (last) first. */
function expandLatexCommands(source: string): string | null {
  let text = source;
  for (let guard = 0; guard < 100; guard++) {
    const last = [...text.matchAll(/\\(?:[dt]?frac|sqrt)(?![a-zA-Z])/g)].at(-1);
    if (!last) return text;
    let end = last.index + last[0].length;
    let root: string | null = null;
    if (last[0] === '\\sqrt' && text.slice(end).trimStart().startsWith('[')) {
      const open = text.indexOf('[', end);
      const closing = text.indexOf(']', open);
      if (closing < 0) return null;
      root = text.slice(open + 1, closing);
      end = closing + 1;
    }
    const first = readArgument(text, end);
    if (!first) return null;
    let replacement = root === null ? `sqrt(${first.content})` : `nthRoot(${first.content},${root})`;
    end = first.end;
    if (last[0] !== '\\sqrt') {
      const second = readArgument(text, end);
      if (!second) return null;
      replacement = `((${first.content})/(${second.content}))`;
      end = second.end;
    }
    text = text.slice(0, last.index) + replacement + text.slice(end);
  }
  return null;
}

/** A LaTeX argument: a {group} or a single character ("\frac12"). */
function readArgument(text: string, position: number): { content: string; end: number } | null {
  let start = position;
  while (text[start] === ' ') start++;
  const char = text[start];
  if (char === '{') {
    const end = matchingBrace(text, start);
    return end < 0 ? null : { content: text.slice(start + 1, end), end: end + 1 };
  }
  if (char === undefined || '\\}'.includes(char)) return null;
  return { content: char, end: start + 1 };
}

/** Parses a plain expression through the allow-list; constants are evaluated once and must be finite. */
function readExpression(text: string): Reading | null {
  const plain = spellOutWords(text);
  if (plain === null || !ALLOWED_CHARACTERS.test(plain)) return null;
  let node: MathJs.MathNode;
  try {
    node = mathjs().parse(plain);
  } catch {
    return null;
  }
  const variables = new Set<string>();
  if (!isSafeTree(node, variables)) return null;
  const code = node.compile();
  const evaluate = (scope: Record<string, number>) => {
    try {
      const value: unknown = code.evaluate({ ...scope });
      return typeof value === 'number' ? value : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
  const names = [...variables].sort();
  const constant = names.length === 0 ? evaluate({}) : Number.NaN;
  if (names.length === 0 && !Number.isFinite(constant)) return null;
  return { evaluate, variables: names, constant };
}

/** Maps function words and splits products ("2ab" → "2a*b", "x(x+1)" → "x*(x+1)"); null for unknown words. */
function spellOutWords(text: string): string | null {
  let failed = false;
  const spelled = text.replace(/(?:log10|[a-zA-Z]+)(?=\s*(\()?)/g, (run, paren) => {
    const times = paren ? '*' : ''; // a letter before a bracket multiplies it, only functions are called
    const word = WORDS.get(run);
    if (word) return ` ${word}${FUNCTION_ARITY.has(word) ? '' : times}`;
    if (run.length === 1) return `${run}${times}`; // no space: "1e5" stays a number
    const letters = run.replace(/pi/g, '#').split('');
    if (letters.length > 4 || !letters.every((l) => l === '#' || PRODUCT_LETTERS.test(l))) failed = true;
    return ` ${letters.map((l) => (l === '#' ? 'pi' : l)).join('*')}${times}`;
  });
  return failed ? null : spelled;
}

function isSafeTree(root: MathJs.MathNode, variables: Set<string>): boolean {
  let count = 0;
  let safe = true;
  root.traverse((node, _path, parent) => {
    count++;
    if (!isAllowedNode(node, parent, variables)) safe = false;
  });
  return safe && count <= LIMITS.nodes;
}

function isAllowedNode(
  node: MathJs.MathNode,
  parent: MathJs.MathNode | null,
  variables: Set<string>,
): boolean {
  const { isConstantNode, isFunctionNode, isOperatorNode, isParenthesisNode, isSymbolNode } = mathjs().lib;
  if (isConstantNode(node)) return typeof node.value === 'number';
  if (isParenthesisNode(node)) return true;
  if (isOperatorNode(node)) return OPERATORS.has(node.fn);
  if (isFunctionNode(node))
    return isSymbolNode(node.fn) && FUNCTION_ARITY.get(node.fn.name) === node.args.length;
  if (!isSymbolNode(node)) return false;
  if (parent && isFunctionNode(parent) && parent.fn === node) return FUNCTION_ARITY.has(node.name);
  if (CONSTANTS.has(node.name)) return true;
  if (!/^[a-zA-Z]$/.test(node.name)) return false;
  variables.add(node.name);
  return true;
}
