import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The processes that run job handlers on PostgreSQL, each marking itself alive every few seconds
 * (`heartbeat.ts`; ADR 016). One silent for longer than the dead-after time is presumed killed: its
 * leased runs go back to their queue and its row goes. Written with raw SQL through
 * `Database.executeSql`, as pg-boss is; the tables are here for the migration.
 */
export const jobWorkerProcesses = pgTable('job_worker_processes', {
  /** Random per process start. */
  id: uuid('id').primaryKey(),
  /** Where it runs, for an operator reading the table. */
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** The database's clock at the last heartbeat (every process compares with the same clock). */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which process runs which job: written when a handler starts, removed when it ends. `startedOn`
 * is the run's `pgboss.job.started_on`, so a lease returns only the run it was taken for, never a
 * later run of the same job by another process.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    jobId: uuid('job_id').primaryKey(),
    /** The job's queue (`pgboss.job.name`, the table's partition key). */
    queue: text('queue').notNull(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => jobWorkerProcesses.id, { onDelete: 'cascade' }),
    startedOn: timestamp('started_on', { withTimezone: true }).notNull(),
    leasedAt: timestamp('leased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_leases_worker_idx').on(t.workerId)],
);
