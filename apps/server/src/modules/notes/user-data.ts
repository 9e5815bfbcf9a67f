import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { aiNotes } from './tables.ts';

/** Every note of a user (their search passages go with the retrieval module's own hook). */
export async function removeUserNotes(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.delete(aiNotes).where(eq(aiNotes.userId, userId));
}

/** The user's notes, Markdown with maths, whole. */
export async function exportNotes(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const rows = await deps.db
    .select()
    .from(aiNotes)
    .where(eq(aiNotes.userId, userId))
    .orderBy(asc(aiNotes.createdAt));
  return [
    {
      path: 'notatki.json',
      about: 'notatki (Markdown)',
      json: rows.map(({ userId: _user, ...note }) => note),
    },
  ];
}
