/**
 * LaTeX as pupils and references write it, turned into the plain notation the answer reader reads
 * (`\frac{1}{2}` → `((1)/(2))`, `\langle` → `⟨`, `\mathbb{R}` → `ℝ`, `\le` → `≤`). Commands with
 * arguments are expanded innermost first; an unknown command makes the whole text unreadable
 * (null), so nothing is guessed.
 */

// Set braces written `\{ \}` survive group braces, which become parentheses.
const SET_OPEN = '⦃';
const SET_CLOSE = '⦄';
/** Separates a function's arguments where a comma could be read as a decimal comma. */
export const ARGUMENT_SEPARATOR = '\u0003';

// biome-ignore format: a lookup table
const SYMBOLS = new Map<string, string>(Object.entries({
  cdot: '*', times: '*', ast: '*', div: '/', pi: 'π', infty: '∞', in: '∈', cup: '∪', cap: '∩',
  setminus: '∖', backslash: '∖', le: '≤', leq: '≤', leqslant: '≤', ge: '≥', geq: '≥', geqslant: '≥',
  lt: '<', gt: '>', ne: '≠', neq: '≠', vee: '∨', lor: '∨', bigvee: '∨', wedge: '∧', land: '∧',
  pm: '±', circ: '°', degree: '°', emptyset: '∅', varnothing: '∅', langle: '⟨', rangle: '⟩',
  approx: '≈', colon: ':', mid: '|', vert: '|', lvert: '|', rvert: '|', lbrack: '[', rbrack: ']',
  lbrace: SET_OPEN, rbrace: SET_CLOSE, Rightarrow: '⇒', implies: '⇒', iff: '⇔', Leftrightarrow: '⇔',
  ldots: '…', dots: '…', cdots: '…', displaystyle: '', left: '', right: '', big: '', Big: '',
  bigl: '', bigr: '', Bigl: '', Bigr: '', quad: ' ', qquad: ' ', prime: "'", percent: '%',
}));
// Functions keep their name; the reader knows them (tg and ctg as Polish schools write them).
const FUNCTIONS = new Set(
  'sin cos tan tg cot ctg log ln exp arcsin arccos arctan arctg arcctg arccot sqrt'.split(' '),
);
const SPACES = new Set([',', ';', ':', '!', ' ', '>']);
const ESCAPES = new Map([
  ['%', '%'],
  ['{', SET_OPEN],
  ['}', SET_CLOSE],
  ['|', '|'],
  ['\\', ';'], // a new line of a system or of cases
  ['&', ''],
  ['#', ''],
  ['$', ''],
  ['_', '_'],
]);
const SETS = new Map([
  ['R', 'ℝ'],
  ['Z', 'ℤ'],
  ['C', 'ℤ'], // Polish schools write C (całkowite) for the integers
  ['N', 'ℕ'],
  ['Q', 'ℚ'],
]);

// A whole number before a fraction of whole numbers is a mixed number (2\frac{1}{2} = 2.5), as Polish
// schools write it.
const MIXED_NUMBER = /(?<![\d.^])(\d+)\s*\\[dt]?frac\s*(?:\{\s*(\d+)\s*\}|(\d))\s*(?:\{\s*(\d+)\s*\}|(\d))/g;

interface Argument {
  content: string;
  end: number;
}

/** Plain text of a LaTeX answer; null when it holds a command the reader does not know. */
export function latexToPlain(source: string): string | null {
  if (!source.includes('\\') && !source.includes('{')) return source;
  let text = source
    .replace(/\\\{/g, SET_OPEN)
    .replace(/\\\}/g, SET_CLOSE)
    .replace(/\\begin\s*\{(?:cases|array|aligned|align\*?)\}(?:\{[^{}]*\})?/g, SET_OPEN)
    .replace(/\\end\s*\{(?:cases|array|aligned|align\*?)\}/g, SET_CLOSE)
    .replace(/\{,\}/g, ',')
    .replace(/\\(?:left|right|[bB]igg?[lr]?)\s*\./g, '');
  const hadCommands = /\\[a-zA-Z]/.test(text);
  text = text.replace(MIXED_NUMBER, '($1+$2$3/($4$5))');
  for (let guard = 0; guard < 200; guard++) {
    const expanded = expandLast(text);
    if (expanded === null) return null;
    if (expanded === text) break;
    text = expanded;
  }
  text = text.replace(/\\([a-zA-Z]+|.)/g, (whole, name: string) => {
    if (SYMBOLS.has(name)) return ` ${SYMBOLS.get(name)} `;
    if (FUNCTIONS.has(name)) return ` ${name} `;
    if (SPACES.has(name)) return ' ';
    return ESCAPES.get(name) ?? whole;
  });
  if (text.includes('\\')) return null;
  text = scriptGroups(text);
  if (hadCommands) text = text.replace(/\{/g, '(').replace(/\}/g, ')');
  return text.replaceAll(SET_OPEN, '{').replaceAll(SET_CLOSE, '}');
}

/** Expands the last command with arguments (so the innermost first); the text itself when none is left. */
function expandLast(text: string): string | null {
  const last = [
    ...text.matchAll(
      /\\(?:[dtc]?frac|sqrt|[dt]?binom|text|textrm|textnormal|mathrm|mbox|operatorname|mathbb|mathbf|overline|bar|dot|log)(?![a-zA-Z])/g,
    ),
  ].at(-1);
  if (!last) return expandChoose(text);
  const name = last[0].slice(1);
  let end = last.index + last[0].length;
  const replaceWith = (replacement: string, upTo: number) =>
    text.slice(0, last.index) + replacement + text.slice(upTo);
  if (name === 'log') {
    if (!/^\s*_/.test(text.slice(end))) return replaceWith(' log ', end); // \log x without a base
    end = text.indexOf('_', end) + 1;
    const base = readArgument(text, end);
    return base ? replaceWith(` log_(${base.content}) `, base.end) : null;
  }
  if (name === 'sqrt' && text.slice(end).trimStart().startsWith('[')) {
    const open = text.indexOf('[', end);
    const close = text.indexOf(']', open);
    const radicand = close < 0 ? null : readArgument(text, close + 1);
    if (!radicand) return null;
    const degree = text.slice(open + 1, close);
    return replaceWith(` nthRoot((${radicand.content})${ARGUMENT_SEPARATOR}(${degree}))`, radicand.end);
  }
  const first = readArgument(text, end);
  if (!first) return null;
  switch (name) {
    case 'sqrt':
      return replaceWith(` sqrt(${first.content})`, first.end);
    case 'mathbb':
    case 'mathbf': {
      const set = SETS.get(first.content.trim());
      return set ? replaceWith(set, first.end) : null;
    }
    case 'overline':
    case 'bar':
    case 'dot':
      // A repeating part of a decimal: 0,\overline{3} = 0,(3).
      return /^\s*\d+\s*$/.test(first.content) ? replaceWith(`(${first.content.trim()})`, first.end) : null;
    case 'text':
    case 'textrm':
    case 'textnormal':
    case 'mathrm':
    case 'mbox':
    case 'operatorname':
      return replaceWith(` ${first.content} `, first.end);
  }
  const second = readArgument(text, first.end);
  if (!second) return null;
  return name.endsWith('binom')
    ? replaceWith(` binom((${first.content})${ARGUMENT_SEPARATOR}(${second.content}))`, second.end)
    : replaceWith(`((${first.content})/(${second.content}))`, second.end);
}

/** `{n \choose k}`, the older spelling of a binomial coefficient. */
function expandChoose(text: string): string {
  return text.replace(
    /\{\s*([^{}]+?)\s*\\choose\s*([^{}]+?)\s*\}/g,
    (_, n: string, k: string) => ` binom((${n})${ARGUMENT_SEPARATOR}(${k}))`,
  );
}

/** A LaTeX argument: a {group}, a command-free single character ("\frac12"), or a bare command. */
function readArgument(text: string, position: number): Argument | null {
  let start = position;
  while (text[start] === ' ') start++;
  const char = text[start];
  if (char === '{') {
    const end = matchingBrace(text, start);
    return end < 0 ? null : { content: text.slice(start + 1, end), end: end + 1 };
  }
  if (char === '\\') {
    const command = /^\\[a-zA-Z]+/.exec(text.slice(start));
    return command ? { content: command[0], end: start + command[0].length } : null;
  }
  if (char === undefined || '}^_'.includes(char)) return null;
  return { content: char, end: start + 1 };
}

/** `x^{2}` → `x^(2)`, `x_{1}` → `x_1`. */
function scriptGroups(source: string): string {
  let text = source;
  for (let guard = 0; guard < 100; guard++) {
    const script = /[\^_]\s*\{/.exec(text);
    if (!script) return text;
    const open = script.index + script[0].length - 1;
    const close = matchingBrace(text, open);
    if (close < 0) return text;
    const content = text.slice(open + 1, close);
    const replacement = script[0][0] === '^' ? `^(${content})` : `_${content.replace(/\s+/g, '')}`;
    text = text.slice(0, script.index) + replacement + text.slice(close + 1);
  }
  return text;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}
