// Over 400 lines: a data table, one group of answer pairs per reference.
import type { ValueCheck } from './math-answer.ts';

/**
 * Maths answers as pupils write them, each against a reference, with the verdict a maths teacher
 * gives: written for this project (not copied from exam marking sheets), in every kind the reader
 * knows. `same` are equivalent forms, `wrong` near misses (wrong bracket, flipped inequality,
 * missing root, swapped coordinates, sign error, wrong unit). `sameToAi` and `wrongToAi` hold pairs
 * with those verdicts that the reader leaves to the AI (`unparsable`): its known gaps, and answers
 * that could be read two ways (`1,5` against the set `{1, 5}`). Read by `answer-cases.test.ts`,
 * `bench/math-answers.ts` and ADR 021.
 */

export type AnswerKind =
  | 'number'
  | 'latex'
  | 'special'
  | 'unit'
  | 'label'
  | 'expression'
  | 'interval'
  | 'inequality'
  | 'roots'
  | 'point'
  | 'equation'
  | 'formula'
  | 'trig';

export interface AnswerCase {
  kind: AnswerKind;
  pupil: string;
  reference: string;
  /** What a maths teacher says. */
  teacher: 'equal' | 'different';
  /** What the reader says (`unparsable` where it leaves the pair to the AI). */
  reader: ValueCheck['kind'];
}

interface Group {
  same?: string[];
  wrong?: string[];
  sameToAi?: string[];
  wrongToAi?: string[];
}

function group(kind: AnswerKind, reference: string, pairs: Group): AnswerCase[] {
  const of = (list: string[] | undefined, teacher: AnswerCase['teacher'], reader: AnswerCase['reader']) =>
    (list ?? []).map((pupil) => ({ kind, pupil, reference, teacher, reader }));
  return [
    ...of(pairs.same, 'equal', 'equal'),
    ...of(pairs.wrong, 'different', 'different'),
    ...of(pairs.sameToAi, 'equal', 'unparsable'),
    ...of(pairs.wrongToAi, 'different', 'unparsable'),
  ];
}

const numbers: AnswerCase[] = [
  ...group('number', '0,5', {
    same: ['1/2', '0.5', '\\frac{1}{2}', '2/4', '0,50', 'Odp: 0,5', 'x = 0,5', '5/10'],
    wrong: ['0,05', '5', '-0,5', '2', '0,55'],
  }),
  ...group('number', '-3/4', {
    same: ['-0,75', '−0,75', '-\\frac{3}{4}', '\\frac{-3}{4}', '-6/8', '(-3)/4'],
    wrong: ['3/4', '-4/3', '-0,7', '0,75'],
  }),
  ...group('number', '7/3', {
    same: ['2\\frac{1}{3}', '2 1/3', '2,(3)', '2.(3)', '\\frac{7}{3}'],
    wrong: ['2,3', '2,33', '1/3', '2 1/4', '3/7'],
  }),
  ...group('number', '1250', {
    same: ['1 250', '1250,00', '1,25 \\cdot 10^3', '1,25·10^3', '1 250,0'],
    wrong: ['125', '12 500', '1,25', '1 205'],
  }),
  ...group('number', '12,5', {
    same: ['12.5', '25/2', '12\\frac{1}{2}', '12,50', '12 1/2'],
    wrong: ['125', '12,05', '1,25', '-12,5'],
  }),
  ...group('number', '4', {
    same: ['2^2', '√16', 'log(10000)', '\\log_2 16', '8/2', '4,0', 'x = 4', 'Odp. 4'],
    wrong: ['-4', '16', '2', '4,4'],
  }),
  ...group('number', '1024', {
    same: ['2^10', '2^{10}', '1 024', '4^5'],
    wrong: ['2^9', '1000', '20'],
  }),
  ...group('number', '-2', {
    same: ['−2', '-(2)', '(-2)', '-\\frac{4}{2}', 'x=-2'],
    wrong: ['2', '-1/2', '1/2'],
  }),
  ...group('number', '2,5 \\cdot 10^{-3}', {
    same: ['0,0025', '2.5e-3', '25·10^{-4}', '2,5·10^(-3)'],
    wrong: ['2,5·10^3', '0,025', '0,00025'],
  }),
  ...group('number', '0,(3)', {
    same: ['1/3', '\\frac{1}{3}', '0.(3)', '0,(33)'],
    wrong: ['0,3', '0,33', '3', '0,(6)'],
  }),
  ...group('number', '1,2(3)', {
    same: ['37/30', '1.2(3)', '1,2\\overline{3}'],
    wrong: ['1,23', '1,(23)', '1,2'],
  }),
];

const latex: AnswerCase[] = [
  ...group('latex', '2\\sqrt{2}', {
    same: ['2√2', 'sqrt(8)', '\\sqrt{8}', '2\\sqrt2', '√8', '2·√2', '\\sqrt{2}\\cdot 2', '8^(1/2)'],
    wrong: ['4', '√2', '2√3', '2,83', '-2√2'],
  }),
  ...group('latex', '\\frac{\\sqrt{3}}{2}', {
    same: ['√3/2', 'sqrt(3)/2', '\\frac{1}{2}\\sqrt{3}', '0,5√3', '\\dfrac{\\sqrt3}{2}'],
    wrong: ['√3', '\\frac{\\sqrt{2}}{2}', '2/√3', '\\frac{3}{2}'],
  }),
  ...group('latex', '6\\pi', {
    same: ['6π', '6pi', 'π·6', '6 \\cdot \\pi', '\\frac{12\\pi}{2}'],
    wrong: ['6', '3π', '18,84', '36π'],
  }),
  ...group('latex', '\\frac{3}{4}', {
    same: ['0,75', '3/4', '\\dfrac34', '\\tfrac{3}{4}', '$\\frac{3}{4}$', '\\(\\frac{3}{4}\\)'],
    wrong: ['\\frac{4}{3}', '0,34', '\\frac{3}{5}'],
  }),
  ...group('latex', '\\sqrt[3]{2}', {
    same: ['2^{1/3}', '2^(1/3)', '\\sqrt[3]{16}/2'],
    wrong: ['\\sqrt{2}', '\\sqrt[3]{3}', '2/3'],
  }),
  ...group('latex', '\\frac{1+\\sqrt{5}}{2}', {
    same: ['(1+√5)/2', '0,5 + 0,5√5', '\\frac{1}{2}+\\frac{\\sqrt{5}}{2}', '\\left(1+\\sqrt{5}\\right):2'],
    wrong: ['(1-√5)/2', '1 + √5/2', '\\frac{1+\\sqrt{5}}{4}'],
  }),
];

const special: AnswerCase[] = [
  ...group('special', '120', {
    same: ['5!', '5·4·3·2·1', '\\frac{6!}{6}'],
    wrong: ['4!', '6!', '5'],
  }),
  ...group('special', '\\frac{\\sqrt{3}}{2}', {
    same: ['sin(60°)', 'sin 60°', '\\sin 60^\\circ', 'cos(30°)', 'sin(π/3)', '\\sin\\frac{\\pi}{3}'],
    wrong: ['sin(30°)', 'cos(60°)', '\\frac{1}{2}', 'tg(60°)'],
  }),
  ...group('special', '1', {
    same: ['tg 45°', 'tg(45°)', '\\tan 45^\\circ', 'ctg(45°)', '\\operatorname{tg} 45^\\circ'],
    wrong: ['tg(30°)', 'sin(45°)', '\\cos 45^\\circ'],
  }),
  ...group('special', '\\frac{\\pi}{4}', {
    same: ['atan(1)', 'arctg 1', 'arctg(1)', '\\arctan 1', '45°'],
    wrong: ['atan(2)', 'π/2', 'arctg(1/2)'],
  }),
  ...group('special', '10', {
    same: ['\\binom{5}{2}', '\\frac{5!}{2!\\cdot 3!}', '5·4/2'],
    wrong: ['\\binom{5}{3} \\cdot 2', '20', '5!/2!'],
  }),
];

const units: AnswerCase[] = [
  ...group('unit', '12 cm²', {
    same: ['12 cm^2', '12cm2', '1200 mm²', '0,12 dm²', '12', '12\\text{ cm}^2', '12\\ cm^2'],
    wrong: ['12 cm', '12 m²', '120 mm²', '1,2 dm²', '13 cm²'],
  }),
  ...group('unit', '5 m', {
    same: ['500 cm', '5m', '0,005 km', '50 dm', '5 metrów'],
    wrong: ['5 cm', '50 cm', '5 m²', '5 kg'],
  }),
  ...group('unit', '72 km/h', {
    same: ['20 m/s', '72 km/godz.', '72 km/godz', '72'],
    wrong: ['72 m/s', '20 km/h', '7,2 km/h'],
  }),
  ...group('unit', '1,5 h', {
    same: ['90 min', '1,5 godziny', '1,5 godz.', '1\\frac{1}{2} h'],
    wrong: ['1,5 min', '15 min', '150 min', '1 h'],
    sameToAi: ['1 h 30 min'],
  }),
  ...group('unit', '12,50 zł', {
    same: ['12,5 zł', '12.50 PLN', '12,50', '12,5 złotych', '1250 gr'],
    wrong: ['12,05 zł', '1250 zł', '12,50 gr', '12,5 kg'],
    sameToAi: ['12 zł 50 gr'],
  }),
  ...group('unit', '2 l', {
    same: ['2000 ml', '2 dm³', '2 litry', '2 L', '2000 cm^3'],
    wrong: ['2 ml', '200 ml', '2 m³', '2 kg'],
  }),
  ...group('unit', '3,5 kg', {
    same: ['3500 g', '350 dag', '3 1/2 kg', '3,5'],
    wrong: ['3,5 g', '35 dag', '3,5 t', '3,5 cm'],
  }),
  ...group('unit', '25%', {
    same: ['25 %', '25', '25\\%', '25 procent'],
    wrong: ['2,5%', '75%', '0,25%'],
  }),
];

const labels: AnswerCase[] = [
  ...group('label', '6', {
    same: ['6 razy', '6 szt.', 'Odp: 6 razy'],
    wrong: ['7 razy', '5 razy', '60 razy'],
  }),
  ...group('label', '135 szt.', {
    same: ['135', '135 sztuk', '135 szt', '135 sztuk.'],
    wrong: ['153 szt.', '135 kg', '13,5 szt.'],
  }),
  ...group('label', '9 godzin', {
    same: ['9 h', '9', '9 godz.', '540 min', '9 godziny'],
    wrong: ['9 min', '8 godzin', '90 godzin', '9 dni'],
  }),
  ...group('label', '78 biletów', {
    same: ['78', 'Odp: 78 biletów', '78 biletów.'],
    wrong: ['87 biletów', '78 zł', '7,8'],
    sameToAi: ['78 sztuk'],
  }),
  ...group('label', '12 lat', {
    same: ['12', '12 lat.'],
    wrong: ['13 lat', '12 kg'],
  }),
];

const expressions: AnswerCase[] = [
  ...group('expression', '2x+2', {
    same: ['2(x+1)', '2 \\cdot (x + 1)', 'x+x+2', '2(1+x)'],
    wrong: ['2x+1', '2(x+2)', 'x+2', '2x-2'],
  }),
  ...group('expression', '(x-1)(x+1)', {
    same: ['x^2-1', 'x²-1', '(x+1)(x-1)', 'x^{2}-1', '-(1-x)(x+1)'],
    wrong: ['x^2+1', '(x-1)^2', 'x^2-2x+1', '(x-1)(x+2)'],
  }),
  ...group('expression', '(a+b)^2', {
    same: ['a^2+2ab+b^2', 'a²+2ab+b²', '(b+a)^2', '(a+b)(a+b)'],
    wrong: ['a^2+b^2', 'a^2+ab+b^2', '(a-b)^2'],
  }),
  ...group('expression', '\\frac{x+1}{x-1}', {
    same: ['(x+1)/(x-1)', '1 + 2/(x-1)', '\\frac{-x-1}{1-x}'],
    wrong: ['(x-1)/(x+1)', '(x+1)/(1-x)', 'x+1'],
  }),
  ...group('expression', '3x^2-12', {
    same: ['3(x-2)(x+2)', '3(x^2-4)', '3x²-12'],
    wrong: ['3(x-2)^2', '3(x-4)(x+4)', '3x^2+12'],
  }),
  ...group('expression', '4a^3b', {
    same: ['4a³b', '2a·2a²b', '4ba^3'],
    wrong: ['4a^3', '4ab^3', '4a^2b'],
  }),
];

const intervals: AnswerCase[] = [
  ...group('interval', '[-4, 4)', {
    same: [
      '⟨-4; 4)',
      '<-4;4)',
      '⟨−4,4)',
      '\\langle -4; 4)',
      '\\left[-4, 4\\right)',
      'x ∈ [-4, 4)',
      '[-4; 4)',
    ],
    wrong: ['(-4, 4)', '[-4, 4]', '-4,4', '(-4; 4⟩', '[-4, 4⟩', '(-4,4]', '[-4, 5)', '[-4,4]'],
    wrongToAi: ['[4, -4)'],
  }),
  ...group('interval', '[-4,4)', {
    same: ['⟨-4;4)', '<-4; 4)', '-4 ≤ x < 4'],
    wrong: ['(-4,4)', '[-4,4]', '-4,4', '(-4;4⟩'],
  }),
  ...group('interval', '(-∞; 2)', {
    same: ['(-inf, 2)', '(-\\infty, 2)', '(−∞;2)', 'x ∈ (-∞; 2)', '(-∞, 2)', 'x\\in(-\\infty;2)'],
    wrong: ['(-∞; 2⟩', '(2; +∞)', '(-∞; -2)', '⟨2; +∞)', '(-∞, 2]'],
  }),
  ...group('interval', '⟨3; +∞)', {
    same: ['[3, ∞)', '<3; +∞)', '[3,inf)', 'x \\in \\langle 3, +\\infty)', '⟨3, +∞)'],
    wrong: ['(3; +∞)', '(-∞; 3⟩', '⟨-3; +∞)', '(3, ∞)'],
    wrongToAi: ['⟨3; +∞⟩'],
  }),
  ...group('interval', '(-∞; -1) ∪ (3; +∞)', {
    same: [
      'x ∈ (−∞; −1) ∪ (3; +∞)',
      '(3; ∞) ∪ (-∞; -1)',
      '(-inf,-1) U (3,inf)',
      '(-\\infty, -1) \\cup (3, +\\infty)',
      'R \\ ⟨-1; 3⟩',
      'x ∈ ℝ \\ [-1, 3]',
    ],
    wrong: [
      '(-1; 3)',
      '(-∞; -1⟩ ∪ (3; +∞)',
      '(-∞; -1) ∪ ⟨3; +∞)',
      '(-∞; 1) ∪ (3; +∞)',
      '(-∞, -1)',
      '[-1, 3]',
    ],
  }),
  ...group('interval', 'ℝ \\ {2}', {
    same: [
      'R \\ {2}',
      'R\\{2}',
      '\\mathbb{R} \\setminus \\{2\\}',
      'x∈R\\{2}',
      'D = R \\ {2}',
      '(-∞; 2) ∪ (2; +∞)',
    ],
    wrong: ['R \\ {-2}', '{2}', 'R', 'R \\ {2; -2}', '(-∞; 2)'],
  }),
  ...group('interval', 'ℝ', {
    same: ['x ∈ R', 'R', '(-∞; +∞)', 'x ∈ \\mathbb{R}'],
    wrong: ['∅', '(0; +∞)', 'R \\ {0}'],
  }),
  ...group('interval', '∅', {
    same: ['brak rozwiązań', 'zbiór pusty', 'x ∈ ∅', '\\emptyset', 'równanie nie ma rozwiązań'],
    wrong: ['R', '0', '{0}'],
  }),
];

const inequalities: AnswerCase[] = [
  ...group('inequality', '[-4, 4)', {
    same: ['−4 ≤ x < 4', 'x ≥ -4 i x < 4', '-4 <= x < 4', 'x < 4 ∧ x ⩾ -4'],
    wrong: ['-4 < x < 4', '-4 ≤ x ≤ 4', 'x ≥ -4 lub x < 4', '-4 ≥ x > 4'],
  }),
  ...group('inequality', '(-∞; 2)', {
    same: ['x < 2', 'x<2', '2 > x', 'x \\lt 2'],
    wrong: ['x ≤ 2', 'x > 2', 'x<-2', '2 < x'],
  }),
  ...group('inequality', '⟨3; +∞)', {
    same: ['x ≥ 3', 'x >= 3', 'x ⩾ 3', 'x\\geq 3', '3 ≤ x', 'x \\geqslant 3'],
    wrong: ['x > 3', 'x ≤ 3', 'x ≥ -3', '3 ≥ x'],
  }),
  ...group('inequality', '(-∞; -1) ∪ (3; +∞)', {
    same: ['x < -1 lub x > 3', 'x<-1 ∨ x>3', 'x < -1 \\vee x > 3', 'x > 3 lub x < -1'],
    wrong: ['x < -1 i x > 3', 'x > -1 lub x < 3', '-1 < x < 3', 'x ≤ -1 lub x > 3', 'x < 1 lub x > 3'],
  }),
  ...group('inequality', '(-1; 3⟩', {
    same: ['-1 < x ≤ 3', 'x > -1 i x ≤ 3', 'x>-1 ∧ x<=3', '3 ≥ x > -1', 'x ∈ (-1; 3>', '(-1, 3]'],
    wrong: ['-1 ≤ x ≤ 3', '-1 < x < 3', '(-3; 1⟩', 'x < -1 lub x ≥ 3'],
  }),
  ...group('inequality', 'x \\neq 2', {
    same: ['x ≠ 2', 'x != 2', 'x < 2 lub x > 2', 'R \\ {2}'],
    wrong: ['x = 2', 'x ≠ -2', 'x > 2'],
  }),
];

const roots: AnswerCase[] = [
  ...group('roots', 'x = 1 lub x = 2', {
    same: [
      '{1; 2}',
      'x₁ = 1, x₂ = 2',
      'x=1 ∨ x=2',
      'x = 2 lub x = 1',
      '1; 2',
      '2, 1',
      'x ∈ {1, 2}',
      'x_1=1, x_2=2',
      'x=1 \\vee x=2',
      '1 i 2',
    ],
    wrong: ['1', 'x = 1', '{1; 2; 3}', '{-1; 2}', 'x = -1 lub x = -2', '⟨1; 2⟩', 'x = 1 lub x = 3'],
    wrongToAi: ['1,2'],
  }),
  ...group('roots', '{-2; 3}', {
    same: [
      'x = -2 lub x = 3',
      '-2, 3',
      '3; -2',
      'x ∈ {3, -2}',
      '\\{-2, 3\\}',
      'x_1 = -2, x_2 = 3',
      '\\left\\{-2; 3\\right\\}',
    ],
    wrong: ['{2; -3}', '{-2}', '{-2; 3; 0}', '{2; 3}', 'x = -2 lub x = -3'],
  }),
  ...group('roots', 'x=-\\frac{1}{2} \\vee x=8', {
    same: ['x = -1/2 lub x = 8', '{-0,5; 8}', 'x = 8 ∨ x = -0,5', '-0,5; 8', 'x_1 = -\\frac{1}{2}, x_2 = 8'],
    wrong: ['x = 1/2 lub x = 8', 'x = -1/2 lub x = -8', 'x = -2 lub x = 8', '{-0,5}', '-0,5; 8,5'],
  }),
  ...group('roots', '{1, 5}', {
    same: ['{1; 5}', 'x=1 lub x=5', '{5, 1}', '1 lub 5', '{1,5}'],
    wrong: ['{1,5; 2}', '{1; 6}', '{1}'],
    wrongToAi: ['1,5'],
  }),
  ...group('roots', '{1,5}', {
    same: ['{1; 5}', 'x = 1 lub x = 5', '{5, 1}'],
    wrong: ['{1; 4}', '{1,5; 5}'],
    wrongToAi: ['1.5', '1,5', '3/2'],
  }),
  ...group('roots', 'x = ±2', {
    same: ['x = 2 lub x = -2', '{-2; 2}', 'x = -2 ∨ x = 2', '±2', 'x = \\pm 2'],
    wrong: ['x = 2', '2', '{-4; 4}', 'x = ±4'],
  }),
  ...group('roots', 'x = 3', {
    same: ['3', 'x=3', '{3}', 'x ∈ {3}', 'x = \\frac{6}{2}'],
    wrong: ['x = -3', 'x = 3 lub x = -3', 'y = 3', '{3; 0}'],
  }),
  ...group('roots', '2,5', {
    same: ['5/2', '2.5', 'x = 2,5'],
    wrong: ['2', '-2,5'],
    wrongToAi: ['{2; 5}', '2; 5'],
  }),
];

const points: AnswerCase[] = [
  ...group('point', '(2, 5)', {
    same: [
      '(2; 5)',
      'A = (2, 5)',
      'A(2; 5)',
      'x = 2, y = 5',
      'x=2 i y=5',
      '\\left(2, 5\\right)',
      '(2,5)',
      'P=(2;5)',
      '(\\frac{4}{2}, 5)',
    ],
    wrong: ['(5, 2)', '(2, -5)', '(-2, 5)', 'x = 5, y = 2', '(2, 5, 0)', '[2, 5]'],
    wrongToAi: ['2,5'],
  }),
  ...group('point', '(2,5)', {
    same: ['(2; 5)', 'x = 2 i y = 5', 'B = (2, 5)'],
    wrong: ['(5,2)', '(2,6)', '[2,5]'],
    wrongToAi: ['2,5', '2.5'],
  }),
  ...group('point', 'A = (16/5, -13/5)', {
    same: [
      '(3,2; -2,6)',
      '(16/5; -13/5)',
      'A = (\\frac{16}{5}, -\\frac{13}{5})',
      '(3.2, -2.6)',
      'x = 3,2 i y = -2,6',
      'A(3\\frac{1}{5}; -2\\frac{3}{5})',
    ],
    wrong: ['(-13/5, 16/5)', '(16/5, 13/5)', '(3,2; 2,6)', '(5/16, -5/13)', '(3; -2,6)'],
  }),
  ...group('point', '(-1; 0)', {
    same: ['(-1, 0)', 'A = (-1; 0)', 'x = -1, y = 0', '(−1;0)'],
    wrong: ['(0; -1)', '(1; 0)', '-1', 'x = 0, y = -1'],
  }),
  ...group('point', 'S = (1; -2)', {
    same: ['S(1, -2)', '(1,-2)', 'S=(1;-2)'],
    wrong: ['(-1; 2)', '(1; 2)', '(-2; 1)'],
  }),
];

const equations: AnswerCase[] = [
  ...group('equation', '2x + 3y - 6 = 0', {
    same: [
      'y = -\\frac{2}{3}x + 2',
      '2x + 3y = 6',
      '3y = 6 - 2x',
      '-2x - 3y + 6 = 0',
      '4x + 6y = 12',
      'y = -2/3x + 2',
      'y=-\\frac{2x}{3}+2',
    ],
    wrong: [
      'y = \\frac{2}{3}x + 2',
      '2x - 3y - 6 = 0',
      '3x + 2y = 6',
      'y = -\\frac{2}{3}x - 2',
      '2x + 3y = 0',
    ],
  }),
  ...group('equation', 'y = 2x - 3', {
    same: ['2x - y - 3 = 0', 'y - 2x + 3 = 0', 'f(x) = 2x - 3', 'y = -3 + 2x', '2x - y = 3'],
    wrong: ['y = 2x + 3', 'y = -2x - 3', 'y = 3x - 2', 'y = \\frac{1}{2}x - 3', '2x + y - 3 = 0'],
  }),
  ...group('equation', '(x - 2)^2 + (y + 1)^2 = 9', {
    same: ['x^2 - 4x + y^2 + 2y - 4 = 0', '(x-2)²+(y+1)²=9', '(y+1)^2 + (x-2)^2 = 3^2'],
    wrong: ['(x + 2)^2 + (y - 1)^2 = 9', '(x - 2)^2 + (y + 1)^2 = 3', '(x-2)^2+(y-1)^2=9'],
  }),
];

const formulas: AnswerCase[] = [
  ...group('formula', 'f(x) = -\\frac{1}{3}(x-3)^2+6', {
    same: [
      'y = -1/3(x-3)^2 + 6',
      'f(x) = -\\frac{1}{3}x^2 + 2x + 3',
      'y=-(1/3)(x-3)²+6',
      '-\\frac{1}{3}(x-3)^2+6',
      'f(x)=-\\frac13 (x-3)^2+6',
      'y = -\\frac{(x-3)^2}{3} + 6',
    ],
    wrong: [
      'f(x) = -\\frac{1}{3}(x+3)^2+6',
      'f(x) = \\frac{1}{3}(x-3)^2+6',
      'f(x) = -\\frac{1}{3}(x-3)^2-6',
      'f(x) = -3(x-3)^2+6',
      'y = -1/3(x-6)^2+3',
    ],
  }),
  ...group('formula', 'f(x) = 2(x - 1)(x + 3)', {
    same: ['f(x) = 2x^2 + 4x - 6', 'y = 2(x+3)(x-1)', 'f(x)=2(x+1)^2-8'],
    wrong: ['f(x) = 2(x + 1)(x - 3)', 'f(x) = (x - 1)(x + 3)', 'f(x) = 2x^2 - 4x - 6'],
  }),
  ...group('formula', 'y = \\frac{3}{x}', {
    same: ['f(x) = 3/x', 'y = 3x^{-1}'],
    wrong: ['y = \\frac{x}{3}', 'y = -\\frac{3}{x}', 'y = \\frac{3}{x} + 1'],
    sameToAi: ['xy = 3'],
  }),
  ...group('formula', 'f(t) = 2t + 1', {
    same: ['f(x) = 2x + 1', 'f(t)=1+2t'],
    wrong: ['f(t) = 2t - 1', 'f(x) = x + 2'],
  }),
];

const trig: AnswerCase[] = [
  ...group('trig', 'x = \\frac{\\pi}{6} + 2k\\pi \\vee x = \\frac{5\\pi}{6} + 2k\\pi, k \\in \\mathbb{Z}', {
    same: [
      'x = π/6 + 2kπ lub x = 5π/6 + 2kπ, k ∈ Z',
      'x = 30° + k·360° lub x = 150° + k·360°, k ∈ C',
      'x=\\frac{5\\pi}{6}+2k\\pi \\vee x=\\frac{\\pi}{6}+2k\\pi',
      'x = π/6 + 2πk ∨ x = 5π/6 + 2πk, k ∈ ℤ',
      'x = \\frac{\\pi}{6} + 2k\\pi lub x = -\\frac{7\\pi}{6} + 2k\\pi, k∈Z',
      'x = π/6 + 2nπ lub x = 5π/6 + 2nπ, n ∈ Z',
    ],
    wrong: [
      'x = π/6 + 2kπ, k ∈ Z',
      'x = π/6 + kπ, k ∈ Z',
      'x = π/3 + 2kπ lub x = 2π/3 + 2kπ, k ∈ Z',
      'x = π/6 lub x = 5π/6',
      'x = -π/6 + 2kπ lub x = 7π/6 + 2kπ, k ∈ Z',
    ],
  }),
  ...group('trig', 'x = \\frac{\\pi}{4} + k\\pi, k \\in \\mathbb{Z}', {
    same: [
      'x = 45° + k·180°',
      'x = π/4 + kπ',
      'x = -3π/4 + kπ, k ∈ Z',
      'x = π/4 + 2kπ lub x = 5π/4 + 2kπ, k ∈ Z',
    ],
    wrong: ['x = π/4 + 2kπ, k ∈ Z', 'x = -π/4 + kπ, k ∈ Z', 'x = π/4 + kπ/2, k ∈ Z', 'x = π/4'],
  }),
  ...group('trig', 'x = k\\pi, k \\in \\mathbb{Z}', {
    same: ['x = kπ', 'x = 180°·k', 'x = k·180°, k ∈ C', 'x = 2kπ lub x = π + 2kπ, k ∈ Z'],
    wrong: ['x = 2kπ', 'x = π/2 + kπ', 'x = 0'],
  }),
];

export const ANSWER_CASES: AnswerCase[] = [
  ...numbers,
  ...latex,
  ...special,
  ...units,
  ...labels,
  ...expressions,
  ...intervals,
  ...inequalities,
  ...roots,
  ...points,
  ...equations,
  ...formulas,
  ...trig,
];
