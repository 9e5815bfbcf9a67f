import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  type QuizAnswerRow,
  type QuizFlowRow,
  type QuizPassage,
  type QuizQuestionRow,
  type QuizResultRow,
  type QuizRow,
  quizAnswers,
  quizFlows,
  quizQuestions,
  quizResults,
  quizzes,
} from './tables.ts';

export type { QuizAnswerRow, QuizFlowRow, QuizQuestionRow, QuizResultRow, QuizRow };

/*
 * Reads and writes of the quiz tables. Every read is scoped by the owner's id: another user's id
 * finds nothing, exactly like a missing one.
 */

export async function findOwnFlow(db: DB, userId: string, id: string): Promise<QuizFlowRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(quizFlows)
    .where(and(eq(quizFlows.userId, userId), eq(quizFlows.id, id), eq(quizFlows.isDeleted, false)));
  return row;
}

/** The user's flows among these ids (deleted ones too: a quiz names its flow's source), any order. */
export async function ownFlowsByIds(db: DB, userId: string, ids: readonly string[]): Promise<QuizFlowRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(quizFlows)
    .where(and(eq(quizFlows.userId, userId), inArray(quizFlows.id, valid)));
}

export async function findOwnFlows(
  db: DB,
  userId: string,
  where: { workspaceId: string } | { userDocId: string },
): Promise<QuizFlowRow[]> {
  const id = 'workspaceId' in where ? where.workspaceId : where.userDocId;
  if (!isUuid(id)) return [];
  const column = 'workspaceId' in where ? quizFlows.workspaceId : quizFlows.userDocId;
  return db
    .select()
    .from(quizFlows)
    .where(and(eq(quizFlows.userId, userId), eq(column, id), eq(quizFlows.isDeleted, false)))
    .orderBy(desc(quizFlows.createdAt), desc(quizFlows.id));
}

export async function findOwnQuiz(db: DB, userId: string, id: string): Promise<QuizRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), eq(quizzes.id, id)));
  return row;
}

/** A quiz by id for a job (no owner: the job's data came from an owner-checked command). */
export async function findQuiz(db: DB, id: string): Promise<QuizRow | undefined> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id));
  return row;
}

/**
 * The states of a quiz whose questions are still being written: its questions are saved together
 * with INITIAL_READY, and attempts start only then.
 */
export const WRITING_STATES: QuizRow['state'][] = ['CREATED', 'INITIAL_PENDING'];
export const isBeingWritten = (quiz: Pick<QuizRow, 'state'>) => WRITING_STATES.includes(quiz.state);

/** A quiz with its flow, in one statement (the generation job's first read). */
export async function findQuizWithFlow(
  db: DB,
  id: string,
): Promise<{ quiz: QuizRow; flow: QuizFlowRow } | undefined> {
  const [row] = await db
    .select({ quiz: quizzes, flow: quizFlows })
    .from(quizzes)
    .innerJoin(quizFlows, eq(quizFlows.id, quizzes.quizFlowId))
    .where(eq(quizzes.id, id));
  return row;
}

export async function findOwnQuizzes(
  db: DB,
  userId: string,
  where: { workspaceId: string } | { flowIds: string[] },
): Promise<QuizRow[]> {
  const condition =
    'workspaceId' in where
      ? isUuid(where.workspaceId)
        ? eq(quizzes.workspaceId, where.workspaceId)
        : undefined
      : where.flowIds.length
        ? inArray(quizzes.quizFlowId, where.flowIds)
        : undefined;
  if (!condition) return [];
  return db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.userId, userId), condition))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
}

/** The owner's quizzes across workspaces, newest first, at most `limit`; a deleted flow's are left out. */
export function listAllOwnQuizzes(db: DB, userId: string, limit: number): Promise<QuizRow[]> {
  return db
    .select()
    .from(quizzes)
    .where(
      and(
        eq(quizzes.userId, userId),
        sql`not exists (select 1 from ${quizFlows} where ${quizFlows.id} = ${quizzes.quizFlowId} and ${quizFlows.isDeleted})`,
      ),
    )
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
    .limit(limit);
}

export async function questionsOf(db: DB, userId: string, quizIds: string[]): Promise<QuizQuestionRow[]> {
  if (quizIds.length === 0) return [];
  return db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.userId, userId), inArray(quizQuestions.quizId, quizIds)))
    .orderBy(asc(quizQuestions.quizId), asc(quizQuestions.order));
}

/** The fingerprints and passages a flow has asked about already. */
export async function flowQuestions(
  db: DB,
  flowId: string,
): Promise<Pick<QuizQuestionRow, 'id' | 'fingerprint' | 'passage' | 'question'>[]> {
  return db
    .select({
      id: quizQuestions.id,
      fingerprint: quizQuestions.fingerprint,
      passage: quizQuestions.passage,
      question: quizQuestions.question,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizFlowId, flowId));
}

export async function findOwnResult(db: DB, userId: string, id: string): Promise<QuizResultRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), eq(quizResults.id, id)));
  return row;
}

export async function resultsOf(db: DB, userId: string, quizIds: string[]): Promise<QuizResultRow[]> {
  if (quizIds.length === 0) return [];
  return db
    .select()
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), inArray(quizResults.quizId, quizIds)))
    .orderBy(desc(quizResults.createdAt), desc(quizResults.id));
}

export async function answersOf(db: DB, userId: string, resultIds: string[]): Promise<QuizAnswerRow[]> {
  if (resultIds.length === 0) return [];
  return db
    .select()
    .from(quizAnswers)
    .where(and(eq(quizAnswers.userId, userId), inArray(quizAnswers.quizResultId, resultIds)))
    .orderBy(asc(quizAnswers.createdAt), asc(quizAnswers.id));
}

/** A question's right answer as text: the key option's text, or the reference answer. */
export function correctAnswerOf(
  question: Pick<QuizQuestionRow, 'options' | 'correctOptionId' | 'referenceAnswer'>,
): string {
  const key = question.correctOptionId && question.options.find((o) => o.id === question.correctOptionId);
  return key ? key.text : question.referenceAnswer;
}

/** The score of an attempt from its answers: points known so far and whether reviews are pending. */
export function scoreOf(answers: readonly Pick<QuizAnswerRow, 'points' | 'isCorrect' | 'reviewError'>[]) {
  let score = 0;
  let reviewing = false;
  for (const answer of answers) {
    score += answer.points ?? 0;
    if (answer.isCorrect === null && answer.reviewError === null) reviewing = true;
  }
  return { score: Math.round(score * 100) / 100, reviewing };
}

/** Stores a finished attempt's score (after finishing and after each late review). */
export async function storeScore(db: DB, resultId: string): Promise<void> {
  await db.execute(sql`
    update ${quizResults} set score = coalesce((
      select sum(${quizAnswers.points}) from ${quizAnswers} where ${quizAnswers.quizResultId} = ${resultId}
    ), 0)
    where ${quizResults.id} = ${resultId} and ${quizResults.isFinished}`);
}

/** Removes quizzes with their questions, attempts and answers (rows only; no files are kept). */
export async function deleteQuizRows(db: DB, userId: string, quizIds: string[]): Promise<void> {
  if (quizIds.length === 0) return;
  const results = db
    .select({ id: quizResults.id })
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), inArray(quizResults.quizId, quizIds)));
  await db.delete(quizAnswers).where(inArray(quizAnswers.quizResultId, results));
  await db
    .delete(quizResults)
    .where(and(eq(quizResults.userId, userId), inArray(quizResults.quizId, quizIds)));
  await db
    .delete(quizQuestions)
    .where(and(eq(quizQuestions.userId, userId), inArray(quizQuestions.quizId, quizIds)));
  await db.delete(quizzes).where(and(eq(quizzes.userId, userId), inArray(quizzes.id, quizIds)));
}

/** Removes flows that no longer hold a quiz. */
export async function deleteEmptyFlows(db: DB, userId: string, flowIds: string[]): Promise<void> {
  if (flowIds.length === 0) return;
  await db
    .delete(quizFlows)
    .where(
      and(
        eq(quizFlows.userId, userId),
        inArray(quizFlows.id, flowIds),
        sql`not exists (select 1 from ${quizzes} where ${quizzes.quizFlowId} = ${quizFlows.id})`,
      ),
    );
}

/** Passages of a flow's questions answered wrong (or left out) in the pupil's finished attempts. */
export async function wrongQuestionPassages(db: DB, userId: string, flowId: string): Promise<QuizPassage[]> {
  const rows = await db
    .select({ passage: quizQuestions.passage })
    .from(quizQuestions)
    .innerJoin(
      quizResults,
      and(eq(quizResults.quizId, quizQuestions.quizId), eq(quizResults.isFinished, true)),
    )
    .leftJoin(
      quizAnswers,
      and(eq(quizAnswers.quizResultId, quizResults.id), eq(quizAnswers.questionId, quizQuestions.id)),
    )
    .where(
      and(
        eq(quizQuestions.userId, userId),
        eq(quizQuestions.quizFlowId, flowId),
        sql`coalesce(${quizAnswers.isCorrect}, false) = false`,
      ),
    );
  return rows.flatMap((r) => (r.passage ? [r.passage] : []));
}

/** An answer as the API shows it: with its question and attempt, which decide what is revealed. */
export interface AnswerView {
  answer: QuizAnswerRow;
  question: QuizQuestionRow;
  result: QuizResultRow;
}
