import { pluralPl } from '@kreda/shared/form-messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Shareable } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import { QUIZ_NOT_FOUND } from './commands.ts';
import { findOwnQuiz, type QuizRow } from './service.ts';
import { quizFlows, quizQuestions, quizzes } from './tables.ts';

const isReady = (quiz: QuizRow) => quiz.state === 'INITIAL_READY' || quiz.state === 'MAIN_READY';

const questionsOfQuiz = (db: DB, quiz: QuizRow) =>
  db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.userId, quiz.userId), eq(quizQuestions.quizId, quiz.id)))
    .orderBy(asc(quizQuestions.order));

/**
 * A quiz shared by link (ADR 023). The preview is its name and questions (with the options of
 * closed ones, never the keys). A copy is a new quiz in a new flow of the recipient: the questions
 * with their keys, model answers and explanations, no attempts. The passages the questions were
 * made from are dropped: they are the owner's materials (and would cite them), so the copy points
 * at no material of the owner's; a set reading (public) stays the flow's source.
 */
export const quizShareable: Shareable = {
  kind: 'QUIZ',
  notFound: QUIZ_NOT_FOUND,
  notReady: 'Ten quiz można udostępnić, gdy AI skończy go układać.',
  async find(deps, userId, id) {
    const quiz = await findOwnQuiz(deps.db, userId, id);
    return quiz && { id: quiz.id, workspaceId: quiz.workspaceId, ready: isReady(quiz) };
  },
  async preview(deps, ownerId, id) {
    const quiz = await findOwnQuiz(deps.db, ownerId, id);
    if (!quiz || !isReady(quiz)) return null;
    const questions = await questionsOfQuiz(deps.db, quiz);
    const n = questions.length;
    return {
      title: quiz.name,
      description: null,
      summary: `Quiz · ${n} ${pluralPl(n, 'pytanie', 'pytania', 'pytań')}`,
      entries: questions.map((q) => ({
        text: q.question,
        answer: null,
        options: q.options.map((o) => o.text),
      })),
    };
  },
  async copy(tx, source, target) {
    const quiz = await findOwnQuiz(tx, source.ownerId, source.id);
    if (!quiz || !isReady(quiz)) return null;
    const [flow] = await tx.select().from(quizFlows).where(eq(quizFlows.id, quiz.quizFlowId));
    const questions = await questionsOfQuiz(tx, quiz);
    const [newFlow] = await tx
      .insert(quizFlows)
      .values({
        userId: target.userId,
        workspaceId: target.workspaceId,
        title: flow?.title ?? quiz.name,
        lekturaId: flow?.lekturaId ?? null,
        rozdzialId: flow?.rozdzialId ?? null,
      })
      .returning({ id: quizFlows.id });
    if (!newFlow) return null;
    const [copy] = await tx
      .insert(quizzes)
      .values({
        userId: target.userId,
        workspaceId: target.workspaceId,
        quizFlowId: newFlow.id,
        name: quiz.name,
        detailScale: quiz.detailScale,
        requestedCount: quiz.requestedCount,
        questionTypes: quiz.questionTypes,
        type: quiz.type,
        state: 'INITIAL_READY',
      })
      .returning({ id: quizzes.id });
    if (!copy) return null;
    if (questions.length)
      await tx.insert(quizQuestions).values(
        questions.map((q) => ({
          userId: target.userId,
          quizId: copy.id,
          quizFlowId: newFlow.id,
          order: q.order,
          kind: q.kind,
          question: q.question,
          options: q.options,
          correctOptionId: q.correctOptionId,
          referenceAnswer: q.referenceAnswer,
          expectsValue: q.expectsValue,
          explanation: q.explanation,
          points: q.points,
          passage: null,
          fingerprint: q.fingerprint,
        })),
      );
    return copy.id;
  },
};
