import {
  ESSAY_LANGUAGE_LEVELS,
  ESSAY_MODES,
  ESSAY_STATES,
  type ExamLevel,
  SEGMENT_TYPES,
  TEXT_ACTIONS,
} from '@kreda/shared/enums';
import type { EssaySubject } from '@kreda/shared/essays';
import { sql } from 'drizzle-orm';
import {
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

export const essayModeEnum = pgEnum('essay_mode', ESSAY_MODES);
export const essayStateEnum = pgEnum('essay_state', ESSAY_STATES);
export const segmentTypeEnum = pgEnum('segment_type', SEGMENT_TYPES);
export const essayLanguageLevelEnum = pgEnum('essay_language_level', ESSAY_LANGUAGE_LEVELS);
export const textActionEnum = pgEnum('text_action', TEXT_ACTIONS);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A flag on a segment the pupil should see (`RozprawkaUwaga`). */
export interface SegmentNote {
  kind: 'SPRAWDZ_W_LEKTURZE' | 'ODBIEGA_OD_TEMATU';
  message: string;
  quote: string | null;
  lekturaId: string | null;
}

/** A written essay (`RozprawkaAi`), made by the `essays-write` job. Owned by `user_id`. */
export const rozprawki = pgTable(
  'rozprawki',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    type: essayModeEnum('type').notNull(),
    temat: text('temat').notNull(),
    /** `polish` or `english` (the subject enum's values; the module owns no copy of that type). */
    przedmiot: text('przedmiot').$type<EssaySubject>().notNull(),
    poziom: text('poziom').$type<ExamLevel>().notNull(),
    state: essayStateEnum('state').notNull().default('CREATED'),
    liczbaArgumentow: integer('liczba_argumentow').notNull(),
    poziomJezyka: essayLanguageLevelEnum('poziom_jezyka').notNull().default('STANDARDOWY'),
    polecenie: text('polecenie'),
    /** Set readings (`lektury.id`) the pupil chose, in their order. */
    lekturyIds: text('lektury_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The plan the job writes first (thesis, arguments, readings, contexts): a restart resumes from it. */
    plan: jsonb('plan'),
    /** FROM_REVEW: the review this essay improves. */
    reviewId: uuid('review_id'),
    error: text('error'),
    notice: text('notice'),
    ...timestamps,
  },
  (t) => [
    index('rozprawki_user_idx').on(t.userId, t.createdAt),
    index('rozprawki_workspace_idx').on(t.userId, t.workspaceId, t.createdAt),
    index('rozprawki_review_idx').on(t.userId, t.reviewId),
  ],
);

/** One part of an essay (`RozprawkaAiSegment`), written in order by the job. */
export const rozprawkaSegments = pgTable(
  'rozprawka_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    rozprawkaId: uuid('rozprawka_id').notNull(),
    /** 1-based position. */
    order: integer('order').notNull(),
    type: segmentTypeEnum('type').notNull(),
    content: text('content').notNull().default(''),
    contentJson: jsonb('content_json'),
    explanation: text('explanation'),
    helperContent: text('helper_content'),
    lekturaId: text('lektura_id'),
    uwagi: jsonb('uwagi').$type<SegmentNote[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('rozprawka_segments_order_idx').on(t.rozprawkaId, t.order)],
);

/** A proposed new version of a segment (`RozprawkaSegmentRewrite`), kept as history. */
export const rozprawkaRewrites = pgTable(
  'rozprawka_rewrites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    rozprawkaId: uuid('rozprawka_id').notNull(),
    segmentId: uuid('segment_id').notNull(),
    content: text('content').notNull(),
    instruction: text('instruction'),
    action: textActionEnum('action'),
    discarded: boolean('discarded').notNull().default(false),
    accepted: boolean('accepted').notNull().default(false),
    previousContent: text('previous_content'),
    /** The proposal's own flags, which become the part's when it is accepted. */
    uwagi: jsonb('uwagi').$type<SegmentNote[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rozprawka_rewrites_segment_idx').on(t.userId, t.segmentId, t.createdAt)],
);

/** A passage of a graded essay with its comment (`RozprawkaCytat`). */
export interface GradedQuote {
  text: string;
  start: number;
  end: number;
  kind: string;
  comment: string;
  correction: string | null;
}

/** Points for one criterion after the exam's rules (`RozprawkaKryteriumOcena`). */
export interface GradedCriterion {
  id: string;
  name: string;
  maxPoints: number;
  points: number;
  reason: string;
  rule: string | null;
  cytaty: GradedQuote[];
}

/** A whole grading by one exam's criteria (`RozprawkaKryteria`). */
export interface Grading {
  egzamin: string;
  nazwa: string;
  liczbaPunktow: number;
  zdobytePunkty: number;
  kryteria: GradedCriterion[];
  zasady: string[];
}

export interface Improvement {
  fragment: string;
  rewrite: string;
  why: string;
}

/** A graded essay (`RozprawkaAiReview`), graded by the `essays-review` job. */
export const rozprawkaReviews = pgTable(
  'rozprawka_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    /** `polish` or `english` (the subject enum's values; the module owns no copy of that type). */
    przedmiot: text('przedmiot').$type<EssaySubject>().notNull(),
    poziom: text('poziom').$type<ExamLevel>().notNull(),
    temat: text('temat').notNull(),
    /** The essay's text; null while it is being read from a photo or PDF. */
    content: text('content'),
    state: essayStateEnum('state').notNull().default('CREATED'),
    dysleksja: boolean('dysleksja').notNull().default(false),
    /** An essay written in Kreda that was graded. */
    rozprawkaId: uuid('rozprawka_id'),
    /** The photo or PDF of the essay, kept as a material of kind ROZPRAWKA. */
    userDocId: uuid('user_doc_id'),
    grading: jsonb('grading').$type<Grading | null>(),
    summary: text('summary'),
    improvements: jsonb('improvements').$type<Improvement[]>().notNull().default([]),
    error: text('error'),
    notice: text('notice'),
    ...timestamps,
  },
  (t) => [
    index('rozprawka_reviews_user_idx').on(t.userId, t.createdAt),
    index('rozprawka_reviews_workspace_idx').on(t.userId, t.workspaceId, t.createdAt),
  ],
);

export type RozprawkaRow = typeof rozprawki.$inferSelect;
export type SegmentRow = typeof rozprawkaSegments.$inferSelect;
export type RewriteRow = typeof rozprawkaRewrites.$inferSelect;
export type ReviewRow = typeof rozprawkaReviews.$inferSelect;
