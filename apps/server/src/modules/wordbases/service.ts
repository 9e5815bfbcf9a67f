import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  userFsrs,
  type WordBaseRow,
  type WordExerciseRow,
  type WordRow,
  type WordSessionAnswerRow,
  type WordSessionRow,
  wordBases,
  wordExercises,
  wordReviews,
  wordSessionAnswers,
  wordSessions,
  words,
} from './tables.ts';

export type { WordBaseRow, WordExerciseRow, WordRow, WordSessionAnswerRow, WordSessionRow };

/*
 * Reads of the word bases' tables. Every read a pupil's request makes is scoped by the owner's id:
 * another user's id finds nothing, exactly like a missing one.
 */

export async function findOwnWordBase(
  db: DB,
  userId: string,
  id: string,
  options: { includeDeleted?: boolean; forUpdate?: boolean } = {},
): Promise<WordBaseRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(wordBases)
    .where(
      and(
        eq(wordBases.userId, userId),
        eq(wordBases.id, id),
        options.includeDeleted ? undefined : eq(wordBases.isDeleted, false),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** A base by id for a job (its data came from an owner-checked command). */
export async function findWordBase(db: DB, id: string): Promise<WordBaseRow | undefined> {
  const [row] = await db.select().from(wordBases).where(eq(wordBases.id, id));
  return row;
}

export function listOwnWordBases(
  db: DB,
  userId: string,
  where: { workspaceId?: string; sourcesId?: string; includeDeleted?: boolean; limit?: number },
): Promise<WordBaseRow[]> {
  const query = db
    .select()
    .from(wordBases)
    .where(
      and(
        eq(wordBases.userId, userId),
        where.workspaceId ? eq(wordBases.workspaceId, where.workspaceId) : undefined,
        where.sourcesId ? eq(wordBases.sourcesId, where.sourcesId) : undefined,
        where.includeDeleted ? undefined : eq(wordBases.isDeleted, false),
      ),
    )
    .orderBy(desc(wordBases.createdAt), desc(wordBases.id));
  return where.limit ? query.limit(where.limit) : query;
}

/** The newest live base extracted from a set that holds this material (UserDoc.wordBase). */
export async function latestBaseOfDoc(
  db: DB,
  userId: string,
  docId: string,
): Promise<WordBaseRow | undefined> {
  const [row] = await db
    .select()
    .from(wordBases)
    .where(
      and(
        eq(wordBases.userId, userId),
        eq(wordBases.isDeleted, false),
        sql`${wordBases.sourcesId} in (select source_set_id from source_set_items where item_type = 'USER_DOC' and item_id = ${docId})`,
      ),
    )
    .orderBy(desc(wordBases.createdAt))
    .limit(1);
  return row;
}

export function wordsOf(db: DB, userId: string, baseIds: readonly string[]): Promise<WordRow[]> {
  if (baseIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(words)
    .where(and(eq(words.userId, userId), inArray(words.wordBaseId, [...baseIds])))
    .orderBy(asc(words.wordBaseId), asc(words.order));
}

/**
 * A word to repeat today: one in review (FSRS state 2, intervals of days) due before `dueBefore`
 * (the end of the day), or one in its learning steps (1 learning, 3 relearning: minutes apart) due
 * by now. Counting the steps by the end of the day kept "Do powtórki dziś: 9" after a pupil had
 * just marked 6 of them "Wiem": they come back in ten minutes, and are counted when they do.
 */
const isDue = (dueBefore: Date) =>
  sql`((${words.state} = 2 and ${words.due} < ${dueBefore}) or (${words.state} in (1, 3) and ${words.due} <= now()))`;

export interface BaseStats {
  wordCount: number;
  dueCount: number;
  newCount: number;
  /**
   * Words learnt: past the learning steps (FSRS state Review) with a recall probability above 90%,
   * i.e. the time since their last review is under their stability. A word just failed or still in
   * its first steps is not counted, however fresh.
   */
  remembered: number;
}

/**
 * Counts of each base in one statement. FSRS's forgetting curve is 0.9 exactly when the time since
 * the last review equals the stability (in days), so "recall above 90%" needs no curve in SQL.
 */
export async function baseStats(
  db: DB,
  userId: string,
  baseIds: readonly string[],
  dueBefore: Date,
): Promise<Map<string, BaseStats>> {
  const stats = new Map<string, BaseStats>();
  if (baseIds.length === 0) return stats;
  const rows = await db
    .select({
      id: words.wordBaseId,
      wordCount: sql<number>`count(*)::int`,
      dueCount: sql<number>`(count(*) filter (where ${isDue(dueBefore)}))::int`,
      newCount: sql<number>`(count(*) filter (where ${words.state} = 0))::int`,
      remembered: sql<number>`(count(*) filter (where ${words.state} = 2 and ${words.lastReview} is not null and extract(epoch from (now() - ${words.lastReview})) / 86400.0 < ${words.stability}))::int`,
    })
    .from(words)
    .where(and(eq(words.userId, userId), inArray(words.wordBaseId, [...baseIds])))
    .groupBy(words.wordBaseId);
  for (const row of rows) stats.set(row.id, row);
  return stats;
}

/**
 * All the user's words in live bases, in one statement: how many, how many learnt (as `remembered`
 * in `baseStats`) and how many to repeat today (`isDue`).
 */
export async function userWordCounts(db: DB, userId: string, dueBefore: Date) {
  const [row] = await db
    .select({
      wordCount: sql<number>`count(*)::int`,
      learnt: sql<number>`(count(*) filter (where ${words.state} = 2 and ${words.lastReview} is not null and extract(epoch from (now() - ${words.lastReview})) / 86400.0 < ${words.stability}))::int`,
      due: sql<number>`(count(*) filter (where ${isDue(dueBefore)}))::int`,
    })
    .from(words)
    .innerJoin(wordBases, eq(wordBases.id, words.wordBaseId))
    .where(and(eq(words.userId, userId), eq(wordBases.userId, userId), eq(wordBases.isDeleted, false)));
  return { wordCount: row?.wordCount ?? 0, learnt: row?.learnt ?? 0, due: row?.due ?? 0 };
}

/** Words to repeat today (`isDue`), per workspace (live bases only). */
export async function dueByWorkspace(db: DB, userId: string, dueBefore: Date) {
  return db
    .select({ workspaceId: wordBases.workspaceId, count: sql<number>`count(*)::int` })
    .from(words)
    .innerJoin(wordBases, eq(wordBases.id, words.wordBaseId))
    .where(
      and(
        eq(words.userId, userId),
        eq(wordBases.userId, userId),
        eq(wordBases.isDeleted, false),
        isDue(dueBefore),
      ),
    )
    .groupBy(wordBases.workspaceId)
    .orderBy(wordBases.workspaceId);
}

/**
 * The most overdue word of a base (new words are due from when they were added, in their order);
 * a session's already rated words are skipped. One index scan on (word_base_id, due, order).
 */
export async function nextWord(
  db: DB,
  userId: string,
  baseId: string,
  sessionId?: string | null,
): Promise<WordRow | undefined> {
  const [row] = await db
    .select()
    .from(words)
    .where(
      and(
        eq(words.wordBaseId, baseId),
        eq(words.userId, userId),
        sessionId
          ? sql`not exists (select 1 from ${wordSessionAnswers} a where a.session_id = ${sessionId} and a.word_id = ${words.id})`
          : undefined,
      ),
    )
    .orderBy(asc(words.due), asc(words.order))
    .limit(1);
  return row;
}

export async function findOwnSession(
  db: DB,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WordSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(wordSessions)
    .where(and(eq(wordSessions.userId, userId), eq(wordSessions.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export function sessionsOfBase(db: DB, userId: string, baseId: string): Promise<WordSessionRow[]> {
  return db
    .select()
    .from(wordSessions)
    .where(and(eq(wordSessions.userId, userId), eq(wordSessions.wordBaseId, baseId)))
    .orderBy(desc(wordSessions.createdAt), desc(wordSessions.id));
}

export function answersOf(
  db: DB,
  userId: string,
  sessionIds: readonly string[],
): Promise<WordSessionAnswerRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(wordSessionAnswers)
    .where(and(eq(wordSessionAnswers.userId, userId), inArray(wordSessionAnswers.sessionId, [...sessionIds])))
    .orderBy(asc(wordSessionAnswers.createdAt), asc(wordSessionAnswers.id));
}

export function exercisesOf(
  db: DB,
  userId: string,
  sessionIds: readonly string[],
): Promise<WordExerciseRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(wordExercises)
    .where(and(eq(wordExercises.userId, userId), inArray(wordExercises.sessionId, [...sessionIds])))
    .orderBy(asc(wordExercises.sessionId), asc(wordExercises.order));
}

/** Reviews of words with the type of the session they were made in, newest first. */
export function reviewsOf(db: DB, userId: string, wordIds: readonly string[]) {
  if (wordIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      wordId: wordReviews.wordId,
      rating: wordReviews.rating,
      reviewedAt: wordReviews.reviewedAt,
      sessionId: wordReviews.sessionId,
      scheduledDays: wordReviews.scheduledDays,
      sessionType: wordSessions.type,
    })
    .from(wordReviews)
    .leftJoin(wordSessions, eq(wordSessions.id, wordReviews.sessionId))
    .where(and(eq(wordReviews.userId, userId), inArray(wordReviews.wordId, [...wordIds])))
    .orderBy(desc(wordReviews.reviewedAt), desc(wordReviews.id));
}

/** The pupil's fitted FSRS parameters, or null (defaults). */
export async function paramsOf(db: DB, userId: string): Promise<number[] | null> {
  const [row] = await db
    .select({ params: userFsrs.params })
    .from(userFsrs)
    .where(eq(userFsrs.userId, userId));
  return row?.params ?? null;
}
