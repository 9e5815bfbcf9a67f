import { TEST_SOLVER_STATES } from '@kreda/shared/enums';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const testSolverStateEnum = pgEnum('test_solver_state', TEST_SOLVER_STATES);

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

export type TestSolverRow = typeof testSolvers.$inferSelect;
