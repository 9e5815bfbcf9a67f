import { ZADANIE_CHECKS, ZADANIE_STATES, ZADANIE_TYPES } from '@kreda/shared/enums';
import { sql } from 'drizzle-orm';
import {
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

export const zadanieStateEnum = pgEnum('zadanie_state', ZADANIE_STATES);
export const zadanieTypeEnum = pgEnum('zadanie_type', ZADANIE_TYPES);
export const zadanieCheckEnum = pgEnum('zadanie_check', ZADANIE_CHECKS);

export interface ZadanieOption {
  key: string;
  value: string;
}

/**
 * A school task (`Zadanie`): its text verbatim, its printed options, and its solution once solved.
 * It belongs to an owner of some kind — a photographed test (`test`) today, a textbook chapter or
 * a tutor's topic later — named by `owner_kind` and `owner_id`; the owning module registers the
 * kind (`ExerciseOwner` in its manifest).
 */
export const zadania = pgTable(
  'zadania',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: uuid('owner_id').notNull(),
    /** 1-based position among its owner's tasks. */
    order: integer('order').notNull(),
    numberExercise: text('number_exercise').notNull(),
    question: text('question').notNull(),
    type: zadanieTypeEnum('type').notNull(),
    options: jsonb('options').$type<ZadanieOption[]>().notNull().default([]),
    points: integer('points'),
    pages: integer('pages').array().notNull().default(sql`'{}'::int[]`),
    state: zadanieStateEnum('state').notNull().default('PENDING'),
    answer: text('answer'),
    explanation: text('explanation'),
    dlaczego: text('dlaczego'),
    check: zadanieCheckEnum('check'),
    checkMessage: text('check_message'),
    error: text('error'),
    /** Solving runs of this task (a retry or a re-solve after an edit is a new job key). */
    attempt: integer('attempt').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('zadania_owner_order_idx').on(t.ownerKind, t.ownerId, t.order),
    index('zadania_user_owner_idx').on(t.userId, t.ownerId),
  ],
);

export type ZadanieRow = typeof zadania.$inferSelect;
