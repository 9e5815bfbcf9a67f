import { createRequire } from 'node:module';
import type * as MathJs from 'mathjs';
import { ARGUMENT_SEPARATOR } from './latex.ts';

/**
 * One expression of an answer (a number, `2√2`, `sin(60°)`, `-1/3(x-3)^2+6`) read by a restricted
 * mathjs: only the functions school answers need, nothing that could change or re-enter the parser,
 * size caps. Pupils' words for functions (tg, ctg, arctg, √, |x|, 5!, 60°) are spelled the way
 * mathjs reads them first; an unknown word makes the expression unreadable, never a product of
 * letters.
 */

export interface Expr {
  evaluate: (scope: Record<string, number>) => number;
  /** Single-letter variables, sorted. */
  variables: string[];
  /** The value when there are no variables, else NaN. */
  constant: number;
  /** Only +, −, ×, whole powers and division by constants: its zero set is an algebraic curve. */
  polynomial: boolean;
}

const MAX_NODES = 150;

// mathjs loads on the first answer checked; the number-only build takes ~0.6 s instead of ~1.3 s
// for the full one. `predictable`: sqrt(-1) is NaN, not a complex number.
const FACTORIES =
  'abs add cos cot divide e log10 log multiply nthRoot parse pi pow sin sqrt subtract tan unaryMinus unaryPlus factorial asin acos atan acot combinations exp';
// As the mathjs security guide advises: nothing inside an expression may change or re-enter the parser.
const BLOCKED = ['import', 'createUnit', 'evaluate', 'parse', 'compile', 'simplify', 'derivative', 'resolve'];
let loaded: ReturnType<typeof loadMath> | undefined;
const mathjs = () => (loaded ??= loadMath());
function loadMath() {
  const lib = createRequire(import.meta.url)('mathjs/number') as typeof MathJs;
  const names = FACTORIES.split(' ').map((name) => `${name}Dependencies` as keyof typeof MathJs);
  const factories = Object.fromEntries(names.map((name) => [name, lib[name]]));
  const math = lib.create(factories as MathJs.FactoryFunctionMap, { predictable: true });
  const reader = { lib, parse: math.parse }; // taken before `parse` is blocked
  math.import(Object.fromEntries(BLOCKED.map((name) => [name, disabled])), { override: true });
  return reader;
}
// biome-ignore format: one statement
const disabled = () => { throw new Error('Disabled in answer expressions'); };

const OPERATORS = new Set([
  'add',
  'subtract',
  'multiply',
  'divide',
  'pow',
  'unaryMinus',
  'unaryPlus',
  'factorial',
]);
// biome-ignore format: a lookup table
const FUNCTION_ARITY = new Map(Object.entries({
  sqrt: 1, nthRoot: 2, abs: 1, sin: 1, cos: 1, tan: 1, cot: 1, log: 1, log10: 1, exp: 1,
  asin: 1, acos: 1, atan: 1, acot: 1, combinations: 2,
}));
const CONSTANTS = new Set(['pi', 'e']);
// Words pupils type, mapped to mathjs names; Polish schools write tg/ctg, and log means base 10.
// biome-ignore format: a lookup table
const WORDS = new Map(Object.entries({
  sqrt: 'sqrt', nthRoot: 'nthRoot', abs: 'abs', sin: 'sin', cos: 'cos', tan: 'tan', tg: 'tan', cot: 'cot',
  ctg: 'cot', log: 'log10', log10: 'log10', ln: 'log', exp: 'exp', pi: 'pi', asin: 'asin', arcsin: 'asin',
  acos: 'acos', arccos: 'acos', atan: 'atan', arctan: 'atan', arctg: 'atan', acot: 'acot', arccot: 'acot',
  arcctg: 'acot', binom: 'combinations',
}));
const APPLIED =
  'sin|cos|tan|tg|cot|ctg|ln|log(?!10)|exp|arcsin|arccos|arctan|arctg|arcctg|arccot|asin|acos|atan|acot';
// A function and its argument without brackets: "sin 30°", "tg x", "log_2 16", "arctg 1".
const APPLICATION = new RegExp(
  `(?<![a-zA-Z])(${APPLIED})(?:_(\\([^()]*\\)|\\d+|[a-z]))?\\s*(?!\\s|\\()(-?(?:\\d+(?:\\.\\d+)?)?(?:π|pi(?![a-z])|[a-z](?![a-z]))?°?)`,
  'g',
);
// sin 30 with neither ° nor π: degrees meant, or radians? Not said (sin 0 is 0 either way).
const AMBIGUOUS_ANGLE =
  /(?<![a-z])(?:sin|cos|tan|tg|cot|ctg)\s*\(?\s*-?(?!0(?![\d.]))\d+(?:\.\d+)?(?!\s*[\d.°*/a-z(])/;
const SMALL_BINOMIAL = new RegExp(
  `binom\\(\\(\\s*\\d{1,3}\\s*\\)${ARGUMENT_SEPARATOR}\\(\\s*\\d{1,3}\\s*\\)\\)`,
  'g',
);
// Letters that may stand side by side as a product ("2ab", "xy"); vowels like i, e, o are left out so that
// short Polish words ("nie", "tak", "to") are not read as products.
const PRODUCT_LETTERS = /^[abcdhmnpqrstxyz]$/;
const ALLOWED_CHARACTERS = /^[\d\sa-zA-Z.+\-*/^(),!]*$/;

/** Parses an expression through the allow-list; null when it cannot be read with confidence. */
export function readExpression(source: string): Expr | null {
  const plain = toMathjs(source);
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
  return { evaluate, variables: names, constant, polynomial: isPolynomial(node) };
}

/** Pupils' notation in mathjs syntax; null for an unknown word. */
function toMathjs(source: string): string | null {
  const text = source
    .replace(/π/g, ' pi ')
    .replace(/:/g, '/')
    .replace(/\|([^|]+)\|/g, 'abs($1)')
    .replace(/√\s*(\d+(?:\.\d+)?|[a-zA-Z](?![a-zA-Z]))?/g, (_, radicand?: string) =>
      radicand ? ` sqrt(${radicand})` : ' sqrt',
    )
    .replace(/(?<![\d.^/])(\d+) +(\d+)\/(\d+)(?![\d.^(])/g, '($1+$2/$3)')
    .replace(/\s+/g, ' ')
    .trim();
  if (AMBIGUOUS_ANGLE.test(text) || !smallBinomials(text)) return null;
  const applied = applyFunctions(text)
    ?.replace(/(\d+(?:\.\d+)?)\s*°/g, '($1*pi/180)')
    .replaceAll(ARGUMENT_SEPARATOR, ',');
  return !applied || applied.includes('°') ? null : spellOutWords(applied);
}

/** Binomial coefficients of small whole numbers only: each costs a loop as long as its numbers. */
function smallBinomials(text: string): boolean {
  const all = text.match(/binom/g)?.length ?? 0;
  const small = text.match(SMALL_BINOMIAL)?.length ?? 0;
  return all === small;
}

/** Brackets around the argument of a function written without them; a base of log as a quotient. */
function applyFunctions(source: string): string | null {
  const text = source.replace(
    APPLICATION,
    (whole, name: string, base: string | undefined, argument: string) =>
      argument === '' ? whole : `${name}${base === undefined ? '' : `_${base}`}(${argument})`,
  );
  // log_2(16) → (ln(16)/ln(2)); the argument in brackets after the rewrite above.
  let result = text;
  for (let guard = 0; guard < 20; guard++) {
    const log = /(?<![a-zA-Z])log_(\([^()]*\)|\d+|[a-z])\s*\(/.exec(result);
    if (!log) return result;
    const open = log.index + log[0].length - 1;
    const close = closingBracket(result, open);
    if (close < 0) return null;
    const base = log[1] as string;
    const argument = result.slice(open + 1, close);
    result = `${result.slice(0, log.index)}(ln(${argument})/ln(${base}))${result.slice(close + 1)}`;
  }
  return null;
}

function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
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
    if (letters.length > 3 || !letters.every((l) => l === '#' || PRODUCT_LETTERS.test(l))) failed = true;
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
  return safe && count <= MAX_NODES;
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

/** Whether the tree only adds, multiplies, raises to whole powers and divides by constants. */
function isPolynomial(node: MathJs.MathNode): boolean {
  const { isConstantNode, isOperatorNode, isParenthesisNode, isSymbolNode } = mathjs().lib;
  const hasVariables = (n: MathJs.MathNode) =>
    n.filter((child) => isSymbolNode(child) && !CONSTANTS.has(child.name) && /^[a-zA-Z]$/.test(child.name))
      .length > 0;
  if (!hasVariables(node) || isConstantNode(node) || isSymbolNode(node)) return true;
  if (isParenthesisNode(node)) return isPolynomial(node.content);
  if (!isOperatorNode(node)) return false;
  const [first, second] = node.args as MathJs.MathNode[];
  if (!first) return false;
  switch (node.fn) {
    case 'add':
    case 'subtract':
    case 'multiply':
    case 'unaryMinus':
    case 'unaryPlus':
      return node.args.every(isPolynomial);
    case 'divide':
      return second !== undefined && !hasVariables(second) && isPolynomial(first);
    case 'pow': {
      if (!second || hasVariables(second)) return false;
      const exponent = second.compile().evaluate({}) as unknown;
      return (
        typeof exponent === 'number' && Number.isInteger(exponent) && exponent >= 0 && isPolynomial(first)
      );
    }
    default:
      return false;
  }
}
