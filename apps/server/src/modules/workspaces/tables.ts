import { WORKSPACE_TYPES } from '@kreda/shared/enums';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const workspaceTypeEnum = pgEnum('workspace_type', WORKSPACE_TYPES);

/**
 * A user's per-subject space: its topic (a curriculum `tematy` row, read through the reference
 * service) decides subject and level; materials, notes and conversations hang off it. No foreign
 * keys to other modules' tables: deleting a workspace goes through each module's service.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    type: workspaceTypeEnum('type').notNull().default('DEFAULT'),
    name: text('name').notNull(),
    tematId: uuid('temat_id'),
    zbiorCkeId: uuid('zbior_cke_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspaces_user_updated_idx').on(t.userId, t.updatedAt)],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
