import type { DB } from '../../platform/db/database.ts';
import { nextPeriodStart } from '../usage/index.ts';
import { dueByWorkspace } from './service.ts';

/**
 * How many words the user has to repeat today as of `now` (the home page's "Do powtórki dziś"),
 * for other modules: the progress module's reminder e-mail asks this instead of reading our tables.
 */
export async function countDueWords(db: DB, userId: string, now: Date): Promise<number> {
  const byWorkspace = await dueByWorkspace(db, userId, nextPeriodStart('DAY', now));
  return byWorkspace.reduce((sum, w) => sum + w.count, 0);
}
