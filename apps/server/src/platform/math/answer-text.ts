import { latexToPlain } from './latex.ts';

/**
 * The first step of reading an answer: one spelling for each symbol pupils type in many ways
 * (`<=`, `⩽`, `\le` → `≤`; `lub`, `∨`, `\vee` → `∨`; `⟨`, `<` before an interval → `⟨`), LaTeX
 * turned into plain text, wrappers (`$…$`, "Odp.:") and thousands separators removed. Decimal
 * commas are left alone: whether a comma separates or is decimal depends on where it stands, which
 * the reader decides.
 */

// Longest answer read: bounds the work on hostile input.
export const MAX_LENGTH = 500;

// biome-ignore format: a lookup table
const SYMBOLS = new Map(Object.entries({
  '−': '-', '–': '-', '—': '-', '‐': '-', '·': '*', '×': '*', '⋅': '*', '∙': '*', '÷': '/',
  '⩽': '≤', '⩾': '≥', '≦': '≤', '≧': '≥', '〈': '⟨', '〉': '⟩', '⟦': '[', '⟧': ']', 'º': '°', '˚': '°',
  '⧵': '∖', 'ℂ': 'ℤ', '∓': '±', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\u2002': ' ', '\u2003': ' ',
  '²': '^2', '³': '^3', '¹': '^1', '⁴': '^4', '⁻¹': '^(-1)', '₀': '_0', '₁': '_1', '₂': '_2', '₃': '_3',
}));
// Words for "no solution" and for "every real number", as pupils write them.
const NO_SOLUTION =
  /^(?:(?:to\s+)?(?:równanie|nierówność|układ(?:\s+równań)?)\s+(?:jest\s+)?(?:sprzeczn[ey]|nie\s+ma\s+rozwiązań|nie\s+ma\s+rozwiązania)|brak\s+rozwiąza[ńn]|brak\s+rozwiązania|nie\s+ma\s+rozwiąza[ńn]|zbiór\s+pusty|sprzeczn[ey]|∅|\{\s*\})$/iu;
const EVERY_NUMBER =
  /^(?:każda\s+liczba\s+rzeczywista|wszystkie\s+liczby\s+rzeczywiste|(?:równanie\s+|nierówność\s+)?(?:jest\s+)?tożsamości(?:owe|owa)?|tożsamość)$/iu;

/** The answer in one spelling, or null when it is empty, too long or holds unknown LaTeX. */
export function normalizeAnswer(answer: unknown): string | null {
  if (typeof answer !== 'string' || answer.length > MAX_LENGTH) return null;
  let text = answer
    // A backslash that starts no command, after ℝ or a bracket, is a set difference: R \ {2}.
    .replace(/(\bR|ℝ|\\mathbb\s*\{R\}|[)\]⟩>])\s*\\(?=\s*(?:[{⟨([<]|\\\{|\\langle))\s*/g, '$1 ∖ ')
    .replace(/\$|\\[()[\]]/g, ' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\s*odp(?:owied[zź])?\s*[.:]*\s*/i, '')
    .replace(/\s*(?:\.|\\\.)\s*$/, '');
  const plain = latexToPlain(text);
  if (plain === null) return null;
  text = [...plain].map((char) => SYMBOLS.get(char) ?? char).join('');
  text = spellSymbols(text)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\.$/, '');
  if (NO_SOLUTION.test(text) || /^[a-z]\s*∈\s*∅$/.test(text)) return '∅';
  if (EVERY_NUMBER.test(text)) return 'ℝ';
  return text === '' ? null : repeatingDecimals(joinThousands(closedBrackets(text)));
}

/** Operators, relations and connectives in one spelling. */
function spellSymbols(source: string): string {
  return source
    .replace(/<=|=<|≦/g, '≤')
    .replace(/>=|=>|≧/g, '≥')
    .replace(/!=|<>|=\//g, '≠')
    .replace(/\+\s*-|\+\/-/g, '±')
    .replace(/\*\*/g, '^')
    .replace(/\^\s*\(\s*°\s*\)|\^\s*°/g, '°')
    .replace(/\s*\^\s*/g, '^')
    .replace(/(?<![a-zA-Z])inf(?:inity)?(?![a-zA-Z])/gi, '∞')
    .replace(/-\s*∞/g, '-∞')
    .replace(/\+\s*∞/g, '∞')
    .replace(/\s+(?:lub|albo|v|or)\s+/gi, ' ∨ ')
    .replace(/\s+(?:i|oraz|and|a także)\s+/gi, ' ∧ ')
    .replace(/^R$|(?<=(?:=|∈)\s*)R(?![a-zA-Z(])|\bR(?=\s*(?:∖|-\s*\{))/g, 'ℝ')
    .replace(/ℝ\s*(?:-|∖)\s*/g, 'ℝ ∖ ')
    .replace(/([)\]⟩>}])\s*[Uu]\s*([([⟨<{])/g, '$1 ∪ $2')
    .replace(/\s*∈\s*/g, ' ∈ ');
}

/**
 * `<` and `>` typed for Polish closed brackets: `<2; 5)` is ⟨2; 5), `(2; 5>` is (2; 5⟩. Only where
 * an interval stands: at the start, after ∈, ∪, = or ∖, and closing what such a bracket opened.
 */
function closedBrackets(text: string): string {
  return text
    .replace(/(^|[∈∪=∖]\s*)<([^<>;,()[\]⟨⟩]*[;,][^<>;,()[\]⟨⟩]*)([)\]>⟩])/g, '$1⟨$2$3')
    .replace(/([(⟨[][^<>;,()[\]⟨⟩]*[;,][^<>;,()[\]⟨⟩]*)>(?=\s*(?:$|∪|∖|,\s*[a-z]\s*∈))/g, '$1⟩');
}

/** "1 250 000" and "12 345,5" are one number each. */
function joinThousands(text: string): string {
  return text.replace(/(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d^])/g, (digits) => digits.replace(/ /g, ''));
}

/** 0,(3) = 1/3 and 1,2(3) = 37/30, as exact fractions, before a comma can be taken for a separator. */
function repeatingDecimals(text: string): string {
  return text.replace(
    /(?<![\d.,])(\d+)[.,](\d*)\((\d+)\)/g,
    (match, whole: string, fixed: string, repeating: string) => {
      if (fixed.length + repeating.length > 12) return match;
      const nines = 10 ** repeating.length - 1;
      const shift = 10 ** fixed.length;
      const numerator = (Number(whole) * shift + Number(fixed || '0')) * nines + Number(repeating);
      return `(${numerator}/${shift * nines})`;
    },
  );
}
