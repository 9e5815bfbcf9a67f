import { fileURLToPath } from 'node:url';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { AiError, type AiService } from '../../platform/ai/ai.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { compareMathAnswers } from '../../platform/math/math-answer.ts';
import { indexResult } from './result-source.ts';
import { storeScore } from './service.ts';
import { type QuizQuestionRow, quizAnswers, quizQuestions } from './tables.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

export const REVIEW_SCHEMA_NAME = 'quiz_review';
export const reviewSchema = z.object({
  points: z.number(),
  maxPoints: z.number(),
  good: z.string(),
  missing: z.string(),
  modelAnswer: z.string(),
});
export type ModelReview = z.infer<typeof reviewSchema>;

export const AI_OFF_REVIEW =
  'AI nie jest skonfigurowane – tej odpowiedzi nie oceniono; liczy się jako 0 punktów.';

/**
 * The points of a review as code computes them (docs/ai-tools.md §1: the model's number is an
 * input to check): scaled when the model used another maximum, clamped to 0…max, in halves.
 */
export function reviewPoints(review: Pick<ModelReview, 'points' | 'maxPoints'>, max: number): number {
  const raw = Number.isFinite(review.points) ? review.points : 0;
  const scaled = review.maxPoints > 0 && review.maxPoints !== max ? (raw * max) / review.maxPoints : raw;
  return Math.min(max, Math.max(0, Math.round(scaled * 2) / 2));
}

/** A value answer checked by value: full points, none, or null when it cannot be read as maths. */
export function valueVerdict(
  question: Pick<QuizQuestionRow, 'expectsValue' | 'referenceAnswer' | 'points'>,
  answer: string,
) {
  if (!question.expectsValue) return null;
  const check = compareMathAnswers(answer, question.referenceAnswer);
  if (check.kind === 'unparsable') return null;
  const correct = check.kind === 'equal';
  return { isCorrect: correct, points: correct ? question.points : 0 };
}

/** After an answer's verdict: the finished attempt's score is stored again, and subscribers told. */
export async function finishReview(deps: Pick<Deps, 'db' | 'pubsub'>, resultId: string) {
  await storeScore(deps.db, resultId);
  await indexResult(deps, resultId);
  deps.pubsub.publish('quizResult', resultId, { id: resultId });
}

/** What the model needs to review an open answer (a question row is one). */
export interface ReviewTask {
  question: string;
  referenceAnswer: string;
  /** The passage's text; null for a set reading's question (no passage). */
  passage: string | null;
  /** The question's maximum. */
  points: number;
}

/**
 * The model's review of one answer at temperature 0, before code computes its points
 * (`reviewPoints`): pure, so the eval (`eval.ts`) asks exactly as the product does.
 */
export async function modelReview(
  ai: AiService,
  task: ReviewTask,
  answer: string,
  userId: string | null,
  signal?: AbortSignal,
): Promise<ModelReview> {
  const system = await loadPrompt(PROMPTS, 'quiz-review', {
    maxPoints: task.points,
    question: task.question,
    reference: task.referenceAnswer,
    passage: task.passage ?? '(pytanie z wiedzy ogólnej o lekturze – brak fragmentu)',
  });
  return ai.generateObject({
    meta: { userId, action: 'QUIZ_GENERATION' },
    system,
    messages: [{ role: 'user', content: `Odpowiedź ucznia:\n${answer}` }],
    schema: reviewSchema,
    schemaName: REVIEW_SCHEMA_NAME,
    temperature: 0,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Reviews one open answer once: by value when the checker can read it, else by the model with the
 * question's reference answer and passage. Idempotent: an answer with a verdict is left alone.
 */
export async function reviewAnswer(deps: Deps, answerId: string, signal?: AbortSignal): Promise<void> {
  const [row] = await deps.db
    .select({ answer: quizAnswers, question: quizQuestions })
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .where(eq(quizAnswers.id, answerId));
  if (!row || row.answer.isCorrect !== null) return;
  const { answer, question } = row;
  const byValue = valueVerdict(question, answer.userAnswer);
  let update: Partial<typeof quizAnswers.$inferInsert>;
  if (byValue) update = byValue;
  else if (!deps.services.ai.has('main'))
    update = { isCorrect: false, points: 0, reviewError: AI_OFF_REVIEW };
  else {
    let review: ModelReview;
    try {
      const task = { ...question, passage: question.passage?.text ?? null };
      review = await modelReview(deps.services.ai, task, answer.userAnswer, answer.userId, signal);
    } catch (error) {
      if (error instanceof AiError && error.code === 'AI_NOT_CONFIGURED')
        review = { points: 0, maxPoints: question.points, good: '', missing: AI_OFF_REVIEW, modelAnswer: '' };
      else throw error;
    }
    const points = reviewPoints(review, question.points);
    update = {
      isCorrect: points >= question.points,
      points,
      review: {
        good: review.good.trim() || '—',
        missing: review.missing.trim() || '—',
        modelAnswer: review.modelAnswer.trim() || question.referenceAnswer,
      },
    };
  }
  const [saved] = await deps.db
    .update(quizAnswers)
    .set(update)
    .where(and(eq(quizAnswers.id, answer.id), isNull(quizAnswers.isCorrect)))
    .returning({ resultId: quizAnswers.quizResultId });
  if (saved) await finishReview(deps, saved.resultId);
}
