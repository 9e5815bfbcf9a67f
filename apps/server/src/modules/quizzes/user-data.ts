import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { unindexResults } from './result-source.ts';
import { deleteEmptyFlows, deleteQuizRows, findOwnQuizzes } from './service.ts';
import { quizAnswers, quizFlows, quizQuestions, quizResults, quizzes } from './tables.ts';

/** Every quiz of a workspace that is being deleted, with its attempts and flows. */
export async function removeWorkspaceQuizzes(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string) {
  const rows = await findOwnQuizzes(deps.db, userId, { workspaceId });
  await unindexResults(
    deps,
    userId,
    rows.map((q) => q.id),
  );
  await deps.db.transaction(async (tx) => {
    await deleteQuizRows(
      tx,
      userId,
      rows.map((q) => q.id),
    );
    const flows = await tx
      .select({ id: quizFlows.id })
      .from(quizFlows)
      .where(eq(quizFlows.workspaceId, workspaceId));
    await deleteEmptyFlows(
      tx,
      userId,
      flows.map((f) => f.id),
    );
  });
}

/** Everything of the quiz tool a user has (the account is being deleted). */
export async function removeUserQuizzes(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(quizAnswers).where(eq(quizAnswers.userId, userId));
    await tx.delete(quizResults).where(eq(quizResults.userId, userId));
    await tx.delete(quizQuestions).where(eq(quizQuestions.userId, userId));
    await tx.delete(quizzes).where(eq(quizzes.userId, userId));
    await tx.delete(quizFlows).where(eq(quizFlows.userId, userId));
  });
}

/** The user's quizzes: flows, questions with keys, attempts and answers. */
export async function exportQuizzes(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const strip = <T extends { userId: string }>({ userId: _user, ...row }: T) => row;
  const [flows, quizRows, questions, results, answers] = await Promise.all([
    deps.db.select().from(quizFlows).where(eq(quizFlows.userId, userId)).orderBy(asc(quizFlows.createdAt)),
    deps.db.select().from(quizzes).where(eq(quizzes.userId, userId)).orderBy(asc(quizzes.createdAt)),
    deps.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.userId, userId))
      .orderBy(asc(quizQuestions.order)),
    deps.db
      .select()
      .from(quizResults)
      .where(eq(quizResults.userId, userId))
      .orderBy(asc(quizResults.createdAt)),
    deps.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.userId, userId))
      .orderBy(asc(quizAnswers.createdAt)),
  ]);
  return [
    {
      path: 'quizy.json',
      about: 'quizy z pytaniami oraz Twoje podejścia i odpowiedzi',
      json: {
        ciagi: flows.map(strip),
        quizy: quizRows.map(strip),
        pytania: questions.map(strip),
        podejscia: results.map(strip),
        odpowiedzi: answers.map(strip),
      },
    },
  ];
}
