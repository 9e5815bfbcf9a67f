import {
  EXERCISE_KINDS,
  FLASHCARD_KINDS,
  GENERATION_STATES,
  WORD_BASE_SESSION_TYPES,
} from '@kreda/shared/enums';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const flashcardKindEnum = pgEnum('flashcard_kind', FLASHCARD_KINDS);
export const wordBaseStateEnum = pgEnum('word_base_state', GENERATION_STATES);
export const wordSessionTypeEnum = pgEnum('word_session_type', WORD_BASE_SESSION_TYPES);
export const exerciseKindEnum = pgEnum('exercise_kind', EXERCISE_KINDS);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A vocabulary set (`WordBase`) of a workspace. Owned by `user_id`; deletion is soft (undo). */
export const wordBases = pgTable(
  'word_bases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    type: flashcardKindEnum('type').notNull(),
    /** A code of the `languages` table (kind Language); null for kind Other. */
    languageCode: text('language_code'),
    /** The source set the words were extracted from (`extractwordbase`). */
    sourcesId: uuid('sources_id'),
    /** Typed sets are INITIAL_READY at once; extracted ones go CREATED → INITIAL_PENDING → READY/FAILED. */
    state: wordBaseStateEnum('state').notNull().default('INITIAL_READY'),
    error: text('error'),
    /** What the extraction says to the pupil (fewer words than asked, words left out). */
    notice: text('notice'),
    /** Words asked of the extraction. */
    requestedCount: integer('requested_count'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    lastStudiedAt: timestamp('last_studied_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('word_bases_workspace_idx').on(t.userId, t.workspaceId, t.createdAt),
    index('word_bases_sources_idx').on(t.userId, t.sourcesId),
  ],
);

/**
 * A word (or term) of a set with its FSRS card (ts-fsrs `Card` fields). `due` is indexed per set:
 * `getnextword` reads the most overdue word with one index scan.
 */
export const words = pgTable(
  'words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    wordBaseId: uuid('word_base_id').notNull(),
    word: text('word').notNull(),
    /** `wordKey(word)`: one word per set. */
    wordKey: text('word_key').notNull(),
    translation: text('translation').notNull(),
    usageExample: text('usage_example'),
    order: integer('order').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('words_key_idx').on(t.wordBaseId, t.wordKey),
    index('words_due_idx').on(t.wordBaseId, t.due, t.order),
    index('words_user_due_idx').on(t.userId, t.due),
  ],
);

/**
 * Every rating of a word, append-only: the word's history and the pupil's FSRS training data
 * (`rating` 1–4 = Again…Easy; `state` is the card's state before the review).
 */
export const wordReviews = pgTable(
  'word_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    wordId: uuid('word_id').notNull(),
    wordBaseId: uuid('word_base_id').notNull(),
    sessionId: uuid('session_id'),
    rating: smallint('rating').notNull(),
    state: smallint('state').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('word_reviews_word_idx').on(t.wordId, t.reviewedAt),
    index('word_reviews_user_idx').on(t.userId, t.wordId, t.reviewedAt),
  ],
);

/** A study session (`WordBaseSession`): flashcards (WORD) or AI exercises (EXERCISE). */
export const wordSessions = pgTable(
  'word_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    wordBaseId: uuid('word_base_id').notNull(),
    type: wordSessionTypeEnum('type').notNull(),
    wordCount: integer('word_count').notNull(),
    isFinished: boolean('is_finished').notNull().default(false),
    /** Percent of right answers, computed when the session ends. */
    score: integer('score'),
    /** Seconds of study (gaps between answers, each capped): computed at every answer. */
    timeSeconds: integer('time_seconds').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('word_sessions_base_idx').on(t.userId, t.wordBaseId, t.createdAt)],
);

/** A flashcard rated in a session: once per word and session (a resumed session skips it). */
export const wordSessionAnswers = pgTable(
  'word_session_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    wordId: uuid('word_id').notNull(),
    /** The word as it was rated (the word may be edited or removed later). */
    word: text('word').notNull(),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('word_session_answers_word_idx').on(t.sessionId, t.wordId)],
);

/** An AI-made exercise of an EXERCISE session, with the pupil's answer and its review. */
export const wordExercises = pgTable(
  'word_exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    wordId: uuid('word_id').notNull(),
    word: text('word').notNull(),
    order: integer('order').notNull(),
    kind: exerciseKindEnum('kind').notNull(),
    polecenie: text('polecenie').notNull(),
    example: text('example').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** The right answer (for TLUMACZENIE a reference translation; for ZDANIE the word itself). */
    expected: text('expected').notNull(),
    answer: text('answer'),
    isCorrect: boolean('is_correct'),
    review: text('review'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('word_exercises_order_idx').on(t.sessionId, t.order)],
);

/**
 * A pupil's FSRS: reviews counted, and the parameters fitted to their own history once there are
 * enough (null until then: ts-fsrs defaults).
 */
export const userFsrs = pgTable('user_fsrs', {
  userId: uuid('user_id').primaryKey(),
  reviewCount: integer('review_count').notNull().default(0),
  /** `review_count` when the parameters were last fitted. */
  fittedReviewCount: integer('fitted_review_count').notNull().default(0),
  params: doublePrecision('params').array(),
  fittedAt: timestamp('fitted_at', { withTimezone: true }),
  ...timestamps,
});

export type WordBaseRow = typeof wordBases.$inferSelect;
export type WordRow = typeof words.$inferSelect;
export type WordReviewRow = typeof wordReviews.$inferSelect;
export type WordSessionRow = typeof wordSessions.$inferSelect;
export type WordSessionAnswerRow = typeof wordSessionAnswers.$inferSelect;
export type WordExerciseRow = typeof wordExercises.$inferSelect;
