import type { WordRating } from '@kreda/shared/enums';
import { EXERCISE_ANSWER_MAX } from '@kreda/shared/wordbases';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { parseInput, text } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { AiError } from '../../platform/ai/ai.ts';
import { findLanguage } from '../reference/index.ts';
import { aiFailure } from '../usage/index.ts';
import { BASE_NOT_FOUND, publishBase } from './commands.ts';
import { checkByCode, type ExerciseVerdict, judgeFreeAnswer } from './exercises.ts';
import {
  findOwnSession,
  findOwnWordBase,
  paramsOf,
  type WordBaseRow,
  type WordExerciseRow,
  type WordSessionRow,
} from './service.ts';
import { finishSession, rateWord, SESSION_FINISHED, SESSION_NOT_FOUND, studyTime } from './sessions.ts';
import { wordExercises, wordSessions, words } from './tables.ts';

export const EXERCISE_NOT_FOUND = 'Nie znaleziono ćwiczenia.';
const ALREADY_ANSWERED = 'To ćwiczenie ma już odpowiedź.';

const CHECKS_PER_MINUTE = 30;
const checkLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('wordbase:check', { points: CHECKS_PER_MINUTE, durationSeconds: 60 });

const VALIDATE = z.object({
  sessionId: z.string(),
  exerciseId: z.string(),
  answer: text({ max: EXERCISE_ANSWER_MAX, multiline: true, required: 'Wpisz odpowiedź.' }),
});

/** The exercise being answered, with its session and set, all the pupil's own and still open. */
async function openExercise(deps: Pick<Deps, 'db'>, userId: string, input: z.output<typeof VALIDATE>) {
  const session = await findOwnSession(deps.db, userId, input.sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  const [exercise] = await deps.db
    .select()
    .from(wordExercises)
    .where(
      and(
        eq(wordExercises.id, input.exerciseId),
        eq(wordExercises.sessionId, session.id),
        eq(wordExercises.userId, userId),
      ),
    );
  if (!exercise) throw notFound(EXERCISE_NOT_FOUND);
  if (exercise.answeredAt) throw badInput({ exerciseId: ALREADY_ANSWERED }, ALREADY_ANSWERED);
  if (session.isFinished) throw badInput({ sessionId: SESSION_FINISHED }, SESSION_FINISHED);
  if (exercise.kind === 'FORMA' && !exercise.options.includes(input.answer))
    throw badInput({ answer: 'Wybierz jedną z odpowiedzi.' }, 'Wybierz jedną z odpowiedzi.');
  const base = await findOwnWordBase(deps.db, userId, session.wordBaseId, { includeDeleted: true });
  if (!base) throw notFound(BASE_NOT_FOUND);
  return { session, exercise, base };
}

/** The verdict: by code where it can judge, else by the model (rate-limited; its failure stores nothing). */
async function verdictOf(
  deps: Deps,
  userId: string,
  base: WordBaseRow,
  exercise: WordExerciseRow,
  answer: string,
): Promise<ExerciseVerdict & { slip: boolean }> {
  const byCode = checkByCode(exercise, answer, base.languageCode);
  if (byCode) return byCode;
  await ensureAllowed([checkLimiter(deps).hit(userId)], 'Sprawdzasz odpowiedzi zbyt szybko.');
  if (!deps.services.ai.has('fast') && !deps.services.ai.has('main'))
    throw new DomainError('AI_NOT_CONFIGURED');
  const language = base.languageCode ? ((await findLanguage(deps.db, base.languageCode)) ?? null) : null;
  const [word] = await deps.db
    .select({ translation: words.translation })
    .from(words)
    .where(eq(words.id, exercise.wordId));
  try {
    const verdict = await judgeFreeAnswer(
      deps,
      { userId, action: 'WORDBASE' },
      { type: base.type, language },
      exercise,
      word?.translation ?? '',
      answer,
    );
    return { ...verdict, slip: false };
  } catch (error) {
    throw error instanceof AiError ? aiFailure(error) : error;
  }
}

/**
 * Stores the answer with its verdict and rates the word (right: Good, with a slip: Hard, wrong:
 * Again), ending the session with its last exercise — one transaction.
 */
async function saveAnswer(
  deps: Deps,
  session: WordSessionRow,
  exercise: WordExerciseRow,
  answer: string,
  verdict: ExerciseVerdict & { slip: boolean },
) {
  const params = await paramsOf(deps.db, session.userId);
  return deps.db.transaction(async (tx) => {
    const locked = await findOwnSession(tx, session.userId, session.id, { forUpdate: true });
    if (!locked || locked.isFinished) throw badInput({ sessionId: SESSION_FINISHED }, SESSION_FINISHED);
    const now = new Date();
    const [row] = await tx
      .update(wordExercises)
      .set({
        answer,
        isCorrect: verdict.isCorrect,
        review: verdict.review,
        answeredAt: now,
        updatedAt: sql`now()`,
      })
      .where(and(eq(wordExercises.id, exercise.id), sql`${wordExercises.answeredAt} is null`))
      .returning();
    if (!row) throw badInput({ exerciseId: ALREADY_ANSWERED }, ALREADY_ANSWERED);
    const [stillThere] = await tx.select({ id: words.id }).from(words).where(eq(words.id, exercise.wordId));
    if (stillThere) {
      const rating: WordRating = !verdict.isCorrect ? 'NIE_WIEM' : verdict.slip ? 'TRUDNE' : 'WIEM';
      await rateWord(deps, tx, {
        userId: session.userId,
        wordId: exercise.wordId,
        sessionId: session.id,
        rating,
        now,
        params,
      });
    }
    const time = studyTime(locked, now);
    const [open] = await tx
      .select({ n: count() })
      .from(wordExercises)
      .where(and(eq(wordExercises.sessionId, session.id), sql`${wordExercises.answeredAt} is null`));
    const finished = (open?.n ?? 0) === 0;
    if (finished) await finishSession(deps, tx, locked, now, time);
    else
      await tx
        .update(wordSessions)
        .set({ timeSeconds: time, lastActivityAt: now })
        .where(eq(wordSessions.id, session.id));
    return { row: row as WordExerciseRow, finished };
  });
}

/**
 * `valdiateexercise`: checks an answer — by code where code can (a choice, a gap, a translation
 * that matches the reference, forgiving case, diacritics, a typo, optional articles), by the model
 * at temperature 0 where the answer is free — and rates the word. A model failure stores nothing,
 * so the pupil can send the answer again.
 */
export async function validateExercise(deps: Deps, actor: Actor, input: z.input<typeof VALIDATE>) {
  const order = parseInput(VALIDATE, input);
  const { session, exercise, base } = await openExercise(deps, actor.user.id, order);
  const verdict = await verdictOf(deps, actor.user.id, base, exercise, order.answer);
  const saved = await saveAnswer(deps, session, exercise, order.answer, verdict);
  if (saved.finished) publishBase(deps, base);
  return saved.row;
}
