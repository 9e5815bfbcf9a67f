import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
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
