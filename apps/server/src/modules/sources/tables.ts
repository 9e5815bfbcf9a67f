import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A set of materials a tool works from (`sourcesId` in the spec). Sets are snapshots: choosing
 * other materials makes a new set, so a message or a note that names a set keeps meaning what it
 * meant when it was made.
 */
export const sourceSets = pgTable(
  'source_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    /** The tool the set was chosen for (SourcesAction). */
    action: text('action').notNull(),
    /** `type:id` of the items in order, joined: finds an identical earlier choice in one lookup. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('source_sets_latest_idx').on(t.userId, t.workspaceId, t.action, t.createdAt)],
);

export const sourceSetItems = pgTable(
  'source_set_items',
  {
    sourceSetId: uuid('source_set_id')
      .notNull()
      .references(() => sourceSets.id, { onDelete: 'cascade' }),
    /** USER_DOC | AI_NOTE (later: conversations and quiz results). */
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceSetId, t.itemType, t.itemId] })],
);

export type SourceSetRow = typeof sourceSets.$inferSelect;
export type SourceSetItemRow = typeof sourceSetItems.$inferSelect;
