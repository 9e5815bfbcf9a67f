import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  indexSource,
  type Passage,
  PUBLIC_OWNER,
  removeSource,
  type SourceRef,
  sourceChunkCounts,
  sourcePassages,
} from '../retrieval/index.ts';
import { libraryBooks, libraryChapters } from './tables.ts';
import { shownChapters } from './toc.ts';

/*
 * The library's text where the AI tools search: each chapter of the table of contents is one
 * retrieval source (kind LIBRARY_CHAPTER, the chapter's id), its shown subchapters' text the
 * segments, owned by retrieval's public owner (the nil id no account has), which any user reads by
 * naming the chapter as a source. A chapter is indexed whether or not its book is published; who
 * may name it is decided on reading (`publishedChapter`, the sources provider), so publishing and
 * hiding never touch the index.
 */

const sourceOf = (chapterId: string): SourceRef => ({ kind: 'LIBRARY_CHAPTER', id: chapterId });

/**
 * (Re-)indexes every chapter of the book from its shown subchapters; a chapter marked deleted, or
 * left with no text, leaves the index. Idempotent (unchanged text keeps its chunks); returns the
 * number of chapters with text.
 */
export async function indexBookChapters(db: DB, bookId: string): Promise<number> {
  const rows = await db
    .select()
    .from(libraryChapters)
    .where(eq(libraryChapters.bookId, bookId))
    .orderBy(asc(libraryChapters.order));
  const shown = new Set(shownChapters(rows).map((row) => row.id));
  let indexed = 0;
  for (const chapter of rows.filter((row) => row.parentId === null)) {
    const segments = rows
      .filter((row) => row.parentId === chapter.id && shown.has(row.id) && row.content?.trim())
      .map((row) => ({ text: `${row.number}. ${row.name}\n\n${row.content}`, page: row.page ?? undefined }));
    if (!shown.has(chapter.id) || segments.length === 0) {
      await removeSource(db, PUBLIC_OWNER, sourceOf(chapter.id));
      continue;
    }
    await indexSource(db, {
      userId: PUBLIC_OWNER,
      workspaceId: null,
      source: sourceOf(chapter.id),
      segments,
    });
    indexed += 1;
  }
  return indexed;
}

/** A shown chapter (not a subchapter) of a published book, as a tool names its source. */
export interface PublishedChapter {
  id: string;
  number: string;
  name: string;
  bookId: string;
  bookTitle: string;
  przedmiot: string;
  poziom: string;
}

/**
 * A chapter (not a subchapter), not deleted, of a published book: what pupils' tools may read. For
 * queries joining `library_chapters` with `library_books`.
 */
export const PUBLISHED_CHAPTER = and(
  isNull(libraryChapters.parentId),
  eq(libraryChapters.deleted, false),
  eq(libraryBooks.visible, true),
);

/** The chapter when it is a shown chapter of a published book; anything else is missing. */
export async function publishedChapter(db: DB, id: string): Promise<PublishedChapter | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: libraryChapters.id,
      number: libraryChapters.number,
      name: libraryChapters.name,
      bookId: libraryBooks.id,
      bookTitle: libraryBooks.title,
      przedmiot: libraryBooks.przedmiot,
      poziom: libraryBooks.poziom,
    })
    .from(libraryChapters)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryChapters.bookId))
    .where(and(eq(libraryChapters.id, id), PUBLISHED_CHAPTER));
  return row ?? null;
}

/** Whether a published chapter has indexed text (counted, not read): a tool over it has something to read. */
export async function publishedChapterHasText(db: DB, id: string): Promise<boolean> {
  const counts = await sourceChunkCounts(db, { userId: PUBLIC_OWNER, sources: [sourceOf(id)] });
  return (counts.get(id)?.chunks ?? 0) > 0;
}

/**
 * The indexed passages of a published chapter, in reading order (empty when the chapter is not
 * published or has no text). For tools that cover a whole chapter, e.g. "Quiz z rozdziału".
 */
export async function publishedChapterPassages(db: DB, id: string): Promise<Passage[]> {
  if (!(await publishedChapter(db, id))) return [];
  return sourcePassages(db, { userId: PUBLIC_OWNER, sources: [sourceOf(id)] });
}

/** A shown subchapter of a published chapter, with its text, as a tutor follows it. */
export interface PublishedSubchapter {
  id: string;
  number: string;
  name: string;
  page: number | null;
  content: string;
}

/**
 * The shown subchapters of a published chapter in the table's order, with their text (empty when
 * the chapter is not published). For tools that teach a chapter step by step (the tutors).
 */
export async function publishedSubchapters(db: DB, id: string): Promise<PublishedSubchapter[]> {
  if (!(await publishedChapter(db, id))) return [];
  const rows = await db
    .select()
    .from(libraryChapters)
    .where(and(eq(libraryChapters.parentId, id), eq(libraryChapters.deleted, false)))
    .orderBy(asc(libraryChapters.order));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    page: row.page,
    content: row.content ?? '',
  }));
}

/** Subchapters by id (any book's, for what a tool stored of them), without their text. */
export async function subchaptersByIds(
  db: DB,
  ids: readonly string[],
): Promise<Omit<PublishedSubchapter, 'content'>[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select({
      id: libraryChapters.id,
      number: libraryChapters.number,
      name: libraryChapters.name,
      page: libraryChapters.page,
    })
    .from(libraryChapters)
    .where(inArray(libraryChapters.id, valid));
}
