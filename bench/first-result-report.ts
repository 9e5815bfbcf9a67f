import type { AfterStart, FirstResultBenchResult, Percentiles } from './first-result.ts';
import type { QuizBenchResult } from './quiz.ts';
import type { TestSolverBenchResult } from './testsolver.ts';

/*
 * The report's sections for the waits measured as bench/first-result.ts says: the quiz's first
 * question, the essay's first part, the grading, the word-base extraction, the test solver (the
 * whole test and its first solved task).
 */

const ms = (value: number) => value.toFixed(1);
const pair = (p: Percentiles) => `p50 ${ms(p.p50)} / p95 ${ms(p.p95)} ms`;

function waitLines(
  r: Pick<FirstResultBenchResult, 'model' | 'product' | 'overhead' | 'ratio' | 'overTarget'> & {
    targetMs: number;
  },
  path: string,
): string[] {
  return [
    `  fake AI directly (the same request bodies)   ${pair(r.model)}`,
    `  through Kreda (${path})   ${pair(r.product)}`,
    `  overhead (Kreda − fake, per run; target p95 ≤ ${r.targetMs} ms)   ${pair(r.overhead)}${r.overTarget ? '  ⚠ over' : ''}`,
    `  ratio (p50 ÷ p50) ${r.ratio.toFixed(1)}`,
  ];
}

const afterStartLines = (a: AfterStart | null, what: string): string[] =>
  a
    ? [
        `  just after the start (the first ${a.runs} ${what}, kept out of the above): overhead p50 ` +
          `${ms(a.overhead.p50)} / p95 ${ms(a.overhead.p95)} ms`,
      ]
    : [];

export function formatFirstResult(r: FirstResultBenchResult): string[] {
  const steps = Object.entries(r.phases)
    .map(([name, value]) => `${name} ${ms(value)}`)
    .join(', ');
  return [
    `${r.entry}: ${r.what}; ${r.runs} runs, ${r.pupils} pupils, each pupil's first order discarded${r.afterStart ? ", the first pupils' orders reported apart" : ''}:`,
    ...waitLines(r, 'order → first result read'),
    `  p50 ms from sending: ${steps} (${r.modelCalls} model calls per run)`,
    ...afterStartLines(r.afterStart, 'orders'),
  ];
}

export function formatQuiz(q: QuizBenchResult): string[] {
  const { phases } = q;
  return [
    `Quiz to its first question (${q.runs} quizzes of ${q.questionCount} closed questions, ${q.pupils} pupil${q.pupils === 1 ? '' : 's'}, ` +
      `each pupil's first quiz discarded, the first pupils' quizzes reported apart; ready = the newQuizWorkspace event over graphql-ws, then getQuizWorkspaceById):`,
    ...waitLines({ ...q, targetMs: q.budgetMs, overTarget: q.overBudget }, 'generatequiz → questions read'),
    `  p50 from sending generatequiz: answered ${ms(phases.ordered)} ms, job started (INITIAL_PENDING event) ` +
      `${ms(phases.jobStarted)} ms, the job asks the model ${ms(phases.modelAsked)} ms, ready event ` +
      `${ms(phases.readyEvent)} ms, questions read ${ms(phases.visible)} ms (${q.modelCalls} model calls, ≥ ${q.questions} questions per quiz)`,
    ...afterStartLines(q.afterStart, 'quizzes'),
  ];
}

export function formatTestSolver(t: TestSolverBenchResult): string[] {
  const sum = t.taskSeconds.reduce((a, b) => a + b, 0);
  return [
    `Test solver, a whole test (${t.tasks} tasks in a 2-page PDF, the fake model taking ${Math.min(...t.taskSeconds)}–${Math.max(...t.taskSeconds)} s ` +
      `per task, ${sum.toFixed(1)} s one after another; TEST_SOLVER_CONCURRENCY=${t.concurrency}; median of ${t.runs} runs):`,
    `  sent → every task cut (extraction) ${t.extractionMs.toFixed(0)} ms; the slowest task at the model ${t.slowestTaskMs.toFixed(0)} ms; ` +
      `sent → SOLVED (wall) ${t.wallMs.toFixed(0)} ms`,
    `  ratio wall ÷ (extraction + slowest) ${t.ratio.toFixed(2)}; target ≤ ${t.target}${t.overTarget ? '  ⚠ over' : ''}`,
    ...formatFirstResult(t.firstTask),
  ];
}
