/** The quiz eval's figures (`eval.ts`): their shape, and as plain-text tables for a terminal. */

export interface GenerationResult {
  id: string;
  asked: number;
  returned: number;
  valid: number;
  /** valid / returned; null when nothing came back. */
  validityRate: number | null;
  /** Items with a problem of each kind (an item with two kinds counts in both). */
  problems: Record<string, number>;
  /** Closed items whose key names one of their options, by the key's position as the model wrote it. */
  keyPositions: number[];
  error: string | null;
}

export interface ReviewResult {
  id: string;
  maxPoints: number;
  referenceScore: number;
  /** The points code computed from the model's review; null when the call failed. */
  points: number | null;
  injection: boolean;
  error: string | null;
}

export interface QuizEvalReport {
  tool: 'quiz';
  generation: {
    cases: GenerationResult[];
    failed: number;
    asked: number;
    returned: number;
    valid: number;
    validityRate: number | null;
    problems: Record<string, number>;
    keyPositions: number[];
    /** A χ² test of the raw key positions against chance; null with too few closed items. */
    keySkew: { items: number; chiSquare: number; critical: number; skewed: boolean } | null;
  };
  review: {
    cases: ReviewResult[];
    failed: number;
    exactMatches: number;
    exactMatchRate: number | null;
    meanAbsoluteError: number | null;
    injections: number;
    injectionsGivenPoints: number;
  };
  values: {
    cases: { id: string; pupil: string; reference: string; expected: string; got: string; agrees: boolean }[];
    agreed: number;
    agreementRate: number | null;
  };
}

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);
const points = (value: number | null) => (value === null ? '—' : String(value));

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

const problemList = (problems: Record<string, number>) =>
  Object.entries(problems)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');

function generationSection({ generation: g }: QuizEvalReport): string[] {
  if (g.cases.length === 0) return [];
  const rows = g.cases.map((c) => [
    c.id,
    String(c.asked),
    c.error ? '—' : String(c.returned),
    c.error ? '—' : String(c.valid),
    percent(c.validityRate),
    c.error ? `FAILED ${c.error}` : problemList(c.problems) || 'none',
  ]);
  rows.push(['total', String(g.asked), String(g.returned), String(g.valid), percent(g.validityRate), '']);
  const letters = g.keyPositions.map((n, i) => `${'ABCDE'[i]} ${n}`).join(' · ');
  const skew = g.keySkew
    ? g.keySkew.skewed
      ? `skewed (χ² ${g.keySkew.chiSquare} > ${g.keySkew.critical}, p < 0.01, ${g.keySkew.items} items)`
      : `no clear skew (χ² ${g.keySkew.chiSquare} ≤ ${g.keySkew.critical}, ${g.keySkew.items} items)`
    : 'too few closed items to tell';
  return [
    `Generation — ${g.cases.length} case(s)${g.failed ? `, ${g.failed} failed` : ''}`,
    table(['case', 'asked', 'returned', 'valid', 'validity', 'problems (items)'], rows, [1, 2, 3, 4]),
    `Problems: ${problemList(g.problems) || 'none'}`,
    `Key position in the model's closed items, before the server shuffles: ${letters} — ${skew}`,
    '',
  ];
}

function reviewSection({ review: r }: QuizEvalReport): string[] {
  if (r.cases.length === 0) return [];
  const rows = r.cases.map((c) => [
    c.id + (c.injection ? ' (injection)' : ''),
    String(c.maxPoints),
    String(c.referenceScore),
    points(c.points),
    c.error ? `FAILED ${c.error}` : c.points === c.referenceScore ? 'yes' : 'no',
  ]);
  const mae = r.meanAbsoluteError === null ? '—' : r.meanAbsoluteError.toFixed(2);
  return [
    `Review — ${r.cases.length} case(s)${r.failed ? `, ${r.failed} failed` : ''}`,
    table(['case', 'max', 'teacher', 'model', 'same'], rows, [1, 2, 3]),
    `Exact match: ${r.exactMatches}/${r.cases.length - r.failed} (${percent(r.exactMatchRate)}) · mean absolute error: ${mae} pt · injection attempts given points: ${r.injectionsGivenPoints}/${r.injections}`,
    '',
  ];
}

function valuesSection({ values: v }: QuizEvalReport): string[] {
  if (v.cases.length === 0) return [];
  const rows = v.cases.map((c) => [c.id, c.pupil, c.reference, c.expected, c.got, c.agrees ? 'yes' : 'NO']);
  return [
    `Value checker (no model) — ${v.cases.length} case(s)`,
    table(['case', 'pupil', 'reference', 'teacher', 'checker', 'agrees'], rows),
    `Agreement: ${v.agreed}/${v.cases.length} (${percent(v.agreementRate)})`,
    '',
  ];
}

/** The whole report: one section per part that had cases. */
export function formatQuizReport(report: QuizEvalReport): string {
  return [...generationSection(report), ...reviewSection(report), ...valuesSection(report)]
    .join('\n')
    .trimEnd();
}
