import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Finished study sessions, one row per domain event that reported one (ADR 025): the event's id is
 * the key, so an event handled twice counts once. `day` is the Warsaw calendar day the session
 * ended on. No foreign keys to other modules' tables: the rows go with the account through the
 * `userDeleted` hook.
 */
export const studySessions = pgTable(
  'study_sessions',
  {
    eventId: uuid('event_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** What was studied: FLASHCARDS, EXERCISES, QUIZ, ESSAY, TEST, TUTOR. */
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** The event's type (`quiz.finished`…); null only for rows counted before it was kept. */
    eventType: text('event_type'),
    /** The event's entity (the quiz attempt, the test, the tutor session…). */
    entityId: uuid('entity_id'),
    /** The event's payload (ids, counts, scores; never a pupil's text), read by "Moje postępy". */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('study_sessions_user_day_idx').on(t.userId, t.day)],
);

/** A pupil's daily goal and whether they want the reminder e-mail (no row: goal 1, no e-mail). */
export const studySettings = pgTable('study_settings', {
  userId: uuid('user_id').primaryKey(),
  dailyGoal: integer('daily_goal').notNull().default(1),
  remindersEnabled: boolean('reminders_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reminder e-mails sent, one per pupil and Warsaw day, claimed in the transaction that sends it:
 * a job run again, or another instance's, finds the row and sends nothing.
 */
export const studyReminders = pgTable(
  'study_reminders',
  {
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export type StudySessionRow = typeof studySessions.$inferSelect;
