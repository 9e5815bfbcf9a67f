import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { AiError } from '../../platform/ai/ai.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { type AiNoteRow, saveGeneratedNote } from '../notes/index.ts';
import { runAiAction } from '../usage/index.ts';
import { RESULT_NOT_FOUND } from './commands.ts';
import { answersOf, correctAnswerOf, findOwnResult, findQuiz, questionsOf } from './service.ts';
import { quizFlows } from './tables.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
/** The part of many mistakes sent to the model. */
const MISTAKES_MAX = 30_000;

const NOTE_SCHEMA = z.object({ title: z.string(), content: z.string() });

/** The wrong (or skipped) questions of a finished attempt, as the note prompt lists them. */
async function mistakesText(deps: Pick<Deps, 'db'>, userId: string, resultId: string, quizId: string) {
  const [questions, answers] = await Promise.all([
    questionsOf(deps.db, userId, [quizId]),
    answersOf(deps.db, userId, [resultId]),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return questions
    .filter((q) => byQuestion.get(q.id)?.isCorrect !== true)
    .map((q, i) => {
      const answer = byQuestion.get(q.id);
      const correct = correctAnswerOf(q);
      return [
        `${i + 1}. Pytanie: ${q.question}`,
        `Odpowiedź ucznia: ${answer?.userAnswer ?? '(bez odpowiedzi)'}`,
        `Poprawna odpowiedź: ${correct}`,
        `Wyjaśnienie: ${q.explanation}`,
        ...(answer?.review ? [`Ocena: ${answer.review.missing}`] : []),
        ...(q.passage ? [`Fragment „${q.passage.sourceName}”: ${q.passage.text}`] : []),
      ].join('\n');
    });
}

/**
 * "Zrób notatkę z błędów" (`generateainotatkaAiNote` with `quizResultId`): the AI explains what a
 * finished attempt got wrong in a study note of the quiz's workspace (origin QUIZ_GENERATED).
 * Counted against "Notatki AI", given back when the AI fails.
 */
export async function generateNoteFromQuizResult(
  deps: Deps,
  actor: Actor,
  quizResultId: string,
): Promise<AiNoteRow> {
  const result = await findOwnResult(deps.db, actor.user.id, quizResultId);
  const quiz = result ? await findQuiz(deps.db, result.quizId) : undefined;
  if (!result || !quiz) throw notFound(RESULT_NOT_FOUND);
  if (!result.isFinished)
    throw badInput({ quizResultId: 'Najpierw zakończ quiz, potem zrób notatkę z błędów.' });
  const mistakes = await mistakesText(deps, actor.user.id, result.id, quiz.id);
  if (mistakes.length === 0)
    throw badInput({ quizResultId: 'W tym podejściu nie ma błędów – nie ma z czego zrobić notatki.' });
  const [flow] = await deps.db.select().from(quizFlows).where(eq(quizFlows.id, quiz.quizFlowId));
  const listed = mistakes.join('\n\n').slice(0, MISTAKES_MAX);
  return runAiAction(deps, { actor, action: 'AI_NOTE_GENERATION' }, async ({ meta }) => {
    const prompt = await loadPrompt(PROMPTS, 'quiz-note', { quiz: quiz.name, mistakes: listed });
    const note = await deps.services.ai.generateObject({
      meta,
      system: 'Piszesz zwięzłe, rzetelne notatki do nauki dla polskich uczniów.',
      messages: [{ role: 'user', content: prompt }],
      schema: NOTE_SCHEMA,
      schemaName: 'notatka',
    });
    if (!note.content.trim()) throw new AiError('AI_FAILED');
    return saveGeneratedNote(deps, {
      userId: actor.user.id,
      workspaceId: result.workspaceId,
      name: note.title.trim() || `Błędy z quizu: ${quiz.name}`,
      content: note.content,
      action: 'QUIZ_GENERATED',
      sourcesId: flow?.sourcesId ?? null,
    });
  });
}
