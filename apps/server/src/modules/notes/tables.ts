import { NOTE_ORIGINS } from '@kreda/shared/enums';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const noteOriginEnum = pgEnum('note_origin', NOTE_ORIGINS);

/** Notes of a workspace (`AiNote`): Markdown with LaTeX maths, written by the pupil or generated. */
export const aiNotes = pgTable(
  'ai_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    /** Where the note came from (spec: note origin). */
    action: noteOriginEnum('action').notNull().default('USER_GENERATED'),
    zadanieRelationId: uuid('zadanie_relation_id'),
    sourcesId: uuid('sources_id'),
    /** The chat answer the note was made from (origin CONVERSATION_GENERATED, one answer). */
    botMessageId: uuid('bot_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_notes_workspace_idx').on(t.userId, t.workspaceId, t.updatedAt),
    index('ai_notes_bot_message_idx').on(t.userId, t.botMessageId),
  ],
);

export type AiNoteRow = typeof aiNotes.$inferSelect;
