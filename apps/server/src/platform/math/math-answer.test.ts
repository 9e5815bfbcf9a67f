import { describe, expect, it } from 'vitest';
import { compareMathAnswers, type ValueCheck } from './math-answer.ts';

type Kind = ValueCheck['kind'];

// [pupil, reference, expected]
const cases: [string, string, Kind][] = [
  // numbers, decimal commas, thousands, tolerance
  ['0,5', '1/2', 'equal'],
  ['0.5', '0,5', 'equal'],
  ['1 000', '1000', 'equal'],
  ['12 345,5', '12345.5', 'equal'],
  ['3/4', '0,75', 'equal'],
  ['0,75', '3/4', 'equal'],
  ['0,333', '1/3', 'different'],
  ['0,3333333333', '1/3', 'equal'],
  ['7', '8', 'different'],
  ['−3', '-3', 'equal'],
  ['4.', '4', 'equal'],
  ['Odp: 12', '12', 'equal'],
  ['2^10', '1024', 'equal'],
  ['6 : 3', '2', 'equal'],
  ['3 · 4', '12', 'equal'],
  ['3×4', '12', 'equal'],
  ['12 ÷ 4', '3', 'equal'],
  ['√16', '4', 'equal'],
  ['2√2', 'sqrt(8)', 'equal'],
  ['2π', '2pi', 'equal'],
  ['π', '3,14', 'different'],
  ['log(100)', '2', 'equal'],
  ['log10(1000)', '3', 'equal'],
  ['ln(e^2)', '2', 'equal'],
  // LaTeX
  ['\\frac{3}{4}', '0,75', 'equal'],
  ['$\\dfrac{1}{2}$', '0,5', 'equal'],
  ['\\frac12', '0,5', 'equal'],
  ['\\frac{\\frac{1}{2}}{2}', '0,25', 'equal'],
  ['\\sqrt{2}', '√2', 'equal'],
  ['\\sqrt[3]{8}', '2', 'equal'],
  ['\\sqrt[3]{-8}', '-2', 'equal'],
  ['2 \\cdot \\left( 3 + 1 \\right)', '8', 'equal'],
  ['3 \\times 5', '15', 'equal'],
  ['x^{2}-1', '(x-1)(x+1)', 'equal'],
  ['\\frac{\\pi}{2}', 'pi/2', 'equal'],
  ['1\\,000', '1000', 'equal'],
  ['2\\frac{1}{2}', '2,5', 'equal'],
  ['-1\\frac{1}{2}', '-1,5', 'equal'],
  ['3\\frac{x}{2}', '1,5x', 'equal'],
  ['2 1/2', '5/2', 'equal'],
  // equations for the same variable
  ['x = 2', '2', 'equal'],
  ['x=2', 'x = 2', 'equal'],
  ['y = 2', 'x = 2', 'different'],
  ['x = 3', 'x = 2', 'different'],
  ['y = 2x + 1', '2x+1', 'equal'],
  // percent
  ['75%', '0,75', 'equal'],
  ['50%', '1/2', 'equal'],
  ['75%', '75', 'equal'],
  ['75 %', '75%', 'equal'],
  ['75', '75%', 'equal'],
  ['0,75', '75%', 'different'],
  ['60%', '75%', 'different'],
  ['50\\%', '50%', 'equal'],
  // units
  ['12 cm', '12 cm', 'equal'],
  ['12cm', '12 cm', 'equal'],
  ['12', '12 cm', 'equal'],
  ['13', '12 cm', 'different'],
  ['12 cm²', '12 cm^2', 'equal'],
  ['12 cm2', '12 cm²', 'equal'],
  ['1 m', '100 cm', 'equal'],
  ['100 cm', '1 m', 'equal'],
  ['1,5 kg', '1500 g', 'equal'],
  ['1 kg', '100 g', 'different'],
  ['5 kg', '5 cm', 'different'],
  ['1 ha', '10000 m^2', 'equal'],
  ['72 km/h', '20 m/s', 'equal'],
  ['1 l', '1 dm³', 'equal'],
  ['90 min', '1,5 h', 'equal'],
  ['30°', '30^\\circ', 'equal'],
  ['30', '30°', 'equal'],
  ['12,50 zł', '12,5 zł', 'equal'],
  ['12,50 zl', '12.5 PLN', 'equal'],
  ['13 zł', '12,5 zł', 'different'],
  ['1250 gr', '12,5 zł', 'equal'], // grosze are converted to złote
  ['5m', '5 m', 'equal'],
  ['500cm', '5 m', 'equal'],
  ['$12\\text{ cm}^2$', '12 cm^2', 'equal'],
  // one-letter words glued to numbers stay algebra when the other side has no unit
  ['2', '2a', 'different'],
  ['a+a+a+a', '4a', 'equal'],
  // expressions
  ['2x+2', '2(x+1)', 'equal'],
  ['x^2-1', '(x-1)(x+1)', 'equal'],
  ['2x', 'x+2', 'different'],
  ['3(x+1)', '3x+3', 'equal'],
  ['x(x+1)', 'x^2+x', 'equal'],
  ['ab(a+b)', 'a^2b+ab^2', 'equal'],
  ['π(r+1)', 'pi*r+pi', 'equal'],
  ['(a+b)^2', 'a^2+2ab+b^2', 'equal'],
  ['(a+b)^2', 'a^2+b^2', 'different'],
  ['2πr', '2 pi r', 'equal'],
  ['1/(x-1)', '1/(x-1)', 'equal'],
  ['x/x', '1', 'equal'],
  ['√(x^2)', 'abs(x)', 'equal'],
  ['x²+2x+1', '(x+1)^2', 'equal'],
  ['2x·3', '6x', 'equal'],
  ['sin(x)^2+cos(x)^2', '1', 'equal'],
  ['tg(x)', 'sin(x)/cos(x)', 'equal'],
  // several answers, order-free
  ['x = 2 lub x = -3', '-3, 2', 'equal'],
  ['2; -3', '-3, 2', 'equal'],
  ['{2, -3}', '-3, 2', 'equal'],
  ['2 i -3', '-3, 2', 'equal'],
  ['x₁ = 2, x₂ = -3', 'x = -3 lub x = 2', 'equal'],
  ['x=2 v x=-3', '{-3; 2}', 'equal'],
  ['x \\in \\{2, -3\\}', '-3, 2', 'equal'],
  ['2,-3', '-3; 2', 'equal'],
  ['2,3', '2; 3', 'unparsable'], // 2.3 or the list 2, 3: the AI decides
  ['2', '-3, 2', 'different'],
  ['2; 3', '-3, 2', 'different'],
  ['2; -3; 5', '-3, 2', 'different'],
  ['0,5; 1,5', '1/2; 3/2', 'equal'],
  ['2, 2, -3', '-3, 2', 'equal'],
  // wrong answers in every notation
  ['\\frac{2}{3}', '0,75', 'different'],
  ['x^2+1', '(x+1)^2', 'different'],
  ['1 m', '10 cm', 'different'],
  ['50%', '0,4', 'different'],
  ['x = 2 lub x = 3', 'x = 2 lub x = -3', 'different'],
  // unparsable: words, unknown notation, nonsense
  ['nie wiem', '5', 'unparsable'],
  ['fotosynteza', '5', 'unparsable'],
  ['tak', '5', 'unparsable'],
  ['5', 'nie wiem', 'unparsable'],
  // read now, and of another kind than the reference
  ['x > 2', '2', 'different'],
  ['2x = 4', '2', 'different'],
  ['(2, 5)', '2', 'different'],
  ['|x|', 'abs(x)', 'equal'],
  ['', '5', 'unparsable'],
  ['   ', '5', 'unparsable'],
  ['1/0', '5', 'unparsable'],
  ['9^9^9^9', '5', 'unparsable'],
  ['sqrt(-4)', '2', 'unparsable'],
  ['\\unknown{2}', '2', 'unparsable'],
  ['2 nie 3', '5', 'unparsable'],
];

describe('compareMathAnswers', () => {
  it.each(cases)('%s vs %s → %s', (pupil, reference, expected) => {
    expect(compareMathAnswers(pupil, reference)).toEqual({ kind: expected });
  });

  it('compares a rounded result at the precision it was printed with, when asked to', () => {
    expect(compareMathAnswers('64π', '201,06', { precision: 2 })).toEqual({ kind: 'equal' });
    expect(compareMathAnswers('64π', '201,06')).toEqual({ kind: 'different' });
    expect(compareMathAnswers('64π', '201,07', { precision: 2 })).toEqual({ kind: 'different' });
    expect(compareMathAnswers('64π', '201,1', { precision: 1 })).toEqual({ kind: 'equal' });
    expect(compareMathAnswers('64π cm²', '201,06 cm²', { precision: 2 })).toEqual({ kind: 'equal' });
    expect(compareMathAnswers('sqrt(2)', '1,41', { precision: 2 })).toEqual({ kind: 'equal' });
    expect(compareMathAnswers('x = 1 lub x = sqrt(3)', '{1; 1,73}', { precision: 2 })).toEqual({
      kind: 'equal',
    });
  });

  it('treats big finite numbers as numbers', () => {
    expect(compareMathAnswers('2^100', '1267650600228229401496703205376')).toEqual({ kind: 'equal' });
    expect(compareMathAnswers('10^300', '10^301')).toEqual({ kind: 'different' });
  });

  it('refuses dangerous or oversized input', () => {
    const attempts = [
      'import({x: 1})',
      'createUnit("foo")',
      'evaluate("2+2")',
      'parse("2")',
      'simplify("x+x")',
      'derivative("x^2", "x")',
      'resolve(x)',
      'f(x) = x^2',
      'a = 5; a',
      '[1, 2, 3]',
      'cos.constructor("return process")()',
      'x.constructor',
      '"2"',
      '5!',
      '7 mod 2',
      '1:5',
      '2 ? 3 : 4',
      `${'1+'.repeat(300)}1`,
      `${'('.repeat(200)}1${')'.repeat(200)}`,
      `${'x+'.repeat(100)}x`,
    ];
    for (const attempt of attempts) {
      expect(compareMathAnswers(attempt, '2').kind).not.toBe('equal');
    }
    expect(compareMathAnswers(`${'1+'.repeat(300)}1`, '301')).toEqual({ kind: 'unparsable' });
  });

  it('never throws on random input', () => {
    // Deterministic pseudo-random strings over characters pupils (and attackers) type.
    const alphabet = '0123456789 ,.;:+-*/^()[]{}$\\%°²√πxyabnie=−·×÷lubfracsqrt{}zł cm\'"`!?|&<>\n';
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    // Half of the strings are built from tokens, so that many of them get as far as the parser.
    const tokens = [
      '1',
      '2',
      'x',
      'a',
      '+',
      '-',
      '*',
      '/',
      '^',
      '(',
      ')',
      ' ',
      ',',
      ';',
      '\\frac{',
      '}',
      '{',
    ];
    tokens.push('\\sqrt[', ']', '√', '%', ' cm', ' m', ' zł', ' lub ', 'x = ', '.', 'π', '0,5', '·', '9^9^9');
    const pick = (from: string | string[]) => from[Math.floor(random() * from.length)];
    for (let i = 0; i < 400; i++) {
      const length = Math.floor(random() * 40);
      const text = Array.from({ length }, () => pick(i % 2 === 0 ? alphabet : tokens)).join('');
      const result = compareMathAnswers(text, i % 2 === 0 ? '2x+1' : '3,5 cm');
      expect(['equal', 'different', 'unparsable']).toContain(result.kind);
    }
    expect(compareMathAnswers(undefined as unknown as string, '2')).toEqual({ kind: 'unparsable' });
  });

  it('answers quickly even for the longest accepted input', () => {
    const started = performance.now();
    compareMathAnswers(`${'(x+1)*'.repeat(80)}1`, `${'(x+1)*'.repeat(80)}1`);
    compareMathAnswers('x'.repeat(500), '1');
    expect(compareMathAnswers('1'.repeat(501), '1')).toEqual({ kind: 'unparsable' });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
