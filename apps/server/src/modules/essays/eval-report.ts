import { ESSAY_EXAM_INFO, type EssayExam } from '@kreda/shared/essays';
import type { Agreement } from './eval-stats.ts';

/** The essay eval's figures (`eval.ts`): their shape, and as plain-text tables for a terminal. */

/**
 * What became of a case: graded; refused by the pre-check (rightly or not, see `expectRefusal`);
 * a text that should have been refused let through (not graded: it has no points to compare);
 * a grading that stayed invalid after the retry; a failed call (left out of every figure).
 */
export type CaseStatus = 'graded' | 'refused' | 'notRefused' | 'invalid' | 'failed';

export interface EssayCaseResult {
  id: string;
  exam: EssayExam;
  /** Words as Kreda counts them (`countWords`). */
  words: number;
  expectRefusal: boolean;
  status: CaseStatus;
  /** The pre-check's reason when it refused the text. */
  refusal: string | null;
  /** Which of the grader's answers passed `gradingProblems`: its first, or the one after the retry. */
  accepted: 'first' | 'retry' | null;
  /** Problem kinds of the first answer that made the grader ask again. */
  retriedFor: string[];
  /** Why the grading stayed invalid: problem kinds of the second answer, or `invalidJson`. */
  invalid: string[];
  /** The teacher's points per criterion, and their total. */
  expected: Record<string, number> | null;
  expectedTotal: number | null;
  /** The server's points per criterion after the exam's rules (`finishGrading`), and their total. */
  points: Record<string, number> | null;
  total: number | null;
  /** The total the model wrote itself (the server computes its own). */
  modelTotal: number | null;
  /** The exam's rules applied to this essay, in Polish. */
  rules: string[];
  error: string | null;
}

export interface ExamAgreement {
  exam: EssayExam;
  /** Graded cases of this exam. */
  cases: number;
  criteria: (Agreement & { id: string; maxPoints: number })[];
  total: Agreement & { maxPoints: number };
}

export interface EssayEvalReport {
  tool: 'essays';
  cases: EssayCaseResult[];
  /** Cases whose call failed (listed, left out of every figure). */
  failed: number;
  precheck: {
    /** Cases that should be refused, and how many were. */
    refusalCases: number;
    refused: number;
    /** Essays to grade, and how many of them were refused. */
    essays: number;
    wronglyRefused: number;
  };
  validity: {
    /** Gradings whose answers were judged (not refused, no failed call). */
    gradings: number;
    acceptedFirst: number;
    acceptedRetry: number;
    invalid: number;
    /** (acceptedFirst + acceptedRetry) / gradings. */
    validityRate: number | null;
    firstTryRate: number | null;
    retriedFor: Record<string, number>;
    invalidKinds: Record<string, number>;
    /** Accepted gradings whose own total differs from the one the server computes. */
    modelTotalDiffers: number;
  };
  agreement: {
    exams: ExamAgreement[];
    /** Criteria pooled over every exam, and the totals; kappas are means of the exams' (by pairs). */
    overall: { cases: number; criteria: Agreement; total: Agreement };
  };
}

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);
const fixed = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const number = (value: number | null) => (value === null ? '—' : String(value));

/** Rows padded into columns; the columns numbered in `right` (numbers) right-aligned. */
export function table(head: string[], rows: string[][], right: readonly number[] = []): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (right.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const kindList = (kinds: Record<string, number>) =>
  Object.entries(kinds)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');

/** The criteria where the server's points differ from the teacher's: "2 14→11, 4a 7→5". */
function differences(c: EssayCaseResult): string {
  if (!c.points || !c.expected) return '';
  const expected = c.expected;
  const points = c.points;
  const differing = Object.keys(expected).filter((id) => expected[id] !== points[id]);
  return differing.length
    ? differing.map((id) => `${id} ${expected[id]}→${points[id] ?? '—'}`).join(', ')
    : 'none';
}

function outcome(c: EssayCaseResult): string {
  switch (c.status) {
    case 'graded':
      return c.accepted === 'retry' ? `after retry (${c.retriedFor.join(', ')})` : 'first answer';
    case 'refused':
      return c.expectRefusal ? 'refused, as expected' : `WRONGLY REFUSED: ${c.refusal ?? ''}`;
    case 'notRefused':
      return 'NOT REFUSED (should be)';
    case 'invalid':
      return `INVALID ${c.invalid.join(', ')}`;
    case 'failed':
      return `FAILED ${c.error ?? ''}`;
  }
}

function casesSection(report: EssayEvalReport): string[] {
  const rows = report.cases.map((c) => [
    c.id,
    c.exam,
    String(c.words),
    number(c.expectedTotal),
    number(c.total),
    number(c.modelTotal),
    outcome(c),
    differences(c),
  ]);
  const { precheck: p } = report;
  return [
    `Cases — ${report.cases.length}${report.failed ? `, ${report.failed} failed (left out of the figures)` : ''}`,
    table(
      [
        'case',
        'exam',
        'words',
        'teacher',
        'Kreda',
        'model',
        'result',
        'criteria that differ (teacher→Kreda)',
      ],
      rows,
      [2, 3, 4, 5],
    ),
    `Pre-check: refused ${p.refused}/${p.refusalCases} of the texts it should refuse · wrongly refused ${p.wronglyRefused}/${p.essays} essays`,
    '',
  ];
}

function validitySection({ validity: v }: EssayEvalReport): string[] {
  if (v.gradings === 0) return [];
  const retried = kindList(v.retriedFor);
  const invalid = kindList(v.invalidKinds);
  return [
    `Validity: ${v.acceptedFirst + v.acceptedRetry}/${v.gradings} gradings accepted (${percent(v.validityRate)}) — ${v.acceptedFirst} on the first answer (${percent(v.firstTryRate)}), ${v.acceptedRetry} after the retry`,
    `  asked again for: ${retried || 'nothing'} · still invalid: ${invalid || 'none'} · model's own total differed from Kreda's: ${v.modelTotalDiffers}`,
    '',
  ];
}

const agreementCells = (a: Agreement) => [
  String(a.n),
  percent(a.exactRate),
  percent(a.withinOneRate),
  fixed(a.meanAbsoluteError),
  fixed(a.kappa),
];
const AGREEMENT_HEAD = ['n', 'exact', '±1', 'MAE', 'QWK'];

function agreementSection({ agreement }: EssayEvalReport): string[] {
  const lines: string[] = [];
  for (const exam of agreement.exams) {
    const rows = [
      ...exam.criteria.map((c) => [c.id, String(c.maxPoints), ...agreementCells(c)]),
      ['total', String(exam.total.maxPoints), ...agreementCells(exam.total)],
    ];
    lines.push(
      `Agreement with the teacher — ${exam.exam} (${ESSAY_EXAM_INFO[exam.exam].label}), ${exam.cases} graded`,
      table(['criterion', 'max', ...AGREEMENT_HEAD], rows, [1, 2, 3, 4, 5, 6]),
      '',
    );
  }
  const { overall } = agreement;
  if (overall.cases > 0)
    lines.push(
      `Overall — ${overall.cases} graded (QWK: the exams' kappas averaged by pairs)`,
      table(
        ['', ...AGREEMENT_HEAD],
        [
          ['criteria', ...agreementCells(overall.criteria)],
          ['totals', ...agreementCells(overall.total)],
        ],
        [1, 2, 3, 4, 5],
      ),
    );
  return lines;
}

/** The whole report: the cases, validity, then agreement per exam and overall. */
export function formatEssayReport(report: EssayEvalReport): string {
  return [...casesSection(report), ...validitySection(report), ...agreementSection(report)]
    .join('\n')
    .trimEnd();
}
