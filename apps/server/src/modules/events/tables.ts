import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Business facts, one row each, written in the transaction of the command or job that caused them
 * (ADR 018): who, what, about which entity, when, and a small payload (ids, counts, states; never
 * a pupil's text). Admin statistics, telemetry and billing's audit read these, not the tools'
 * tables. No foreign keys to other modules' tables: a user's events go with their account through
 * the `userDeleted` hook.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `<thing>.<pastTense>`, e.g. `quiz.generated` (core/events.ts, `DomainEvents`). */
    type: text('type').notNull(),
    userId: uuid('user_id'),
    entityKind: text('entity_kind'),
    entityId: uuid('entity_id'),
    payload: jsonb('payload').$type<object>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_type_created_idx').on(t.type, t.createdAt),
    index('events_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Which processor has handled which event, written in the transaction of its handling: a job run
 * again (a retry after the commit, a run taken back from a dead worker) finds the row and does
 * nothing, so each processor handles each event once. Goes with its event.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    processor: text('processor').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.processor, t.eventId] }),
    index('event_deliveries_event_idx').on(t.eventId),
  ],
);

export type EventRow = typeof events.$inferSelect;
