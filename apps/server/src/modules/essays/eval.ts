import { countWords, ESSAY_EXAMS, type EssayExam } from '@kreda/shared/essays';
import type { AppServices } from '../../core/deps.ts';
import { AiError, type AiObjectInput, type AiService } from '../../platform/ai/ai.ts';
import { createLogger } from '../../platform/logger.ts';
import { type EssayCase, loadEssayCases } from './eval-cases.ts';
import {
  type EssayCaseResult,
  type EssayEvalReport,
  type ExamAgreement,
  formatEssayReport,
} from './eval-report.ts';
import { agreementOf, combineAgreements } from './eval-stats.ts';
import { bundledCriteriaSets, type CriteriaSet } from './exams.ts';
import {
  finishGrading,
  GRADE_SCHEMA_NAME,
  gradeEssay,
  gradingProblems,
  type ModelGrading,
  precheckEssay,
} from './grading.ts';

/*
 * `npm run eval -- essays` (docs/ai-tools.md §5): the essay grader's own path — the pre-check, the
 * grading with its prompt, schema, temperature 0 and one retry (`gradeEssay`), then the exam's
 * rules applied by code (`finishGrading`) — run against the configured model on essays a teacher
 * scored, with the figures that say how far the model can be trusted to grade for Kreda: how many
 * gradings are valid, and how close the points are to the teacher's per criterion and in total.
 */

/** Kinds of problems `gradingProblems` finds, told apart by the Polish text it writes. */
const PROBLEM_KINDS: [kind: string, pattern: RegExp][] = [
  ['missingCriterion', /Brakuje oceny kryterium/],
  ['outOfRange', /dozwolone są liczby całkowite/],
  ['repeatedCriterion', /oceniono dwa razy/],
  ['unknownCriterion', /nie istnieje w tym egzaminie/],
];

/** The kind of one problem message of `gradingProblems` ('other' for one this list does not know). */
export function problemKind(problem: string): string {
  return PROBLEM_KINDS.find(([, pattern]) => pattern.test(problem))?.[0] ?? 'other';
}

const kindsOf = (problems: readonly string[]) => [...new Set(problems.map(problemKind))];

/** Who the calls are accounted to (the eval stores nothing). */
const EVAL_USER = 'eval';
const SILENT = createLogger('silent');
/** The product's functions take the app's services; the eval has only the AI. */
const servicesOf = (ai: AiService) => ({ ai }) as AppServices;

/** An AiError's code and finer reason (e.g. `AI_FAILED (HTTP_500)`), else the error's message. */
function errorText(error: unknown): string {
  if (error instanceof AiError) return `${error.code}${error.reason ? ` (${error.reason})` : ''}`;
  return error instanceof Error ? error.message : String(error);
}

/** The AI service, keeping every grading answer the product's grader receives (to tell a retry). */
function recordingGradings(ai: AiService): { service: AiService; answers: ModelGrading[] } {
  const answers: ModelGrading[] = [];
  const service: AiService = {
    ...ai,
    async generateObject<T>(input: AiObjectInput<T>): Promise<T> {
      const value = await ai.generateObject(input);
      if (input.schemaName === GRADE_SCHEMA_NAME) answers.push(value as ModelGrading);
      return value;
    },
  };
  return { service, answers };
}

/** A case's result before anything ran: no verdict, no points. */
function blankResult(c: EssayCase, words: number): EssayCaseResult {
  return {
    id: c.id,
    exam: c.exam,
    words,
    expectRefusal: c.expectRefusal,
    status: 'failed',
    refusal: null,
    accepted: null,
    retriedFor: [],
    invalid: [],
    expected: c.expected
      ? Object.fromEntries(Object.entries(c.expected.criteria).map(([id, e]) => [id, e.points]))
      : null,
    expectedTotal: c.expected?.total ?? null,
    points: null,
    total: null,
    modelTotal: null,
    rules: [],
    error: null,
  };
}

/** One case along the product's path: pre-check, grading (one retry), the exam's rules. */
async function runCase(ai: AiService, set: CriteriaSet, c: EssayCase): Promise<EssayCaseResult> {
  const order = { temat: c.temat, content: c.content, dysleksja: c.dysleksja };
  const words = countWords(c.content);
  const result = blankResult(c, words);
  let refusal: string | null;
  try {
    refusal = await precheckEssay({ services: servicesOf(ai) }, { userId: EVAL_USER, set, order });
  } catch (error) {
    return { ...result, error: `pre-check: ${errorText(error)}` };
  }
  if (refusal) return { ...result, status: 'refused', refusal };
  if (c.expectRefusal) return { ...result, status: 'notRefused' };

  const recorder = recordingGradings(ai);
  const deps = { services: servicesOf(recorder.service), logger: SILENT };
  let model: ModelGrading;
  try {
    model = await gradeEssay(deps, { userId: EVAL_USER, set, order, words });
  } catch (error) {
    const [first, second] = recorder.answers;
    const retriedFor = first ? kindsOf(gradingProblems(set, first)) : [];
    if (second)
      return { ...result, status: 'invalid', retriedFor, invalid: kindsOf(gradingProblems(set, second)) };
    if (error instanceof AiError && error.reason === 'INVALID_OUTPUT')
      return { ...result, status: 'invalid', retriedFor, invalid: ['invalidJson'] };
    return { ...result, retriedFor, error: errorText(error) };
  }
  const [first] = recorder.answers;
  const retried = recorder.answers.length > 1;
  const finished = finishGrading(set, order, words, model);
  return {
    ...result,
    status: 'graded',
    accepted: retried ? 'retry' : 'first',
    retriedFor: retried && first ? kindsOf(gradingProblems(set, first)) : [],
    points: Object.fromEntries(finished.grading.kryteria.map((k) => [k.id, k.points])),
    total: finished.grading.zdobytePunkty,
    modelTotal: model.suma,
    rules: finished.grading.zasady,
  };
}

const count = (lists: readonly string[][]) => {
  const counts: Record<string, number> = {};
  for (const list of lists) for (const kind of list) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
};
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

type Scored = EssayCaseResult & { points: Record<string, number>; total: number };

/** Agreement per exam (criteria and totals) over the graded cases with a teacher's points. */
function agreementByExam(results: readonly EssayCaseResult[], sets: ReadonlyMap<EssayExam, CriteriaSet>) {
  const scored = results.filter(
    (r): r is Scored => r.status === 'graded' && r.points !== null && r.total !== null && r.expected !== null,
  );
  const exams: ExamAgreement[] = [];
  for (const exam of ESSAY_EXAMS) {
    const set = sets.get(exam);
    const mine = scored.filter((r) => r.exam === exam);
    if (!set || mine.length === 0) continue;
    exams.push({
      exam,
      cases: mine.length,
      criteria: set.criteria.map((def) => ({
        id: def.id,
        maxPoints: def.maxPoints,
        ...agreementOf(
          mine.map((r) => [r.expected?.[def.id] ?? 0, r.points[def.id] ?? 0] as const),
          def.maxPoints,
        ),
      })),
      total: {
        maxPoints: set.total,
        ...agreementOf(
          mine.map((r) => [r.expectedTotal ?? 0, r.total] as const),
          set.total,
        ),
      },
    });
  }
  return {
    exams,
    overall: {
      cases: scored.length,
      criteria: combineAgreements(exams.flatMap((e) => e.criteria)),
      total: combineAgreements(exams.map((e) => e.total)),
    },
  };
}

/** Runs every case one after another (a local model serves one request well, not ten). */
export async function runEssayEval(
  ai: AiService,
  sets: ReadonlyMap<EssayExam, CriteriaSet>,
  cases: readonly EssayCase[],
  progress: (line: string) => void = () => {},
): Promise<EssayEvalReport> {
  const results: EssayCaseResult[] = [];
  for (const [i, c] of cases.entries()) {
    progress(`essay ${i + 1}/${cases.length}: ${c.id}`);
    const set = sets.get(c.exam);
    if (!set) throw new Error(`no criteria for ${c.exam}`); // the case file check refuses these
    results.push(await runCase(ai, set, c));
  }
  const answered = results.filter((r) => r.status !== 'failed');
  const shouldRefuse = answered.filter((r) => r.expectRefusal);
  const essays = answered.filter((r) => !r.expectRefusal);
  const gradings = results.filter((r) => r.status === 'graded' || r.status === 'invalid');
  const accepted = gradings.filter((r) => r.status === 'graded');
  const acceptedFirst = accepted.filter((r) => r.accepted === 'first').length;
  return {
    tool: 'essays',
    cases: results,
    failed: results.length - answered.length,
    precheck: {
      refusalCases: shouldRefuse.length,
      refused: shouldRefuse.filter((r) => r.status === 'refused').length,
      essays: essays.length,
      wronglyRefused: essays.filter((r) => r.status === 'refused').length,
    },
    validity: {
      gradings: gradings.length,
      acceptedFirst,
      acceptedRetry: accepted.length - acceptedFirst,
      invalid: gradings.length - accepted.length,
      validityRate: rate(accepted.length, gradings.length),
      firstTryRate: rate(acceptedFirst, gradings.length),
      retriedFor: count(gradings.map((r) => r.retriedFor)),
      invalidKinds: count(gradings.map((r) => r.invalid)),
      modelTotalDiffers: accepted.filter((r) => r.modelTotal !== null && r.modelTotal !== r.total).length,
    },
    agreement: agreementByExam(results, sets),
  };
}

/** At most `limit` cases of each exam, and at most `limit` of the texts to be refused, in file order. */
export function limitCases(cases: readonly EssayCase[], limit: number | undefined): EssayCase[] {
  if (limit === undefined) return [...cases];
  const taken = new Map<string, number>();
  return cases.filter((c) => {
    const part = c.expectRefusal ? 'refusal' : c.exam;
    const n = taken.get(part) ?? 0;
    taken.set(part, n + 1);
    return n < limit;
  });
}

/** The essay grader's entry in the eval registry (`cli/evals.ts`). */
export const essayEval = {
  description: 'essay grading (validity, agreement with a teacher per criterion, QWK) and the pre-check',
  async run(input: {
    ai: AiService;
    casePaths: readonly string[];
    limit: number | undefined;
    progress: (line: string) => void;
  }): Promise<{ report: EssayEvalReport; text: string }> {
    const sets = await bundledCriteriaSets();
    const cases = limitCases(await loadEssayCases(input.casePaths, sets), input.limit);
    const report = await runEssayEval(input.ai, sets, cases, input.progress);
    return { report, text: formatEssayReport(report) };
  },
};
