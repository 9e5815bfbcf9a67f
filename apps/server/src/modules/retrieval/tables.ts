import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * `kreda_unaccent(text)` is created by the hand-written migration `0003_retrieval_search.sql`
 * (with the pg_trgm and unaccent extensions): an IMMUTABLE wrapper around unaccent(), which is
 * only STABLE and so cannot appear in a generated column. `kreda_repeated_stems(tsvector)` is
 * created by hand at the top of `0019_retrieval_repeated_stems.sql`.
 */

const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * Searchable passages of every user's sources (documents, notes, transcripts, conversations, quiz
 * results). Owned by `user_id`; sources belong to other modules and are referenced by kind and id
 * without foreign keys: those modules call removeSource when a source goes away.
 */
export const retrievalChunks = pgTable(
  'retrieval_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id'),
    /** USER_DOC | AI_NOTE | YOUTUBE | CONVERSATION | QUIZ_RESULT | LIBRARY_CHAPTER */
    sourceKind: text('source_kind').notNull(),
    sourceId: uuid('source_id').notNull(),
    /** 0-based chunk number within the source. */
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
    /** 1-based PDF page. */
    page: integer('page'),
    startSeconds: real('start_seconds'),
    endSeconds: real('end_seconds'),
    /** [charStart, charEnd) in the source's full text (`sourceFullText` in chunking.ts). */
    charStart: integer('char_start').notNull(),
    charEnd: integer('char_end').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', kreda_unaccent(lower("text")))`),
    /**
     * The word stems (query-terms.ts `prefixStem`, by `kreda_repeated_stems` of migration 0019)
     * seen at least twice in the chunk: the chunks a common word can rank high in (rankers.ts).
     */
    searchRepeated: tsvector('search_repeated')
      .notNull()
      .generatedAlwaysAs(sql`kreda_repeated_stems(to_tsvector('simple', kreda_unaccent(lower("text"))))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique: a source's chunk numbers never repeat, so a racing re-index fails loudly rather
    // than doubling passages. Also the scope filter of every search (user, then sources).
    uniqueIndex('retrieval_chunks_source_idx').on(t.userId, t.sourceKind, t.sourceId, t.ordinal),
    // No trigram index on the text: rankers.ts explains why trigrams are scored on candidates.
    index('retrieval_chunks_search_idx').using('gin', t.search),
    index('retrieval_chunks_search_repeated_idx').using('gin', t.searchRepeated),
  ],
);

export type RetrievalChunkRow = typeof retrievalChunks.$inferSelect;
