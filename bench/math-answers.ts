import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ANSWER_CASES, type AnswerKind } from '../apps/server/src/platform/math/answer-cases.ts';
import { readExpression } from '../apps/server/src/platform/math/expression.ts';
import { compareMathAnswers } from '../apps/server/src/platform/math/math-answer.ts';

/**
 * The maths answer reader (platform/math, ADR 021) in this process, no server: every pair of the
 * table in `answer-cases.ts` checked ROUNDS times (the first round discarded), the time of one
 * check per kind (p50/p99), the recall on equivalent forms and the near misses accepted (the
 * teacher says different, the reader equal: must be 0). Baseline, measured in the same run: the
 * two mathjs parses every check needs at least (`readExpression` of a plain-number pair's two
 * sides). Cold: the first check in a fresh process, when mathjs loads (median of COLD_RUNS child
 * processes). Reported, never asserted; a check over 50 ms (p99) is a warning.
 * `node --import tsx bench/math-answers.ts` runs it alone.
 */

export interface MathKindResult {
  kind: AnswerKind | 'all';
  equivalents: number;
  /** Share of the equivalent forms judged equal. */
  recall: number;
  nearMisses: number;
  /** Near misses judged equal (a wrong answer with full marks). */
  accepted: number;
  /** Near misses judged different rather than left to the AI. */
  refused: number;
  p50: number;
  p99: number;
}

export interface MathAnswersBenchResult {
  cases: number;
  rounds: number;
  kinds: MathKindResult[];
  /** Two readExpression calls of a plain-number pair (mathjs parse, allow-list, compile). */
  baseline: { p50: number; p99: number };
  /** all p50 ÷ baseline p50, all p99 ÷ baseline p99. */
  ratio: { p50: number; p99: number };
  /** The first check in a fresh process, mathjs loading (median). */
  coldFirstCheckMs: number;
  targetMs: number;
  overTarget: boolean;
}

const ROUNDS = Number(process.env.BENCH_MATH_ROUNDS ?? 6);
const COLD_RUNS = 3;
const TARGET_MS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function kindResult(
  kind: MathKindResult['kind'],
  cases: typeof ANSWER_CASES,
  times: number[],
): MathKindResult {
  const equivalents = cases.filter((c) => c.teacher === 'equal');
  const misses = cases.filter((c) => c.teacher === 'different');
  const verdict = (c: (typeof ANSWER_CASES)[number]) => compareMathAnswers(c.pupil, c.reference).kind;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    kind,
    equivalents: equivalents.length,
    recall: round(equivalents.filter((c) => verdict(c) === 'equal').length / Math.max(1, equivalents.length)),
    nearMisses: misses.length,
    accepted: misses.filter((c) => verdict(c) === 'equal').length,
    refused: misses.filter((c) => verdict(c) === 'different').length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
  };
}

function measureCold(): number {
  const self = fileURLToPath(import.meta.url);
  const runs = Array.from({ length: COLD_RUNS }, () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--cold'], {
      cwd: path.resolve(path.dirname(self), '..'),
      encoding: 'utf8',
    });
    return Number(out.trim().split('\n').at(-1));
  });
  return round(median(runs), 0);
}

/** Runs the table, the baseline and the cold start; `progress` gets a line per phase. */
export function runMathAnswersBench(progress: (line: string) => void = () => {}): MathAnswersBenchResult {
  progress(`  cold start in ${COLD_RUNS} fresh processes…`);
  const coldFirstCheckMs = measureCold();
  const plain = ANSWER_CASES.filter((c) => c.kind === 'number');
  const times = new Map<string, number[]>();
  const baseline: number[] = [];
  progress(`  ${ANSWER_CASES.length} pairs × ${ROUNDS} rounds…`);
  for (let r = 0; r < ROUNDS; r++) {
    for (const c of ANSWER_CASES) {
      const took = timed(() => compareMathAnswers(c.pupil, c.reference));
      if (r > 0) times.set(c.kind, [...(times.get(c.kind) ?? []), took]);
    }
    for (const c of plain) {
      const took = timed(() => [readExpression(c.pupil), readExpression(c.reference)]);
      if (r > 0) baseline.push(took);
    }
  }
  const kinds = [...times.keys()] as AnswerKind[];
  const rows = kinds.map((kind) =>
    kindResult(
      kind,
      ANSWER_CASES.filter((c) => c.kind === kind),
      times.get(kind) ?? [],
    ),
  );
  const all = kindResult('all', ANSWER_CASES, [...times.values()].flat());
  const base = [...baseline].sort((a, b) => a - b);
  const baselineStats = { p50: round(percentile(base, 50)), p99: round(percentile(base, 99)) };
  return {
    cases: ANSWER_CASES.length,
    rounds: ROUNDS - 1,
    kinds: [...rows, all],
    baseline: baselineStats,
    ratio: {
      p50: round(all.p50 / Math.max(baselineStats.p50, 1e-6), 2),
      p99: round(all.p99 / Math.max(baselineStats.p99, 1e-6), 2),
    },
    coldFirstCheckMs,
    targetMs: TARGET_MS,
    overTarget: all.p99 > TARGET_MS,
  };
}

/** The `math-answers` entry of `npm run bench`: runs, and warns when a check's p99 is over the target. */
export function measureMathAnswers(warnings: string[]): MathAnswersBenchResult {
  console.log('▸ Maths answers, the reader on its table of pairs (in-process)…');
  const result = runMathAnswersBench((line) => console.log(line));
  const p99 = result.kinds.at(-1)?.p99 ?? 0;
  if (result.overTarget)
    warnings.push(`maths answers: a check takes ${p99} ms at p99, over ${result.targetMs} ms`);
  return result;
}

export function formatMathAnswers(m: MathAnswersBenchResult): string[] {
  const header = ['kind', 'equivalent', 'recall', 'near misses', 'accepted', 'refused', 'p50 ms', 'p99 ms'];
  const rows = m.kinds.map((k) => [
    k.kind,
    String(k.equivalents),
    `${Math.round(k.recall * 100)}%`,
    String(k.nearMisses),
    String(k.accepted),
    String(k.refused),
    k.p50.toFixed(3),
    k.p99.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [
    `Maths answers (platform/math, in process): ${m.cases} pairs × ${m.rounds} measured rounds; ` +
      `the first check in a fresh process ${m.coldFirstCheckMs} ms (mathjs loads)`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    `baseline (two mathjs parses of a plain-number pair): p50 ${m.baseline.p50.toFixed(3)} ms, p99 ${m.baseline.p99.toFixed(3)} ms; ` +
      `a check ÷ baseline: p50 ${m.ratio.p50}, p99 ${m.ratio.p99}; target p99 ≤ ${m.targetMs} ms`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // In a child process: mathjs is not loaded until the first check (the modules above do not load it).
  if (process.argv.includes('--cold')) console.log(timed(() => compareMathAnswers('0,5', '1/2')));
  else console.log(formatMathAnswers(runMathAnswersBench((line) => console.log(line))).join('\n'));
}
