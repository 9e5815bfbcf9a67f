import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import { isUuid } from '../../../core/ids.ts';
import type { DB } from '../../../platform/db/database.ts';
import { type LibraryImportRow, libraryImports } from '../tables.ts';
import './topics.ts';

/** Where an import is (the SDL's `PodrecznikImportState`). */
export type ImportState =
  | 'QUEUED'
  | 'READING'
  | 'TOC'
  | 'NEEDS_TOC'
  | 'CHAPTERS'
  | 'EXERCISES'
  | 'SOLVING'
  | 'DONE'
  | 'FAILED';

/** States in which the import's own job carries it (SOLVING: its exercises' jobs do). */
export const RUNNING_STATES: ImportState[] = ['QUEUED', 'READING', 'TOC', 'CHAPTERS', 'EXERCISES'];
/** States after which nothing more happens without an admin. */
const SETTLED_STATES: ImportState[] = ['DONE', 'FAILED'];

export async function findImport(db: DB, id: string): Promise<LibraryImportRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(libraryImports).where(eq(libraryImports.id, id));
  return row;
}

/** The book's imports, newest first. */
export function importsOf(db: DB, bookId: string): Promise<LibraryImportRow[]> {
  return db
    .select()
    .from(libraryImports)
    .where(eq(libraryImports.bookId, bookId))
    .orderBy(desc(libraryImports.createdAt));
}

/** An import of the book that is neither done nor failed (one at a time per book). */
export async function openImportOf(db: DB, bookId: string): Promise<LibraryImportRow | undefined> {
  const [row] = await db
    .select()
    .from(libraryImports)
    .where(and(eq(libraryImports.bookId, bookId), notInArray(libraryImports.state, SETTLED_STATES)))
    .limit(1);
  return row;
}

type Change = Partial<Omit<LibraryImportRow, 'id' | 'bookId' | 'createdAt' | 'updatedAt'>>;

/**
 * Changes the import, but only while its run is still the one given (`attempt`) and it is in one
 * of `from`: a stale run (an older attempt, or one an admin has since failed) changes nothing.
 * Tells the admin's page. Returns the row changed, if any.
 */
export async function moveImport(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  row: Pick<LibraryImportRow, 'id' | 'bookId' | 'attempt'>,
  from: ImportState[],
  change: Change,
  db: DB = deps.db,
): Promise<LibraryImportRow | undefined> {
  const [updated] = await db
    .update(libraryImports)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(
        eq(libraryImports.id, row.id),
        eq(libraryImports.attempt, row.attempt),
        inArray(libraryImports.state, from),
      ),
    )
    .returning();
  if (updated && db === deps.db) deps.pubsub.publish('libraryImport', row.bookId, { id: row.id });
  return updated;
}
