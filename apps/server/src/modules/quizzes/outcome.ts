import type { DB } from '../../platform/db/database.ts';
import { answersOf, correctAnswerOf, findOwnResult, questionsOf, scoreOf } from './service.ts';

/** A finished attempt as another tool reads it: the score and what the pupil got wrong. */
export interface AttemptOutcome {
  quizId: string;
  score: number;
  maxScore: number;
  /** Whether open answers are still being reviewed (then the score may still grow). */
  reviewing: boolean;
  /** The questions answered wrong or not at all, with the pupil's and the right answer. */
  mistakes: { question: string; answer: string | null; correct: string }[];
}

/**
 * The owner's finished attempt `resultId` (undefined for another's, a missing or an unfinished
 * one), for a tool that ordered the quiz (a tutor's session decides the next one by it).
 */
export async function attemptOutcome(
  db: DB,
  userId: string,
  resultId: string,
): Promise<AttemptOutcome | undefined> {
  const result = await findOwnResult(db, userId, resultId);
  if (!result?.isFinished) return undefined;
  const [questions, answers] = await Promise.all([
    questionsOf(db, userId, [result.quizId]),
    answersOf(db, userId, [result.id]),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const { score, reviewing } = scoreOf(answers);
  return {
    quizId: result.quizId,
    score,
    maxScore: result.maxScore,
    reviewing,
    mistakes: questions
      .filter((q) => byQuestion.get(q.id)?.isCorrect !== true)
      .map((q) => ({
        question: q.question,
        answer: byQuestion.get(q.id)?.userAnswer ?? null,
        correct: correctAnswerOf(q),
      })),
  };
}
