import type { Level, Subject } from '@kreda/shared/enums';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { PUBLIC_TASKS_USER, solvedCounts, tasksOf, type ZadanieRow } from '../exercises/index.ts';
import { type LibraryBookRow, type LibraryChapterRow, libraryBooks, libraryChapters } from './tables.ts';

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

/** A page of published books (optionally of one subject and class), and how many there are. */
export async function bookPage(
  db: DB,
  filter: { przedmiot?: Subject | null; klasa?: number | null },
  page: number,
  limit: number,
) {
  const where = and(
    eq(libraryBooks.visible, true),
    filter.przedmiot ? eq(libraryBooks.przedmiot, filter.przedmiot) : undefined,
    filter.klasa ? eq(libraryBooks.klasa, filter.klasa) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(libraryBooks)
      .where(where)
      .orderBy(asc(libraryBooks.przedmiot), asc(libraryBooks.klasa), asc(libraryBooks.title))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(libraryBooks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** `\` `%` `_` taken literally in ILIKE. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
  if (audience.everything) return rows;
  const shownIds = new Set(rows.filter((row) => !row.deleted && !row.parentId).map((row) => row.id));
  return rows.filter((row) => !row.deleted && (!row.parentId || shownIds.has(row.parentId)));
}

/** A subchapter of a published book, neither it nor its chapter deleted: its exercises are anyone's to read. */
export async function isPublicSubchapter(db: DB, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const parent = alias(libraryChapters, 'parent');
  const [row] = await db
    .select({ id: libraryChapters.id })
    .from(libraryChapters)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryChapters.bookId))
    .innerJoin(parent, eq(parent.id, libraryChapters.parentId))
    .where(
      and(
        eq(libraryChapters.id, id),
        eq(libraryChapters.deleted, false),
        eq(parent.deleted, false),
        eq(libraryBooks.visible, true),
      ),
    );
  return row !== undefined;
}

/** Solved exercises per subchapter id. */
export function exerciseCounts(db: DB, subchapterIds: readonly string[]): Promise<Map<string, number>> {
  return solvedCounts(db, PUBLIC_TASKS_USER, subchapterIds);
}

/** The exercises of these subchapters, in order. */
export function exercisesOf(db: DB, subchapterIds: readonly string[]): Promise<ZadanieRow[]> {
  return tasksOf(db, PUBLIC_TASKS_USER, subchapterIds);
}

/** Solved exercises in published books (of one subject), the catalogue's headline number. */
export async function publishedExerciseCount(db: DB, przedmiot?: Subject | null): Promise<number> {
  const books = await db
    .select({ id: libraryBooks.id })
    .from(libraryBooks)
    .where(
      and(eq(libraryBooks.visible, true), przedmiot ? eq(libraryBooks.przedmiot, przedmiot) : undefined),
    );
  const subchapters = (
    await chaptersOf(
      db,
      books.map((book) => book.id),
    )
  ).filter((row) => row.parentId);
  const counts = await exerciseCounts(
    db,
    subchapters.map((row) => row.id),
  );
  let total = 0;
  for (const n of counts.values()) total += n;
  return total;
}
