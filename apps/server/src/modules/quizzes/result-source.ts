import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Deps, ProvidedSource, SourceProvider } from '../../core/deps.ts';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { indexSource, removeSource } from '../retrieval/index.ts';
import { answersOf, correctAnswerOf, findQuiz, questionsOf } from './service.ts';
import { type QuizResultRow, quizResults, quizzes } from './tables.ts';

/*
 * A finished attempt is a material too ("Zapytaj w czacie"): its questions, the pupil's answers,
 * the right answers and explanations are indexed for retrieval (kind QUIZ_RESULT), and the sources
 * module offers it through this provider, so a chat or a tool can work from it.
 */

const PICKER_MAX = 50;

const percentOf = (row: Pick<QuizResultRow, 'score' | 'maxScore'>) =>
  row.maxScore > 0 ? Math.round((100 * (row.score ?? 0)) / row.maxScore) : 0;

export function named(row: QuizResultRow, quizName: string): QuizResultRow & ProvidedSource {
  const day = (row.finishedAt ?? row.createdAt).toLocaleDateString('pl-PL', {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'Europe/Warsaw',
  });
  return { ...row, name: `${quizName} – wynik ${percentOf(row)}% (${day})` };
}

async function finishedResults(
  db: DB,
  userId: string,
  where: { ids: readonly string[] } | { workspaceId: string },
) {
  const condition =
    'ids' in where
      ? inArray(quizResults.id, where.ids.filter(isUuid))
      : eq(quizResults.workspaceId, where.workspaceId);
  if ('ids' in where && where.ids.filter(isUuid).length === 0) return [];
  const rows = await db
    .select({ result: quizResults, name: quizzes.name })
    .from(quizResults)
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .where(and(eq(quizResults.userId, userId), eq(quizResults.isFinished, true), condition))
    .orderBy(desc(quizResults.finishedAt), desc(quizResults.id))
    .limit('ids' in where ? where.ids.length : PICKER_MAX);
  return rows.map((r) => named(r.result, r.name));
}

export const quizResultSource: SourceProvider = {
  itemType: 'QUIZ_RESULT',
  typename: 'QuizResult',
  label: 'Wyniki quizów',
  load: ({ db }, userId, ids) => finishedResults(db, userId, { ids }),
  list: ({ db }, userId, workspaceId) => finishedResults(db, userId, { workspaceId }),
};

/** The attempt as searchable text: a summary, then one passage per question. */
async function resultSegments(db: DB, result: QuizResultRow, quizName: string) {
  const [questions, answers] = await Promise.all([
    questionsOf(db, result.userId, [result.quizId]),
    answersOf(db, result.userId, [result.id]),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const summary = `Wynik quizu „${quizName}”: ${result.score ?? 0} z ${result.maxScore} pkt (${percentOf(result)}%).`;
  return [
    { text: summary },
    ...questions.map((q) => {
      const answer = byQuestion.get(q.id);
      const correct = correctAnswerOf(q);
      const verdict = answer
        ? answer.isCorrect
          ? 'dobrze'
          : answer.isCorrect === false
            ? 'źle'
            : 'oceniana'
        : 'bez odpowiedzi';
      return {
        text: [
          `Pytanie ${q.order}: ${q.question}`,
          `Odpowiedź ucznia (${verdict}, ${answer?.points ?? 0}/${q.points} pkt): ${answer?.userAnswer ?? '—'}`,
          `Poprawna odpowiedź: ${correct}`,
          `Wyjaśnienie: ${q.explanation}`,
          ...(answer?.review ? [`Ocena: ${answer.review.good} ${answer.review.missing}`] : []),
        ].join('\n'),
      };
    }),
  ];
}

/** (Re-)indexes a finished attempt; an unfinished one is not a material yet. */
export async function indexResult(deps: Pick<Deps, 'db'>, resultId: string): Promise<void> {
  const [result] = await deps.db.select().from(quizResults).where(eq(quizResults.id, resultId));
  if (!result?.isFinished) return;
  const quiz = await findQuiz(deps.db, result.quizId);
  await indexSource(deps.db, {
    userId: result.userId,
    workspaceId: result.workspaceId,
    source: { kind: 'QUIZ_RESULT', id: result.id },
    segments: await resultSegments(deps.db, result, quiz?.name ?? 'Quiz'),
  });
}

/** Takes the attempts of these quizzes out of retrieval (before their rows are deleted). */
export async function unindexResults(deps: Pick<Deps, 'db'>, userId: string, quizIds: readonly string[]) {
  if (quizIds.length === 0) return;
  const rows = await deps.db
    .select({ id: quizResults.id })
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), inArray(quizResults.quizId, [...quizIds])));
  for (const row of rows) await removeSource(deps.db, userId, { kind: 'QUIZ_RESULT', id: row.id });
}
