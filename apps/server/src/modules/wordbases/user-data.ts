import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  userFsrs,
  wordBases,
  wordExercises,
  wordReviews,
  wordSessionAnswers,
  wordSessions,
  words,
} from './tables.ts';

/* The word bases' rows of a user: sets, words, reviews, sessions and the fitted parameters. */

/** The sets with everything under them (words, reviews, sessions, answers, exercises). */
async function deleteBaseRows(tx: DB, userId: string, baseIds: string[]) {
  if (baseIds.length === 0) return;
  const sessions = await tx
    .select({ id: wordSessions.id })
    .from(wordSessions)
    .where(and(eq(wordSessions.userId, userId), inArray(wordSessions.wordBaseId, baseIds)));
  const sessionIds = sessions.map((s) => s.id);
  if (sessionIds.length) {
    await tx.delete(wordExercises).where(inArray(wordExercises.sessionId, sessionIds));
    await tx.delete(wordSessionAnswers).where(inArray(wordSessionAnswers.sessionId, sessionIds));
    await tx.delete(wordSessions).where(inArray(wordSessions.id, sessionIds));
  }
  await tx
    .delete(wordReviews)
    .where(and(eq(wordReviews.userId, userId), inArray(wordReviews.wordBaseId, baseIds)));
  await tx.delete(words).where(and(eq(words.userId, userId), inArray(words.wordBaseId, baseIds)));
  await tx.delete(wordBases).where(and(eq(wordBases.userId, userId), inArray(wordBases.id, baseIds)));
}

/** Every set of a workspace that is being deleted. */
export async function removeWorkspaceWordBases(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string) {
  await deps.db.transaction(async (tx) => {
    const bases = await tx
      .select({ id: wordBases.id })
      .from(wordBases)
      .where(and(eq(wordBases.userId, userId), eq(wordBases.workspaceId, workspaceId)));
    await deleteBaseRows(
      tx,
      userId,
      bases.map((b) => b.id),
    );
  });
}

/** Everything of the word bases a user has (the account is being deleted). */
export async function removeUserWordBases(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    for (const table of [wordExercises, wordSessionAnswers, wordSessions, wordReviews, words, wordBases])
      await tx.delete(table).where(eq(table.userId, userId));
    await tx.delete(userFsrs).where(eq(userFsrs.userId, userId));
  });
}

/** The user's sets with their words (and FSRS state), reviews and sessions. */
export async function exportWordBases(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const strip = <T extends { userId: string }>({ userId: _user, ...row }: T) => row;
  const [bases, allWords, reviews, sessions, answers, exercises, fsrs] = await Promise.all([
    deps.db.select().from(wordBases).where(eq(wordBases.userId, userId)).orderBy(asc(wordBases.createdAt)),
    deps.db
      .select()
      .from(words)
      .where(eq(words.userId, userId))
      .orderBy(asc(words.wordBaseId), asc(words.order)),
    deps.db
      .select()
      .from(wordReviews)
      .where(eq(wordReviews.userId, userId))
      .orderBy(asc(wordReviews.reviewedAt)),
    deps.db
      .select()
      .from(wordSessions)
      .where(eq(wordSessions.userId, userId))
      .orderBy(asc(wordSessions.createdAt)),
    deps.db
      .select()
      .from(wordSessionAnswers)
      .where(eq(wordSessionAnswers.userId, userId))
      .orderBy(asc(wordSessionAnswers.createdAt)),
    deps.db
      .select()
      .from(wordExercises)
      .where(eq(wordExercises.userId, userId))
      .orderBy(asc(wordExercises.sessionId), asc(wordExercises.order)),
    deps.db.select().from(userFsrs).where(eq(userFsrs.userId, userId)),
  ]);
  return [
    {
      path: 'bazy-slowek.json',
      about: 'bazy słówek ze słowami, sesjami nauki i powtórkami',
      json: {
        bazy: bases.map(strip),
        slowa: allWords.map(strip),
        powtorki: reviews.map(strip),
        sesje: sessions.map(strip),
        odpowiedzi: answers.map(strip),
        cwiczenia: exercises.map(strip),
        parametryFsrs: fsrs.map(strip),
      },
    },
  ];
}
