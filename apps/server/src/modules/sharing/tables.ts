import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A link by which a pupil shares one of their items (a word base, a quiz) with classmates (ADR 023).
 * `token` is the only key a visitor holds: 256 random bits, unguessable. `kind` names the owning
 * module's `Shareable`; `workspace_id` is the owner's workspace of the item (its deletion ends the
 * link). A revoked link stays revoked: sharing again makes a new token.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shares_token_idx').on(t.token),
    // One working link per item: a second "Udostępnij" (or a double click) gets the same one.
    uniqueIndex('shares_active_item_idx').on(t.ownerId, t.kind, t.itemId).where(sql`revoked_at is null`),
    index('shares_workspace_idx').on(t.ownerId, t.workspaceId),
  ],
);

/**
 * A recipient's copy of a shared item: one per share and recipient, so a double click (or a second
 * visit) opens the copy already made instead of making another. `copy_id` is the recipient's item.
 */
export const shareCopies = pgTable(
  'share_copies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id').notNull(),
    userId: uuid('user_id').notNull(),
    copyId: uuid('copy_id'),
    workspaceId: uuid('workspace_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_copies_recipient_idx').on(t.shareId, t.userId),
    index('share_copies_user_idx').on(t.userId),
  ],
);

export type ShareRow = typeof shares.$inferSelect;
export type ShareCopyRow = typeof shareCopies.$inferSelect;
