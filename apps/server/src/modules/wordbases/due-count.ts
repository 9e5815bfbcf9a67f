import type { DB } from '../../platform/db/database.ts';
import { nextPeriodStart } from '../usage/index.ts';
import { dueByWorkspace, userWordCounts } from './service.ts';

/**
 * How many words the user has to repeat today as of `now` (the home page's "Do powtórki dziś"),
 * for other modules: the progress module's reminder e-mail asks this instead of reading our tables.
 */
export async function countDueWords(db: DB, userId: string, now: Date): Promise<number> {
  const byWorkspace = await dueByWorkspace(db, userId, nextPeriodStart('DAY', now));
  return byWorkspace.reduce((sum, w) => sum + w.count, 0);
}

/**
 * The user's words in live bases: all, learnt (past the learning steps, recall above 90%) and due
 * today as of `now`, for the progress module's "Moje postępy".
 */
export function countWords(db: DB, userId: string, now: Date) {
  return userWordCounts(db, userId, nextPeriodStart('DAY', now));
}
