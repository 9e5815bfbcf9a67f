import { AiError, type AiService } from '../../platform/ai/ai.ts';
import { compareMathAnswers } from '../../platform/math/math-answer.ts';
import { type GenerationCase, loadQuizCases, type QuizCases, type ReviewCase } from './eval-cases.ts';
import {
  formatQuizReport,
  type GenerationResult,
  type QuizEvalReport,
  type ReviewResult,
} from './eval-report.ts';
import { passagesGrounding, questionsRequest, quizPrompt } from './generation.ts';
import { modelReview, reviewPoints } from './review.ts';
import type { QuizPassage } from './tables.ts';
import {
  type GeneratedQuestion,
  generatedQuizSchema,
  QUIZ_SCHEMA_NAME,
  sortQuestions,
} from './validation.ts';

/*
 * `npm run eval -- quiz` (docs/ai-tools.md §5): the product's own prompts, schema, checks and point
 * rules run against the configured model on a case set, and the figures that say how good the
 * model is for Kreda: how many generated items pass the checks (and why the others fail), where
 * the model puts the key before the server shuffles, and how close its reviews come to a teacher's.
 */

/** Kinds of problems `validation.ts` finds, told apart by the Polish problem text it writes. */
const PROBLEM_KINDS: [kind: string, pattern: RegExp][] = [
  ['keyMissing', /klucz \(correctOptionId\)/],
  ['duplicateOptions', /odpowiedzi powtarzają się/],
  ['orderDependentOption', /wszystkie powyższe/],
  ['optionCount', /musi mieć od \d+ do \d+ odpowiedzi/],
  ['optionIds', /identyfikatory odpowiedzi/],
  ['emptyOption', /każda odpowiedź musi mieć treść/],
  ['badPassage', /musi wskazywać fragment/],
  ['repeat', /już było/],
  ['wrongKind', /niedozwolony rodzaj pytania/],
  ['emptyQuestion', /puste pytanie/],
  ['noExplanation', /brak wyjaśnienia/],
  ['noReferenceAnswer', /brak wzorcowej odpowiedzi/],
  ['valueInTheory', /w quizie z teorii/],
  ['unreadableValue', /wynik zadania/],
  ['tooLong', /za długa/],
];

/** The kind of one problem message of `validation.ts` ('other' for one this list does not know). */
export function problemKind(problem: string): string {
  return PROBLEM_KINDS.find(([, pattern]) => pattern.test(problem))?.[0] ?? 'other';
}

const POSITIONS = 5; // options A–E
/** χ² at p = 0.01 by degrees of freedom (positions a key could take, less one). */
const CHI_SQUARE_CRITICAL = [0, 6.635, 9.21, 11.345, 13.277];
/** Fewer closed items than this say nothing about a skew. */
export const SKEW_MIN_ITEMS = 8;

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);
/** An AiError's code and finer reason (e.g. `AI_FAILED (HTTP_500)`), else the error's message. */
function errorText(error: unknown): string {
  if (error instanceof AiError) return `${error.code}${error.reason ? ` (${error.reason})` : ''}`;
  return error instanceof Error ? error.message : String(error);
}

/** Where each closed item's key stands among its options, as the model wrote them (0 = first). */
function keyPositionsOf(items: readonly GeneratedQuestion[]): number[] {
  const counts = new Array<number>(POSITIONS).fill(0);
  for (const item of items) {
    if (item.kind !== 'ZAMKNIETE' || item.options.length > POSITIONS) continue;
    const at = item.options.findIndex((o) => o.id.trim() === item.correctOptionId?.trim());
    if (at >= 0) counts[at] = (counts[at] ?? 0) + 1;
  }
  return counts;
}

/**
 * χ² of the key positions against a key placed by chance among each item's options (expected
 * counts from the option counts, so 3-option and 5-option items mix fairly).
 */
export function keySkew(items: readonly GeneratedQuestion[]): QuizEvalReport['generation']['keySkew'] {
  const observed = keyPositionsOf(items);
  const expected = new Array<number>(POSITIONS).fill(0);
  let n = 0;
  for (const item of items) {
    if (item.kind !== 'ZAMKNIETE' || item.options.length > POSITIONS) continue;
    if (!item.options.some((o) => o.id.trim() === item.correctOptionId?.trim())) continue;
    n++;
    for (let p = 0; p < item.options.length; p++) expected[p] = (expected[p] ?? 0) + 1 / item.options.length;
  }
  const used = expected.map((e, p) => [observed[p] ?? 0, e] as const).filter(([, e]) => e > 0);
  if (n < SKEW_MIN_ITEMS || used.length < 2) return null;
  const chiSquare = used.reduce((sum, [o, e]) => sum + (o - e) ** 2 / e, 0);
  const critical = CHI_SQUARE_CRITICAL[used.length - 1] ?? Number.POSITIVE_INFINITY;
  return { items: n, chiSquare: Math.round(chiSquare * 100) / 100, critical, skewed: chiSquare > critical };
}

/** One generation case: the product's prompt and schema, the model's first answer, the checks. */
async function generationCase(
  ai: AiService,
  c: GenerationCase,
): Promise<{ result: GenerationResult; items: GeneratedQuestion[] }> {
  const passages: QuizPassage[] = c.passages.map((p, ordinal) => ({
    sourceKind: 'EVAL',
    sourceId: c.id,
    sourceName: p.source,
    page: p.page,
    startSeconds: null,
    ordinal,
    text: p.text,
  }));
  const order = { questionTypes: c.kinds, detailScale: c.difficulty, type: c.content };
  const result: GenerationResult = {
    id: c.id,
    asked: c.count,
    returned: 0,
    valid: 0,
    validityRate: null,
    problems: {},
    keyPositions: new Array<number>(POSITIONS).fill(0),
    error: null,
  };
  let items: GeneratedQuestion[];
  try {
    const system = await quizPrompt(
      c.workspace,
      order,
      { grounding: passagesGrounding(passages), focus: '' },
      c.count,
      [],
    );
    ({ questions: items } = await ai.generateObject({
      meta: { userId: null, action: 'QUIZ_EVAL' },
      system,
      messages: [{ role: 'user', content: questionsRequest(c.count) }],
      schema: generatedQuizSchema,
      schemaName: QUIZ_SCHEMA_NAME,
    }));
  } catch (error) {
    return { result: { ...result, error: errorText(error) }, items: [] };
  }
  const rules = { questionTypes: c.kinds, practice: c.content === 'PRACTICE', passageCount: passages.length };
  const sorted = sortQuestions(items, rules, new Set());
  for (const { problems } of sorted.rejected)
    for (const kind of new Set(problems.map(problemKind)))
      result.problems[kind] = (result.problems[kind] ?? 0) + 1;
  return {
    result: {
      ...result,
      returned: items.length,
      valid: sorted.accepted.length,
      validityRate: rate(sorted.accepted.length, items.length),
      keyPositions: keyPositionsOf(items),
    },
    items,
  };
}

async function reviewCase(ai: AiService, c: ReviewCase): Promise<ReviewResult> {
  const result = {
    id: c.id,
    maxPoints: c.maxPoints,
    referenceScore: c.referenceScore,
    injection: c.injection,
  };
  try {
    const task = {
      question: c.question,
      referenceAnswer: c.referenceAnswer,
      passage: c.passage,
      points: c.maxPoints,
    };
    const review = await modelReview(ai, task, c.answer, null);
    return { ...result, points: reviewPoints(review, c.maxPoints), error: null };
  } catch (error) {
    return { ...result, points: null, error: errorText(error) };
  }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Runs every case one after another (a local model serves one request well, not ten). */
export async function runQuizEval(
  ai: AiService,
  cases: QuizCases,
  progress: (line: string) => void = () => {},
): Promise<QuizEvalReport> {
  const generated: GenerationResult[] = [];
  const items: GeneratedQuestion[] = [];
  for (const [i, c] of cases.generation.entries()) {
    progress(`generation ${i + 1}/${cases.generation.length}: ${c.id}`);
    const outcome = await generationCase(ai, c);
    generated.push(outcome.result);
    items.push(...outcome.items);
  }
  const reviewed: ReviewResult[] = [];
  for (const [i, c] of cases.review.entries()) {
    progress(`review ${i + 1}/${cases.review.length}: ${c.id}`);
    reviewed.push(await reviewCase(ai, c));
  }
  const values = cases.values.map((c) => {
    const got = compareMathAnswers(c.pupil, c.reference).kind;
    return { ...c, got, agrees: got === c.expected };
  });

  const problems: Record<string, number> = {};
  for (const r of generated)
    for (const [k, n] of Object.entries(r.problems)) problems[k] = (problems[k] ?? 0) + n;
  const returned = sum(generated.map((r) => r.returned));
  const valid = sum(generated.map((r) => r.valid));
  const scored = reviewed.filter((r): r is ReviewResult & { points: number } => r.points !== null);
  const exact = scored.filter((r) => r.points === r.referenceScore).length;
  const agreed = values.filter((v) => v.agrees).length;
  return {
    tool: 'quiz',
    generation: {
      cases: generated,
      failed: generated.filter((r) => r.error).length,
      asked: sum(generated.map((r) => r.asked)),
      returned,
      valid,
      validityRate: rate(valid, returned),
      problems,
      keyPositions: keyPositionsOf(items),
      keySkew: keySkew(items),
    },
    review: {
      cases: reviewed,
      failed: reviewed.length - scored.length,
      exactMatches: exact,
      exactMatchRate: rate(exact, scored.length),
      meanAbsoluteError: rate(sum(scored.map((r) => Math.abs(r.points - r.referenceScore))), scored.length),
      injections: reviewed.filter((r) => r.injection).length,
      injectionsGivenPoints: scored.filter((r) => r.injection && r.points > 0).length,
    },
    values: { cases: values, agreed, agreementRate: rate(agreed, values.length) },
  };
}

/** The quiz's entry in the eval registry (`cli/evals.ts`). */
export const quizEval = {
  description: 'quiz questions (validity, key positions) and open-answer reviews against a teacher',
  async run(input: {
    ai: AiService;
    casePaths: readonly string[];
    limit: number | undefined;
    progress: (line: string) => void;
  }): Promise<{ report: QuizEvalReport; text: string }> {
    const all = await loadQuizCases(input.casePaths);
    const cut = <T>(list: T[]) => (input.limit === undefined ? list : list.slice(0, input.limit));
    const cases = { generation: cut(all.generation), review: cut(all.review), values: cut(all.values) };
    const report = await runQuizEval(input.ai, cases, input.progress);
    return { report, text: formatQuizReport(report) };
  },
};
