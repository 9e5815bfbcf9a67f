import { eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { retrievalChunks } from './tables.ts';

/**
 * Every searchable passage of a user, for the account's deletion. Not part of the data export:
 * passages are copies of the materials' and notes' text, which the export holds whole.
 */
export async function removeUserPassages(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.delete(retrievalChunks).where(eq(retrievalChunks.userId, userId));
}
