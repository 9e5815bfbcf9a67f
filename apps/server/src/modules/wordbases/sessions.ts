import { WORD_BASE_SESSION_TYPES, WORD_RATINGS, type WordRating } from '@kreda/shared/enums';
import { SESSION_COUNT } from '@kreda/shared/wordbases';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { parseInput } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import type { DB } from '../../platform/db/database.ts';
import { type EventDeps, recordEvent } from '../events/index.ts';
import { findLanguage } from '../reference/index.ts';
import { runAiAction } from '../usage/index.ts';
import { BASE_NOT_FOUND, publishBase, WORD_NOT_FOUND } from './commands.ts';
import { writeExercises } from './exercises.ts';
import { countReview } from './fitting.ts';
import { enqueueFit } from './jobs.ts';
import { review } from './scheduling.ts';
import {
  findOwnSession,
  findOwnWordBase,
  nextWord,
  paramsOf,
  type WordBaseRow,
  type WordSessionRow,
} from './service.ts';
import { wordBases, wordExercises, wordReviews, wordSessionAnswers, wordSessions, words } from './tables.ts';

export const SESSION_NOT_FOUND = 'Nie znaleziono sesji nauki.';
export const SESSION_FINISHED = 'Ta sesja jest już zakończona.';
const NOT_READY = 'Ta baza nie jest jeszcze gotowa – AI wybiera słowa.';
const EMPTY_BASE = 'Ta baza nie ma jeszcze słów – dodaj je, zanim zaczniesz naukę.';
const NO_EXERCISES = 'AI nie przygotowało poprawnych ćwiczeń. Spróbuj ponownie za chwilę.';

/** Longest gap between two answers counted as study time (a pause or a walk away is not). */
const GAP_CAP_SECONDS = 120;

const ROUNDS_PER_MINUTE = 4;
const roundLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('wordbase:exercises', { points: ROUNDS_PER_MINUTE, durationSeconds: 60 });

async function ownBaseForStudy(deps: Pick<Deps, 'db'>, userId: string, id: string): Promise<WordBaseRow> {
  const base = await findOwnWordBase(deps.db, userId, id);
  if (!base) throw notFound(BASE_NOT_FOUND);
  if (base.state === 'CREATED' || base.state === 'INITIAL_PENDING')
    throw badInput({ wordBaseId: NOT_READY }, NOT_READY);
  if (base.state === 'INITIAL_FAILED')
    throw badInput({ wordBaseId: base.error ?? NOT_READY }, base.error ?? NOT_READY);
  return base;
}

const START = z.object({
  wordBaseId: z.string(),
  wordBaseSessionType: z.enum(WORD_BASE_SESSION_TYPES, { message: 'Wybierz rodzaj sesji.' }),
  count: z
    .number()
    .int()
    .min(SESSION_COUNT.min, {
      message: `Liczba słów w sesji: od ${SESSION_COUNT.min} do ${SESSION_COUNT.max}.`,
    })
    .max(SESSION_COUNT.max, {
      message: `Liczba słów w sesji: od ${SESSION_COUNT.min} do ${SESSION_COUNT.max}.`,
    })
    .nullish(),
});

/**
 * `start`: a flashcard session over the most overdue words, or an exercise round the AI writes on
 * them (one use of "Bazy słówek"; nothing is stored when no exercise passes the checks).
 */
export async function startSession(
  deps: Deps,
  actor: Actor,
  input: z.input<typeof START>,
): Promise<WordSessionRow> {
  const order = parseInput(START, input);
  const base = await ownBaseForStudy(deps, actor.user.id, order.wordBaseId);
  const [total] = await deps.db.select({ n: count() }).from(words).where(eq(words.wordBaseId, base.id));
  const available = total?.n ?? 0;
  if (available === 0) throw badInput({ wordBaseId: EMPTY_BASE }, EMPTY_BASE);
  if (order.wordBaseSessionType === 'WORD') {
    const wanted = order.count ?? SESSION_COUNT.defaultWord;
    const [session] = await deps.db
      .insert(wordSessions)
      .values({
        userId: actor.user.id,
        wordBaseId: base.id,
        type: 'WORD',
        wordCount: Math.min(wanted, available),
      })
      .returning();
    return session as WordSessionRow;
  }
  requireVerified(actor);
  await ensureAllowed([roundLimiter(deps).hit(actor.user.id)], 'Zamawiasz ćwiczenia zbyt szybko.');
  const wanted = order.count ?? SESSION_COUNT.defaultExercise;
  const chosen = await deps.db
    .select()
    .from(words)
    .where(eq(words.wordBaseId, base.id))
    .orderBy(asc(words.due), asc(words.order))
    .limit(wanted);
  const language = base.languageCode ? ((await findLanguage(deps.db, base.languageCode)) ?? null) : null;
  return runAiAction(deps, { actor, action: 'WORDBASE' }, async ({ meta }) => {
    const exercises = await writeExercises(deps, meta, { type: base.type, language }, chosen);
    if (exercises.length === 0) throw new DomainError('AI_FAILED', NO_EXERCISES);
    return deps.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(wordSessions)
        .values({ userId: actor.user.id, wordBaseId: base.id, type: 'EXERCISE', wordCount: exercises.length })
        .returning();
      await tx.insert(wordExercises).values(
        exercises.map((e, i) => ({
          ...e,
          userId: actor.user.id,
          sessionId: (session as WordSessionRow).id,
          order: i + 1,
        })),
      );
      return session as WordSessionRow;
    });
  });
}

/** `getnextword`: the most overdue word of the set; with a flashcard session, one not yet rated in it. */
export async function getNextWord(
  deps: Deps,
  actor: Actor,
  input: { wordBaseId: string; sessionId?: string | null },
) {
  const base = await findOwnWordBase(deps.db, actor.user.id, input.wordBaseId);
  if (!base) throw notFound(BASE_NOT_FOUND);
  if (input.sessionId) {
    const session = await findOwnSession(deps.db, actor.user.id, input.sessionId);
    if (!session || session.wordBaseId !== base.id) throw notFound(SESSION_NOT_FOUND);
    return sessionNextWord(deps.db, session);
  }
  return (await nextWord(deps.db, actor.user.id, base.id)) ?? null;
}

/** The next card of a flashcard session: null once it is finished or every word is rated. */
export async function sessionNextWord(db: DB, session: WordSessionRow) {
  if (session.type !== 'WORD' || session.isFinished) return null;
  return (await nextWord(db, session.userId, session.wordBaseId, session.id)) ?? null;
}

/** Seconds of study up to `now` (the gap since the last activity, capped). */
export const studyTime = (session: WordSessionRow, now: Date) =>
  session.timeSeconds +
  Math.min(
    GAP_CAP_SECONDS,
    Math.max(0, Math.round((now.getTime() - session.lastActivityAt.getTime()) / 1000)),
  );

/**
 * Ends a session (locked by the caller, in its transaction): its score from its answers, computed
 * here, and its `wordSession.finished` event.
 */
export async function finishSession(
  deps: EventDeps,
  tx: DB,
  session: WordSessionRow,
  now: Date,
  time: number,
) {
  let right = 0;
  let answered = 0;
  if (session.type === 'WORD') {
    const rows = await tx
      .select({ rating: wordSessionAnswers.rating })
      .from(wordSessionAnswers)
      .where(eq(wordSessionAnswers.sessionId, session.id));
    answered = rows.length;
    right = rows.filter((r) => r.rating >= 3).length;
  } else {
    const rows = await tx
      .select({ isCorrect: wordExercises.isCorrect })
      .from(wordExercises)
      .where(and(eq(wordExercises.sessionId, session.id), isNotNull(wordExercises.answeredAt)));
    answered = rows.length;
    right = rows.filter((r) => r.isCorrect).length;
  }
  const [row] = await tx
    .update(wordSessions)
    .set({
      isFinished: true,
      finishedAt: now,
      score: answered ? Math.round((100 * right) / answered) : 0,
      timeSeconds: time,
      lastActivityAt: now,
      updatedAt: sql`now()`,
    })
    .where(eq(wordSessions.id, session.id))
    .returning();
  const finished = row as WordSessionRow;
  await recordEvent(deps, tx, {
    type: 'wordSession.finished',
    userId: finished.userId,
    entity: { kind: 'word-session', id: finished.id },
    payload: {
      wordBaseId: finished.wordBaseId,
      sessionType: finished.type,
      wordCount: finished.wordCount,
      answered,
      score: finished.score ?? 0,
      timeSeconds: finished.timeSeconds,
    },
  });
  return finished;
}

/**
 * Rates one word (FSRS): the card moves, the review is logged and counted (a fit of the pupil's
 * parameters is enqueued when due; true then, to wake its worker after the commit) — in the
 * caller's transaction.
 */
export async function rateWord(
  deps: Pick<Deps, 'services' | 'config'>,
  tx: DB,
  input: {
    userId: string;
    wordId: string;
    sessionId: string;
    rating: WordRating;
    now: Date;
    params: number[] | null;
  },
) {
  const [word] = await tx
    .select()
    .from(words)
    .where(and(eq(words.id, input.wordId), eq(words.userId, input.userId)))
    .for('update');
  if (!word) throw notFound(WORD_NOT_FOUND);
  const next = review(word, input.rating, input.now, input.params);
  await tx
    .update(words)
    .set({ ...next.columns, updatedAt: sql`now()` })
    .where(eq(words.id, word.id));
  await tx.insert(wordReviews).values({
    userId: input.userId,
    wordId: word.id,
    wordBaseId: word.wordBaseId,
    sessionId: input.sessionId,
    rating: next.grade,
    state: next.stateBefore,
    scheduledDays: next.columns.scheduledDays,
    reviewedAt: input.now,
  });
  await tx.update(wordBases).set({ lastStudiedAt: input.now }).where(eq(wordBases.id, word.wordBaseId));
  const { fitRound } = await countReview(tx, input.userId, deps.config.fsrsFitMinReviews);
  return fitRound !== null && (await enqueueFit(deps, tx, input.userId, fitRound));
}

const PRACTICE = z.object({
  sessionId: z.string(),
  wordId: z.string().nullish(),
  rating: z.enum(WORD_RATINGS, { message: 'Oceń fiszkę: nie wiem, trudne, wiem albo łatwe.' }).nullish(),
  finish: z.boolean().nullish(),
});

/**
 * `wordpracticesession`: a flashcard's rating in its session (each word once: a repeated rating,
 * e.g. a retried request, changes nothing), or `finish` to end the session early.
 */
export async function practice(
  deps: Deps,
  actor: Actor,
  input: z.input<typeof PRACTICE>,
): Promise<WordSessionRow> {
  const order = parseInput(PRACTICE, input);
  if (!order.finish && (!order.wordId || !order.rating))
    throw badInput({ rating: 'Wskaż słowo i jego ocenę albo zakończ sesję.' });
  const params = await paramsOf(deps.db, actor.user.id);
  const session = await deps.db.transaction(async (tx) => {
    const locked = await findOwnSession(tx, actor.user.id, order.sessionId, { forUpdate: true });
    if (!locked) throw notFound(SESSION_NOT_FOUND);
    const now = new Date();
    if (order.finish)
      return locked.isFinished ? locked : finishSession(deps, tx, locked, now, studyTime(locked, now));
    if (locked.isFinished) throw badInput({ sessionId: SESSION_FINISHED }, SESSION_FINISHED);
    if (locked.type !== 'WORD') throw badInput({ sessionId: 'W sesji ćwiczeń odpowiadaj na ćwiczenia.' });
    const [word] = await tx
      .select({ id: words.id, word: words.word })
      .from(words)
      .where(
        and(
          eq(words.id, order.wordId as string),
          eq(words.wordBaseId, locked.wordBaseId),
          eq(words.userId, actor.user.id),
        ),
      );
    if (!word) throw notFound(WORD_NOT_FOUND);
    const inserted = await tx
      .insert(wordSessionAnswers)
      .values({
        userId: actor.user.id,
        sessionId: locked.id,
        wordId: word.id,
        word: word.word,
        rating: WORD_RATINGS.indexOf(order.rating as WordRating) + 1,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: wordSessionAnswers.id });
    if (inserted.length === 0) return locked;
    await rateWord(deps, tx, {
      userId: actor.user.id,
      wordId: word.id,
      sessionId: locked.id,
      rating: order.rating as WordRating,
      now,
      params,
    });
    const time = studyTime(locked, now);
    const [answered] = await tx
      .select({ n: count() })
      .from(wordSessionAnswers)
      .where(eq(wordSessionAnswers.sessionId, locked.id));
    const done =
      (answered?.n ?? 0) >= locked.wordCount ||
      !(await nextWord(tx, actor.user.id, locked.wordBaseId, locked.id));
    if (done) return finishSession(deps, tx, locked, now, time);
    const [row] = await tx
      .update(wordSessions)
      .set({ timeSeconds: time, lastActivityAt: now, updatedAt: sql`now()` })
      .where(eq(wordSessions.id, locked.id))
      .returning();
    return row as WordSessionRow;
  });
  if (session.isFinished) {
    const base = await findOwnWordBase(deps.db, actor.user.id, session.wordBaseId);
    if (base) publishBase(deps, base);
  }
  return session;
}
