import { QUIZ_ANSWER_MAX } from '@kreda/shared/limits';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { warmMathAnswers } from '../../platform/math/math-answer.ts';
import { recordEvent } from '../events/index.ts';
import {
  type CheckedAttachment,
  removeFiles,
  storeAttachments,
  type UploadedFile,
} from '../materials/index.ts';
import { FINISHED, QUIZ_NOT_FOUND, RESULT_NOT_FOUND } from './commands.ts';
import { workspaceLine } from './generation.ts';
import { enqueueReview } from './jobs.ts';
import { readPhotoAnswer } from './photo-answer.ts';
import { finishReview, valueVerdict } from './review.ts';
import { findOwnQuiz, findOwnResult, questionsOf, storeScore } from './service.ts';
import { quizAnswers, quizResults, quizzes } from './tables.ts';

/*
 * Attempts at a quiz: start or resume, answer question by question (one answer each, never
 * replaced), finish. Closed answers and values are judged here; other open answers by a job.
 */

/** Starts an attempt, or returns the unfinished one (the pupil resumes where they were). */
export async function createQuizResult(
  deps: Deps,
  actor: Actor,
  input: { quizWorkspaceId: string; instantFeedback?: boolean | null },
) {
  const { user } = actor;
  const quiz = await findOwnQuiz(deps.db, user.id, input.quizWorkspaceId);
  if (!quiz) throw notFound(QUIZ_NOT_FOUND);
  if (quiz.state !== 'INITIAL_READY')
    throw badInput({
      quizWorkspaceId:
        quiz.state === 'INITIAL_FAILED'
          ? 'Tego quizu nie udało się przygotować.'
          : 'Quiz jeszcze się przygotowuje.',
    });
  // The value questions' checker loads its maths library once per process: now, not on the answer.
  warmMathAnswers();
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quiz.id)).for('update');
    const [open] = await tx
      .select()
      .from(quizResults)
      .where(
        and(
          eq(quizResults.quizId, quiz.id),
          eq(quizResults.userId, user.id),
          eq(quizResults.isFinished, false),
        ),
      );
    if (open) return open;
    const questions = await questionsOf(tx, user.id, [quiz.id]);
    const [row] = await tx
      .insert(quizResults)
      .values({
        userId: user.id,
        workspaceId: quiz.workspaceId,
        quizId: quiz.id,
        instantFeedback: input.instantFeedback ?? true,
        maxScore: questions.reduce((sum, q) => sum + q.points, 0),
      })
      .returning();
    if (!row) throw new Error('quiz result not written');
    return row;
  });
}

/** The open attempt of the viewer, or the right Polish refusal. */
async function openResult(deps: Deps, userId: string, id: string) {
  const result = await findOwnResult(deps.db, userId, id);
  if (!result) throw notFound(RESULT_NOT_FOUND);
  if (result.isFinished) throw badInput({ quizResultId: FINISHED });
  return result;
}

/** What an open answer is: the typed text, the text read from a photo, or both. */
async function openAnswer(
  deps: Deps,
  userId: string,
  answer: string | null | undefined,
  file: UploadedFile | null | undefined,
) {
  const typed = (answer ?? '').trim();
  if (!typed && !file) throw badInput({ answer: 'Wpisz odpowiedź albo dodaj zdjęcie rozwiązania.' });
  if ([...typed].length > QUIZ_ANSWER_MAX)
    throw badInput({ answer: `Odpowiedź może mieć najwyżej ${QUIZ_ANSWER_MAX} znaków.` });
  if (!file) return { text: typed, photo: null };
  const read = await readPhotoAnswer(deps, userId, file);
  const text = typed ? `${typed}\n\n${read.text}` : read.text;
  return { text: [...text].slice(0, QUIZ_ANSWER_MAX * 2).join(''), photo: read.photo };
}

/**
 * `submitAnswer`: one answer per question of the attempt's quiz, never replaced. Closed answers and
 * values are judged at once; other open answers (typed or photographed) are reviewed by a job.
 */
export async function submitAnswer(
  deps: Deps,
  actor: Actor,
  input: {
    quizResultId: string;
    questionId: string;
    optionId?: string | null;
    answer?: string | null;
    file?: UploadedFile | null;
  },
) {
  const { user } = actor;
  const result = await openResult(deps, user.id, input.quizResultId);
  const question = (await questionsOf(deps.db, user.id, [result.quizId])).find(
    (q) => q.id === input.questionId,
  );
  if (!question) throw badInput({ questionId: 'Tego pytania nie ma w tym quizie.' });
  let values: Omit<typeof quizAnswers.$inferInsert, 'userId' | 'quizResultId' | 'questionId'>;
  let photo: CheckedAttachment | null = null;
  if (question.kind === 'ZAMKNIETE') {
    const option = question.options.find((o) => o.id === input.optionId);
    if (!option) throw badInput({ optionId: 'Wybierz jedną z odpowiedzi.' });
    if (input.file) throw badInput({ file: 'Zdjęcie można dodać tylko do pytania otwartego.' });
    const correct = option.id === question.correctOptionId;
    values = {
      optionId: option.id,
      userAnswer: option.text,
      isCorrect: correct,
      points: correct ? question.points : 0,
    };
  } else {
    // Refused before a photo is read and stored (saveAnswer checks again, atomically).
    if (await hasAnswer(deps, result.id, question.id)) throw badInput({ questionId: ANSWERED });
    const open = await openAnswer(deps, user.id, input.answer, input.file);
    photo = open.photo;
    values = { userAnswer: open.text, ...(valueVerdict(question, open.text) ?? {}) };
  }
  const [stored] = photo ? await storeAttachments(deps, user.id, [photo]) : [];
  try {
    const saved = await saveAnswer(deps, result.id, user.id, question.id, {
      ...values,
      fileId: stored?.file.id ?? null,
    });
    deps.pubsub.publish('quizResult', result.id, { id: result.id });
    return { answer: saved, question, result };
  } catch (error) {
    if (stored) await removeFiles(deps, user.id, [stored.file.id]).catch(() => {});
    throw error;
  }
}

const ANSWERED = 'To pytanie ma już odpowiedź.';

async function hasAnswer(deps: Pick<Deps, 'db'>, resultId: string, questionId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: quizAnswers.id })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.quizResultId, resultId), eq(quizAnswers.questionId, questionId)));
  return row !== undefined;
}

/** Inserts the answer (and its review job) unless the question has one or the attempt ended. */
async function saveAnswer(
  deps: Deps,
  resultId: string,
  userId: string,
  questionId: string,
  values: Omit<typeof quizAnswers.$inferInsert, 'userId' | 'quizResultId' | 'questionId'>,
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quizAnswers)
      .values({ ...values, userId, quizResultId: resultId, questionId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw badInput({ questionId: ANSWERED });
    const [still] = await tx
      .select({ isFinished: quizResults.isFinished })
      .from(quizResults)
      .where(eq(quizResults.id, resultId));
    if (still?.isFinished) throw badInput({ quizResultId: FINISHED });
    if (row.isCorrect === null) await enqueueReview(deps, tx, row.id);
    return row;
  });
}

/** `submitQuizResult`: finishes the attempt; unanswered questions give 0 points. */
export async function submitQuizResult(deps: Deps, actor: Actor, input: { quizResultId: string }) {
  const result = await openResult(deps, actor.user.id, input.quizResultId);
  const finished = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(quizResults)
      .set({ isFinished: true, finishedAt: sql`now()` })
      .where(and(eq(quizResults.id, result.id), eq(quizResults.isFinished, false)))
      .returning();
    if (!row) throw badInput({ quizResultId: FINISHED });
    await storeScore(tx, row.id);
    const [answered] = await tx
      .select({ n: count() })
      .from(quizAnswers)
      .where(eq(quizAnswers.quizResultId, row.id));
    const [scored] = await tx
      .select({ score: quizResults.score })
      .from(quizResults)
      .where(eq(quizResults.id, row.id));
    const { przedmiot } = await workspaceLine({ db: tx }, row.userId, row.workspaceId);
    await recordEvent(deps, tx, {
      type: 'quiz.finished',
      userId: row.userId,
      entity: { kind: 'quiz-result', id: row.id },
      payload: {
        workspaceId: row.workspaceId,
        quizId: row.quizId,
        answered: answered?.n ?? 0,
        maxScore: row.maxScore,
        score: scored?.score ?? 0,
        przedmiot,
      },
    });
    return row;
  });
  await finishReview(deps, finished.id);
  return (await findOwnResult(deps.db, actor.user.id, finished.id)) ?? finished;
}
