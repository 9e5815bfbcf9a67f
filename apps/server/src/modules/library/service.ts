import type { Level, Subject } from '@kreda/shared/enums';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { PUBLIC_TASKS_USER, solvedCounts, tasksOf, type ZadanieRow } from '../exercises/index.ts';
import { type LibraryBookRow, type LibraryChapterRow, libraryBooks, libraryChapters } from './tables.ts';
import { shownChapters } from './toc.ts';

/*
 * Reads of the public library. Pupils and signed-out visitors see only published books and the
 * chapters not marked deleted; an admin (`everything`) sees the rest too. A hidden book answers
 * exactly like a missing one.
 */

/** The owner kind of the library's exercises in the exercises module (their owner: a subchapter). */
export const LIBRARY_TASKS = 'library';

export interface Audience {
  /** An admin: unpublished books and deleted chapters too. */
  everything: boolean;
}

const PUBLIC: Audience = { everything: false };

const shown = (audience: Audience): SQL | undefined =>
  audience.everything ? undefined : eq(libraryBooks.visible, true);

/** A book by id, when the audience may see it. */
export async function findBook(
  db: DB,
  id: string,
  audience: Audience = PUBLIC,
): Promise<LibraryBookRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(libraryBooks)
    .where(and(eq(libraryBooks.id, id), shown(audience)));
  return row;
}

/** Published textbooks of a subject and level, by class and title. */
export function booksBySubjectAndLevel(db: DB, przedmiot: Subject, poziom: Level, audience = PUBLIC) {
  return db
    .select()
    .from(libraryBooks)
    .where(and(eq(libraryBooks.przedmiot, przedmiot), eq(libraryBooks.poziom, poziom), shown(audience)))
    .orderBy(asc(libraryBooks.klasa), asc(libraryBooks.title));
}

/** `\` `%` `_` taken literally in ILIKE. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Published books whose title contains the text, or whose ISBN it is (hyphens and spaces ignored). */
export function booksByTitle(db: DB, text: string, przedmiot: Subject | null | undefined, limit = 20) {
  const digits = text.replace(/[\s-]/g, '');
  const isbn = /^\d{10}(\d{3})?$/.test(digits) ? eq(libraryBooks.isbn, digits) : undefined;
  return db
    .select()
    .from(libraryBooks)
    .where(
      and(
        eq(libraryBooks.visible, true),
        przedmiot ? eq(libraryBooks.przedmiot, przedmiot) : undefined,
        or(ilike(libraryBooks.title, `%${likeLiteral(text)}%`), isbn),
      ),
    )
    .orderBy(asc(libraryBooks.title))
    .limit(limit);
}

/** The table of contents of these books, in order (deleted entries, and what is under one, only for `everything`). */
export async function chaptersOf(
  db: DB,
  bookIds: readonly string[],
  audience: Audience = PUBLIC,
): Promise<LibraryChapterRow[]> {
  if (bookIds.length === 0) return [];
  const rows = await db
    .select()
    .from(libraryChapters)
    .where(inArray(libraryChapters.bookId, [...bookIds]))
    .orderBy(asc(libraryChapters.bookId), asc(libraryChapters.order));
  return audience.everything ? rows : shownChapters(rows);
}

/** Whether the id is a subchapter of any book, published or not (an admin reads its exercises). */
export async function isSubchapter(db: DB, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ parentId: libraryChapters.parentId })
    .from(libraryChapters)
    .where(eq(libraryChapters.id, id));
  return Boolean(row?.parentId);
}

/** Solved exercises per subchapter id. */
export function exerciseCounts(db: DB, subchapterIds: readonly string[]): Promise<Map<string, number>> {
  return solvedCounts(db, PUBLIC_TASKS_USER, subchapterIds);
}

/** The exercises of these subchapters, in order, in every state (an import's, an admin's reads). */
export function exercisesOf(db: DB, subchapterIds: readonly string[]): Promise<ZadanieRow[]> {
  return tasksOf(db, PUBLIC_TASKS_USER, subchapterIds);
}

/** The solved exercises of these subchapters, in order: what the public catalogue shows. */
export function solvedExercisesOf(db: DB, subchapterIds: readonly string[]): Promise<ZadanieRow[]> {
  return tasksOf(db, PUBLIC_TASKS_USER, subchapterIds, { solvedOnly: true });
}
