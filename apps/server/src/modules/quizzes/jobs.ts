import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { isDomainError } from '../../core/domain-error.ts';
import { AiError } from '../../platform/ai/ai.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { releaseUsageAt } from '../usage/index.ts';
import { NO_QUESTIONS, noticeOf, quizMaterial, writeQuestions } from './generation.ts';
import { finishReview, reviewAnswer } from './review.ts';
import { findQuiz, type QuizRow } from './service.ts';
import { quizAnswers, quizFlows, quizQuestions, quizzes } from './tables.ts';

export const GENERATE_JOB = 'quizzes-generate';
export const REVIEW_JOB = 'quizzes-review';

export interface GenerateJobData {
  quizId: string;
}
export interface ReviewJobData {
  answerId: string;
}

export const FAILED_MESSAGE = 'Nie udało się przygotować quizu. Spróbuj ponownie za chwilę.';
const AI_FAILED_MESSAGE = 'AI nie odpowiedziało poprawnie. Spróbuj ponownie za chwilę.';
const AI_OFF_MESSAGE = 'AI nie jest skonfigurowane – quizu nie da się teraz przygotować.';

/** Enqueues a quiz's generation inside the transaction that wrote it. */
export function enqueueGeneration(deps: Pick<Deps, 'services'>, db: DB, quizId: string) {
  return deps.services.jobs.send<GenerateJobData>(GENERATE_JOB, { quizId }, quizId, { db });
}

export function enqueueReview(deps: Pick<Deps, 'services'>, db: DB, answerId: string) {
  return deps.services.jobs.send<ReviewJobData>(REVIEW_JOB, { answerId }, answerId, { db });
}

function publishQuiz(deps: Pick<Deps, 'pubsub'>, quiz: Pick<QuizRow, 'id' | 'workspaceId'>) {
  deps.pubsub.publish('quizWorkspace', quiz.workspaceId, { id: quiz.id });
}

/**
 * Ends a quiz as failed with a Polish reason and gives the use of "generowanie quizów" back in the
 * period it was counted in — once, whoever gets here first (the flag is flipped in the same update).
 */
export async function failQuiz(deps: Pick<Deps, 'db' | 'pubsub'>, quizId: string, message: string) {
  const [failed] = await deps.db
    .update(quizzes)
    .set({ state: 'INITIAL_FAILED', error: message, usageReleased: true, updatedAt: sql`now()` })
    .where(and(eq(quizzes.id, quizId), sql`${quizzes.state} in ('CREATED', 'INITIAL_PENDING')`))
    .returning();
  if (!failed) return;
  await releaseUsageAt(deps.db, {
    userId: failed.userId,
    action: 'QUIZ_GENERATION',
    at: failed.usageReservedAt,
  });
  publishQuiz(deps, failed);
}

function failureMessage(error: unknown): string | null {
  if (error instanceof AiError)
    return error.code === 'AI_NOT_CONFIGURED' ? AI_OFF_MESSAGE : AI_FAILED_MESSAGE;
  if (isDomainError(error)) return error.message;
  return null;
}

/** Writes the questions and marks the quiz ready in one transaction, unless another run did it first. */
async function saveQuestions(
  deps: Pick<Deps, 'db'>,
  quiz: QuizRow,
  questions: Awaited<ReturnType<typeof writeQuestions>>,
  material: Awaited<ReturnType<typeof quizMaterial>>,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ state: quizzes.state })
      .from(quizzes)
      .where(eq(quizzes.id, quiz.id))
      .for('update');
    if (!locked || (locked.state !== 'CREATED' && locked.state !== 'INITIAL_PENDING')) return false;
    await tx.insert(quizQuestions).values(
      questions.map((q, i) => ({
        userId: quiz.userId,
        quizId: quiz.id,
        quizFlowId: quiz.quizFlowId,
        order: i + 1,
        kind: q.kind,
        question: q.question,
        options: q.options,
        correctOptionId: q.correctOptionId,
        referenceAnswer: q.referenceAnswer,
        expectsValue: q.expectsValue,
        explanation: q.explanation,
        points: q.points,
        passage: q.passage ? (material.passages[q.passage - 1] ?? null) : null,
        fingerprint: q.fingerprint,
      })),
    );
    await tx
      .update(quizzes)
      .set({
        state: 'INITIAL_READY',
        notice: noticeOf(quiz.requestedCount, questions.length, material),
        updatedAt: sql`now()`,
      })
      .where(eq(quizzes.id, quiz.id));
    await tx.update(quizFlows).set({ updatedAt: sql`now()` }).where(eq(quizFlows.id, quiz.quizFlowId));
    return true;
  });
}

/**
 * Writes a quiz: CREATED → INITIAL_PENDING → INITIAL_READY, or INITIAL_FAILED with a Polish reason
 * and the use given back. Idempotent: a finished quiz is left alone, and questions are saved with
 * the READY state in one transaction that first checks no other run finished it.
 */
export function generationJob(deps: Deps): JobDefinition<GenerateJobData> {
  return {
    name: GENERATE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * 60,
    concurrency: 2,
    async handler({ quizId }, { signal }) {
      const quiz = await findQuiz(deps.db, quizId);
      if (!quiz || (quiz.state !== 'CREATED' && quiz.state !== 'INITIAL_PENDING')) return;
      const [flow] = await deps.db.select().from(quizFlows).where(eq(quizFlows.id, quiz.quizFlowId));
      if (!flow) return;
      if (quiz.state === 'CREATED') {
        await deps.db
          .update(quizzes)
          .set({ state: 'INITIAL_PENDING', updatedAt: sql`now()` })
          .where(and(eq(quizzes.id, quiz.id), eq(quizzes.state, 'CREATED')));
        publishQuiz(deps, quiz);
      }
      let material: Awaited<ReturnType<typeof quizMaterial>>;
      let questions: Awaited<ReturnType<typeof writeQuestions>>;
      try {
        material = await quizMaterial(deps, quiz, flow);
        questions = await writeQuestions(deps, quiz, material, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        const message = failureMessage(error);
        if (message === null) throw error;
        await failQuiz(deps, quiz.id, message);
        return;
      }
      if (questions.length === 0) {
        await failQuiz(deps, quiz.id, NO_QUESTIONS);
        return;
      }
      if (await saveQuestions(deps, quiz, questions, material)) publishQuiz(deps, quiz);
    },
    onFinalFailure: ({ quizId }) => failQuiz(deps, quizId, FAILED_MESSAGE),
  };
}

export const REVIEW_FAILED = 'Nie udało się ocenić tej odpowiedzi – liczy się jako 0 punktów.';

/** Reviews an open answer (AI at temperature 0, or the value checker); retried, then scored 0 in Polish. */
export function reviewJob(deps: Deps): JobDefinition<ReviewJobData> {
  return {
    name: REVIEW_JOB,
    retryLimit: 2,
    retryDelaySeconds: 3,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    handler: ({ answerId }, { signal }) => reviewAnswer(deps, answerId, signal),
    onFinalFailure: ({ answerId }) => failReview(deps, answerId),
  };
}

async function failReview(deps: Deps, answerId: string) {
  const [row] = await deps.db
    .update(quizAnswers)
    .set({ isCorrect: false, points: 0, reviewError: REVIEW_FAILED })
    .where(and(eq(quizAnswers.id, answerId), isNull(quizAnswers.isCorrect)))
    .returning();
  if (row) await finishReview(deps, row.quizResultId);
}
