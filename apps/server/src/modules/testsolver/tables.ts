import { TEST_SOLVER_STATES, ZADANIE_CHECKS, ZADANIE_STATES, ZADANIE_TYPES } from '@kreda/shared/enums';
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

export const testSolverStateEnum = pgEnum('test_solver_state', TEST_SOLVER_STATES);
export const zadanieStateEnum = pgEnum('zadanie_state', ZADANIE_STATES);
export const zadanieTypeEnum = pgEnum('zadanie_type', ZADANIE_TYPES);
export const zadanieCheckEnum = pgEnum('zadanie_check', ZADANIE_CHECKS);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A photographed or uploaded test (`TestSolver`), read and solved by jobs. Owned by `user_id`. */
export const testSolvers = pgTable(
  'test_solvers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    title: text('title').notNull(),
    state: testSolverStateEnum('state').notNull().default('UPLOADING'),
    polecenie: text('polecenie'),
    /** The subject the extraction recognised (a value of the subject enum), if any. */
    przedmiot: text('przedmiot'),
    /** The pages' materials (kind SPRAWDZIAN), in the pupil's order. */
    docIds: uuid('doc_ids').array().notNull().default(sql`'{}'::uuid[]`),
    pageCount: integer('page_count').notNull().default(0),
    /** Pages whose tasks are cut and stored: extraction resumes after them. */
    extractedPages: integer('extracted_pages').notNull().default(0),
    /** Pages read only in part (a cut-off or invalid reply): said in the notice. */
    partialPages: integer('partial_pages').array().notNull().default(sql`'{}'::int[]`),
    /** Pages or files that could not be read (said to the pupil with the partly read pages). */
    notice: text('notice'),
    /** The material of kind ROZWIAZANE_ZADANIA written when the test is solved. */
    solvedDocId: uuid('solved_doc_id'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    index('test_solvers_user_idx').on(t.userId, t.createdAt),
    index('test_solvers_workspace_idx').on(t.userId, t.workspaceId, t.createdAt),
  ],
);

export interface ZadanieOption {
  key: string;
  value: string;
}

/** A task of a test (`Zadanie`), cut from the pages verbatim and solved by its own job. */
export const zadania = pgTable(
  'zadania',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    testSolverId: uuid('test_solver_id').notNull(),
    /** 1-based position in the test. */
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('zadania_order_idx').on(t.testSolverId, t.order),
    index('zadania_user_idx').on(t.userId, t.testSolverId),
  ],
);

export type TestSolverRow = typeof testSolvers.$inferSelect;
export type ZadanieRow = typeof zadania.$inferSelect;
