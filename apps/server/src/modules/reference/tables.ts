import { EXAM_LEVELS, LEVELS, SUBJECTS } from '@kreda/shared/enums';
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

export const przedmiotEnum = pgEnum('przedmiot', SUBJECTS);
export const poziomEnum = pgEnum('poziom', LEVELS);
export const ckePoziomEnum = pgEnum('cke_poziom', EXAM_LEVELS);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Curriculum topics (`Tematy`). Seeded rows carry a stable `seedKey` and `base`; a pupil's own topic
 * ("Własny temat") has `userId` and is seen and used only by that pupil.
 */
export const tematy = pgTable(
  'tematy',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    przedmiot: przedmiotEnum('przedmiot').notNull(),
    poziom: poziomEnum('poziom').notNull(),
    base: boolean('base').notNull().default(false),
    /** The pupil whose own topic this is; null for the curated catalogue. */
    userId: uuid('user_id'),
    ckePoziom: ckePoziomEnum('cke_poziom'),
    temat: text('temat').notNull(),
    podTematy: text('pod_tematy').array().notNull().default(sql`'{}'::text[]`),
    podrecznikId: uuid('podrecznik_id'),
    content: text('content'),
    zadanieId: uuid('zadanie_id'),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tematy_seed_key_idx').on(t.seedKey),
    index('tematy_przedmiot_poziom_idx').on(t.przedmiot, t.poziom, t.sortOrder),
    index('tematy_user_idx').on(t.userId, t.przedmiot, t.poziom),
  ],
);

/** Set readings (`Lektura`). The id is the dataset's stable slug. */
export const lektury = pgTable(
  'lektury',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    epoka: text('epoka').notNull(),
    /** `podstawowka` or `liceum`. */
    schoolLevel: text('school_level').notNull(),
    classes: text('classes'),
    scope: text('scope'),
    year: integer('year'),
    lista: text('lista'),
    egzaminOsmoklasisty: boolean('egzamin_osmoklasisty').notNull().default(false),
    maturaSheet2025: boolean('matura_sheet_2025').notNull().default(false),
    zakres: text('zakres'),
    notes: text('notes'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('lektury_school_level_idx').on(t.schoolLevel, t.sortOrder)],
);

/** Official CKE exam writing tasks with their grading criteria (`getcke`). */
export const ckeExams = pgTable('cke_exams', {
  id: text('id').primaryKey(),
  exam: text('exam').notNull(),
  subject: text('subject').notNull(),
  level: text('level').notNull(),
  task: text('task').notNull(),
  totalPoints: integer('total_points').notNull(),
  minWords: integer('min_words'),
  wordRange: text('word_range'),
  durationMin: integer('duration_min'),
  criteria: jsonb('criteria').notNull(),
  /** Every other rule of the dataset (gates, thresholds, allowed forms), kept verbatim. */
  rules: jsonb('rules').notNull(),
  confidence: text('confidence'),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/** Languages offered for vocabulary sets. */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  namePl: text('name_pl').notNull(),
  namePlFull: text('name_pl_full').notNull(),
  nameEn: text('name_en').notNull(),
  isoStandard: text('iso_standard').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** School subjects and levels with their Polish labels, so SQL reports can join on them. */
export const subjects = pgTable('subjects', {
  id: przedmiotEnum('id').primaryKey(),
  label: text('label').notNull(),
  shortLabel: text('short_label').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const levels = pgTable('levels', {
  id: poziomEnum('id').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** One row per seeded dataset with the checksum last applied: reseeding unchanged data is a no-op. */
export const referenceSeeds = pgTable('reference_seeds', {
  dataset: text('dataset').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
