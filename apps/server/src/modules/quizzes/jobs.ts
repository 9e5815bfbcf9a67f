import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { type EventDeps, recordEvent } from '../events/index.ts';
import { AI_JOB_RETRY, commitUsageFor, failAndRelease, workFailure } from '../usage/index.ts';
import { NO_QUESTIONS, noticeOf, quizMaterial, writeQuestions } from './generation.ts';
import { finishReview, reviewAnswer } from './review.ts';
import { findQuizWithFlow, flowQuestions, isBeingWritten, type QuizRow, WRITING_STATES } from './service.ts';
import { type QuizFlowRow, quizAnswers, quizFlows, quizQuestions, quizzes } from './tables.ts';

export const GENERATE_JOB = 'quizzes-generate';
export const REVIEW_JOB = 'quizzes-review';

export interface GenerateJobData {
  quizId: string;
}
export interface ReviewJobData {
  answerId: string;
}

export const FAILED_MESSAGE = 'Nie udało się przygotować quizu. Spróbuj ponownie za chwilę.';
const FAILURE_TEXTS = { notConfigured: 'AI nie jest skonfigurowane – quizu nie da się teraz przygotować.' };

/** The ledger's name for a quiz's use of "generowanie quizów". */
export const quizUsage = (quizId: string) => ({ kind: 'quiz', id: quizId });

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
 * period it was counted in — once, whoever gets here first.
 */
export async function failQuiz(deps: Pick<Deps, 'db' | 'pubsub'>, quizId: string, message: string) {
  await failAndRelease(
    deps,
    quizUsage(quizId),
    async (tx) =>
      (
        await tx
          .update(quizzes)
          .set({ state: 'INITIAL_FAILED', error: message, updatedAt: sql`now()` })
          .where(and(eq(quizzes.id, quizId), inArray(quizzes.state, WRITING_STATES)))
          .returning()
      )[0],
    (failed) => publishQuiz(deps, failed),
  );
}

/** Writes the questions and marks the quiz ready in one transaction, unless another run did it first. */
async function saveQuestions(
  deps: Pick<Deps, 'db'> & EventDeps,
  quiz: QuizRow,
  flow: QuizFlowRow,
  written: Awaited<ReturnType<typeof writeQuestions>>,
  material: Awaited<ReturnType<typeof quizMaterial>>,
): Promise<boolean> {
  const { questions } = written;
  // A flow made from materials was named after the first file ("ulamki.pdf"): its first quiz names
  // it after the topic the model read in it. A set reading keeps its title; later quizzes are
  // named after the flow.
  const title = flow.sourcesId && quiz.name === flow.title ? written.title : null;
  return deps.db.transaction(async (tx) => {
    // Ready only if no other run finished it first; the row stays locked until the commit.
    const [ready] = await tx
      .update(quizzes)
      .set({
        state: 'INITIAL_READY',
        notice: noticeOf(quiz.requestedCount, questions.length, material),
        ...(title ? { name: title } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(quizzes.id, quiz.id), inArray(quizzes.state, WRITING_STATES)))
      .returning({ id: quizzes.id });
    if (!ready) return false;
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
      .update(quizFlows)
      .set({ ...(title ? { title } : {}), updatedAt: sql`now()` })
      .where(eq(quizFlows.id, quiz.quizFlowId));
    await commitUsageFor(tx, quizUsage(quiz.id));
    await recordEvent(deps, tx, {
      type: 'quiz.generated',
      userId: quiz.userId,
      entity: { kind: 'quiz', id: quiz.id },
      payload: {
        workspaceId: quiz.workspaceId,
        quizFlowId: quiz.quizFlowId,
        requestedCount: quiz.requestedCount,
        questionCount: questions.length,
      },
    });
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
    ...AI_JOB_RETRY,
    expireInSeconds: 10 * 60,
    concurrency: 2,
    async handler({ quizId }, { signal, isLastAttempt }) {
      const found = await findQuizWithFlow(deps.db, quizId);
      if (!found) return;
      const { quiz, flow } = found;
      if (!isBeingWritten(quiz)) return;
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
        // The flow's questions, read once: which passages are fresh, and what not to ask again.
        const asked = await flowQuestions(deps.db, flow.id);
        material = await quizMaterial(deps, quiz, flow, asked);
        questions = await writeQuestions(deps, quiz, material, asked, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        const message = workFailure(error, FAILURE_TEXTS, { isLastAttempt });
        if (message === null) throw error;
        await failQuiz(deps, quiz.id, message);
        return;
      }
      if (questions.questions.length === 0) {
        await failQuiz(deps, quiz.id, NO_QUESTIONS);
        return;
      }
      if (await saveQuestions(deps, quiz, flow, questions, material)) publishQuiz(deps, quiz);
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
