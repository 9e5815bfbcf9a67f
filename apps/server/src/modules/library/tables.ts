import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { poziomEnum, przedmiotEnum } from '../reference/index.ts';

export const BOOK_TYPES = ['PODRECZNIK', 'ZBIOR_ZADAN'] as const;
export const bookTypeEnum = pgEnum('book_type', BOOK_TYPES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A book of the public library: a textbook (`Podrecznik` in the catalogue) and, with its exercises,
 * a `Book` of the exercise catalogue — one row, two views. Seen by everyone once `visible`; demo
 * books (written for the project) carry `seedKey` and `demo`.
 */
export const libraryBooks = pgTable(
  'library_books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    title: text('title').notNull(),
    /** 13 digits, no hyphens. */
    isbn: text('isbn'),
    przedmiot: przedmiotEnum('przedmiot').notNull(),
    poziom: poziomEnum('poziom').notNull(),
    klasa: integer('klasa'),
    type: bookTypeEnum('type').notNull().default('PODRECZNIK'),
    wydawnictwo: text('wydawnictwo'),
    authors: text('authors').array().notNull().default(sql`'{}'::text[]`),
    releaseDate: text('release_date'),
    link: text('link'),
    imageUrl: text('image_url'),
    demo: boolean('demo').notNull().default(false),
    visible: boolean('visible').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('library_books_seed_key_idx').on(t.seedKey),
    uniqueIndex('library_books_isbn_idx').on(t.isbn),
    index('library_books_catalogue_idx').on(t.przedmiot, t.poziom, t.visible),
  ],
);

/**
 * A chapter (no parent) or subchapter of a book's table of contents, with the subchapter's text.
 * Exercises belong to subchapters (tasks of the exercises module, owner kind `library`).
 */
export const libraryChapters = pgTable(
  'library_chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => libraryBooks.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => libraryChapters.id, { onDelete: 'cascade' }),
    /** Position in the table of contents, e.g. "2" or "2.1" (unique in the book). */
    tocId: text('toc_id').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    rawName: text('raw_name').notNull(),
    page: integer('page'),
    /** The subchapter's text (Markdown), indexed for search; null on a chapter. */
    content: text('content'),
    order: integer('order').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('library_chapters_toc_idx').on(t.bookId, t.tocId),
    index('library_chapters_parent_idx').on(t.parentId),
  ],
);

export type LibraryBookRow = typeof libraryBooks.$inferSelect;
export type LibraryChapterRow = typeof libraryChapters.$inferSelect;

/**
 * An admin's import of a textbook's PDF (`import/`): the stored file, where the durable job is
 * (`state`), its progress and, when it failed or waits for a table of contents, why (Polish).
 */
export const libraryImports = pgTable(
  'library_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => libraryBooks.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    /** QUEUED, READING, TOC, NEEDS_TOC, CHAPTERS, EXERCISES, SOLVING, DONE or FAILED. */
    state: text('state').notNull().default('QUEUED'),
    /** Where the table of contents came from: OUTLINE, AI or MANUAL. */
    tocSource: text('toc_source'),
    /** The table of contents entered by hand (`setPodrecznikToc`), used on the next run. */
    toc: jsonb('toc'),
    pageCount: integer('page_count'),
    pagesRead: integer('pages_read').notNull().default(0),
    chapterCount: integer('chapter_count').notNull().default(0),
    subchapterCount: integer('subchapter_count').notNull().default(0),
    /**
     * EXERCISES: subchapters whose exercises are stored (in order; the transaction that stores a
     * subchapter's exercises moves it on, so a restart goes on after the last one and never
     * stores one twice), and the exercises found. SOLVING: exercises solved, and failed.
     */
    subchaptersRead: integer('subchapters_read').notNull().default(0),
    exercisesFound: integer('exercises_found').notNull().default(0),
    exercisesSolved: integer('exercises_solved').notNull().default(0),
    exercisesFailed: integer('exercises_failed').notNull().default(0),
    /** A Polish note on a finished import (e.g. its exercises skipped without AI). */
    note: text('note'),
    error: text('error'),
    /** Runs asked for (the first, then each retry): the job's key. */
    attempt: integer('attempt').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('library_imports_book_idx').on(t.bookId, t.createdAt)],
);

export type LibraryImportRow = typeof libraryImports.$inferSelect;
