import { CONVERSATION_TYPES, GENERATION_STATES, MESSAGE_TYPES } from '@kreda/shared/enums';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SourceItemType } from '../sources/index.ts';

export const conversationTypeEnum = pgEnum('conversation_type', CONVERSATION_TYPES);
export const generationStateEnum = pgEnum('generation_state', GENERATION_STATES);
export const messageTypeEnum = pgEnum('message_type', MESSAGE_TYPES);

export interface ConversationOptions {
  maxMode: boolean;
  isInitial: boolean;
}

export interface ConversationIntent {
  type: string | null;
  message: string | null;
  conversationType: (typeof CONVERSATION_TYPES)[number] | null;
  actionType: string | null;
}

/** A pupil's conversation with the AI inside a workspace (`ConversationWorkspace`). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    /** Null until the first exchange gives it a title; shown as "Nowy Chat". */
    name: text('name'),
    action: conversationTypeEnum('action').notNull().default('DEFAULT'),
    state: generationStateEnum('state').notNull().default('CREATED'),
    isFetching: boolean('is_fetching').notNull().default(false),
    /** The set of materials answers are grounded in (sources module). */
    sourcesId: uuid('sources_id'),
    options: jsonb('options').$type<ConversationOptions>().notNull(),
    intent: jsonb('intent').$type<ConversationIntent>(),
    /**
     * What the conversation is about, when a tool's (a `ChatSubject` of a module's manifest, e.g.
     * ZADANIE and a task's id): every answer gets its owner's brief. Set when it starts.
     */
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_workspace_idx').on(t.userId, t.workspaceId, t.createdAt)],
);

export interface MessageFileRef {
  fileId: string;
  contentType: string;
  originalFileName: string;
}

export const userMessages = pgTable(
  'user_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    message: text('message').notNull(),
    /** The quoted passage of a QUOTE message. */
    messageContent: text('message_content'),
    type: messageTypeEnum('type').notNull().default('USER_MESSAGE'),
    sourcesId: uuid('sources_id'),
    files: jsonb('files').$type<MessageFileRef[]>().notNull().default([]),
    /** What the pupil wants from this message (given by the client or classified by the AI). */
    intents: jsonb('intents').$type<ConversationIntent[]>().notNull().default([]),
    /** The tool's subject the message asks about (kind and id, see `ChatSubject`), e.g. a task. */
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

export interface StoredCitation {
  number: number;
  sourceType: SourceItemType;
  sourceId: string;
  name: string;
  page: number | null;
  startSeconds: number | null;
  endSeconds: number | null;
  charStart: number;
  charEnd: number;
  excerpt: string;
}

export const botMessages = pgTable(
  'bot_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userMessageId: uuid('user_message_id')
      .notNull()
      .references(() => userMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    type: conversationTypeEnum('type').notNull().default('DEFAULT'),
    content: text('content').notNull().default(''),
    isFetching: boolean('is_fetching').notNull().default(true),
    isError: boolean('is_error').notNull().default(false),
    /** Polish reason shown when `isError`. */
    error: text('error'),
    stopped: boolean('stopped').notNull().default(false),
    citations: jsonb('citations').$type<StoredCitation[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bot_messages_user_message_idx').on(t.userMessageId),
    index('bot_messages_fetching_idx').on(t.isFetching),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type UserMessageRow = typeof userMessages.$inferSelect;
export type BotMessageRow = typeof botMessages.$inferSelect;
