import type { Subject } from '@kreda/shared/enums';
import { asc, eq } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { exerciseCounts } from './service.ts';
import { type LibraryBookRow, type LibraryChapterRow, libraryBooks, libraryChapters } from './tables.ts';
import { shownChapters } from './toc.ts';

/*
 * What the public sees of the library's structure — published books, their shown chapters, the
 * solved exercises per book — read in three statements and kept per database for PUBLISHED_TTL_MS:
 * every signed-out page of the catalogue asks for it, and only an admin's change alters it. This
 * process forgets it at once on such a change (`forgetPublished`); other processes within the TTL.
 * A failed read is not kept. Exercises themselves are read from the exercises module each time.
 */

const PUBLISHED_TTL_MS = 30_000;

/** Chapter rows without their text (kept in memory). */
export type ChapterEntry = Omit<LibraryChapterRow, 'content'>;

export interface Published {
  /** Published books, by subject, class and title (the exercise catalogue's order). */
  books: LibraryBookRow[];
  /** Shown chapters of each published book, in order. */
  chapters: Map<string, ChapterEntry[]>;
  /** Solved exercises of each shown subchapter (absent: none). */
  counts: Map<string, number>;
  /** Every shown subchapter's id. */
  subchapters: Set<string>;
  /** Solved exercises of each published book. */
  bookCounts: Map<string, number>;
  /** Each published book's subject. */
  subjects: Map<string, Subject>;
}

const kept = new WeakMap<DB, { pending: Promise<Published>; at: number }>();

async function readPublished(db: DB): Promise<Published> {
  const books = await db
    .select()
    .from(libraryBooks)
    .where(eq(libraryBooks.visible, true))
    .orderBy(asc(libraryBooks.przedmiot), asc(libraryBooks.klasa), asc(libraryBooks.title));
  const subjects = new Map(books.map((book) => [book.id, book.przedmiot]));
  const rows = (
    await db
      .select({
        id: libraryChapters.id,
        bookId: libraryChapters.bookId,
        parentId: libraryChapters.parentId,
        tocId: libraryChapters.tocId,
        number: libraryChapters.number,
        name: libraryChapters.name,
        rawName: libraryChapters.rawName,
        page: libraryChapters.page,
        order: libraryChapters.order,
        deleted: libraryChapters.deleted,
        createdAt: libraryChapters.createdAt,
        updatedAt: libraryChapters.updatedAt,
      })
      .from(libraryChapters)
      .orderBy(asc(libraryChapters.bookId), asc(libraryChapters.order))
  ).filter((row) => subjects.has(row.bookId));
  const chapters = new Map<string, ChapterEntry[]>();
  for (const row of shownChapters(rows)) chapters.set(row.bookId, [...(chapters.get(row.bookId) ?? []), row]);
  const subchapterIds = [...chapters.values()].flat().filter((row) => row.parentId);
  const counts = await exerciseCounts(
    db,
    subchapterIds.map((row) => row.id),
  );
  const bookCounts = new Map(books.map((book) => [book.id, 0]));
  for (const row of subchapterIds)
    bookCounts.set(row.bookId, (bookCounts.get(row.bookId) ?? 0) + (counts.get(row.id) ?? 0));
  return {
    books,
    chapters,
    counts,
    bookCounts,
    subjects,
    subchapters: new Set(subchapterIds.map((row) => row.id)),
  };
}

/** The public structure of the library, read at most once per PUBLISHED_TTL_MS per process. */
export function published(db: DB): Promise<Published> {
  const entry = kept.get(db);
  if (entry && performance.now() - entry.at < PUBLISHED_TTL_MS) return entry.pending;
  const pending = readPublished(db);
  const fresh = { pending, at: performance.now() };
  kept.set(db, fresh);
  pending.catch(() => {
    if (kept.get(db) === fresh) kept.delete(db);
  });
  return pending;
}

/** After an admin's change (or a seed): the next public read reads the library again. */
export function forgetPublished(db: DB): void {
  kept.delete(db);
}

/** Solved exercises in published books (of one subject), the catalogue's headline number. */
export async function publishedExerciseCount(db: DB, przedmiot?: Subject | null): Promise<number> {
  const { bookCounts, subjects } = await published(db);
  let total = 0;
  for (const [id, n] of bookCounts) if (!przedmiot || subjects.get(id) === przedmiot) total += n;
  return total;
}

/** Whether the subchapter is shown in a published book: its exercises are anyone's to read. */
export async function isPublicSubchapter(db: DB, id: string): Promise<boolean> {
  return (await published(db)).subchapters.has(id);
}

/** A page of published books (optionally of one subject and class), and how many there are. */
export async function bookPage(
  db: DB,
  filter: { przedmiot?: Subject | null; klasa?: number | null },
  page: number,
  limit: number,
): Promise<{ rows: LibraryBookRow[]; total: number }> {
  const matching = (await published(db)).books.filter(
    (book) =>
      (!filter.przedmiot || book.przedmiot === filter.przedmiot) &&
      (!filter.klasa || book.klasa === filter.klasa),
  );
  return { rows: matching.slice((page - 1) * limit, page * limit), total: matching.length };
}
