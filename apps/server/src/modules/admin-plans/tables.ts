import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What an admin changed of plans, limits, subscriptions and additional limits: one row per
 * change, written in the change's own transaction, with the row before and after (plans, limits,
 * subscriptions carry no pupil content: ids, prices, dates, statuses). `targetId` may be a user's
 * id (a grant, an additional limit): when the account is deleted the entry stays, its ids opaque —
 * the log records what admins did, not the pupil, and is not part of the pupil's data export.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    operation: text('operation').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_target_idx').on(t.targetId, t.createdAt),
    index('admin_audit_log_created_idx').on(t.createdAt),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
