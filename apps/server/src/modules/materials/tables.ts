import { DOCUMENT_STATES, DOCUMENT_TYPES, SOURCE_TYPES } from '@kreda/shared/enums';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const documentStateEnum = pgEnum('document_state', DOCUMENT_STATES);
export const sourceTypeEnum = pgEnum('source_type', SOURCE_TYPES);

/** Uploaded files: the bytes live in storage under `bucketKey`, never under the user's file name. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    bucketKey: text('bucket_key').notNull(),
    contentType: text('content_type').notNull(),
    originalFileName: text('original_file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_user_idx').on(t.userId)],
);

export interface UserDocContent {
  segments: { text: string; page?: number }[];
  pageCount: number | null;
  ocrPages: number[];
  /** Set when the text was cut to the limit: about how many characters the document had. */
  truncatedFrom?: number;
}

/** A YouTube material: the video and its captions cut into passages of about 100 words. */
export interface YoutubeMetadata {
  url: string;
  videoId: string;
  /** Known once the video has been read. */
  title: string | null;
  author: string | null;
  /** The caption track's language code. */
  language: string | null;
  transcripts: { text: string; start: number; duration: number }[];
  /** The pupil named the material, so the video's title must not replace the name. */
  named?: boolean;
}

export type { SourceType } from '@kreda/shared/enums';

/** A material in a workspace: an uploaded document or pasted text, and its extracted text. */
export const userDocs = pgTable(
  'user_docs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    type: documentTypeEnum('type').notNull(),
    state: documentStateEnum('state').notNull().default('UPLOADING'),
    name: text('name').notNull(),
    content: text('content'),
    contentJson: jsonb('content_json').$type<UserDocContent>(),
    /** What the material is to the pupil (spec: source kinds); YouTube links are always YOUTUBE. */
    sourceType: sourceTypeEnum('source_type').notNull().default('NOTATKA'),
    youtubeMetadata: jsonb('youtube_metadata').$type<YoutubeMetadata>(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Polish reason shown when the state is a failed one. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_docs_workspace_idx').on(t.userId, t.workspaceId, t.createdAt)],
);

export type FileRow = typeof files.$inferSelect;
/** A whole `user_docs` row, read text and captions included. */
export type UserDocRecord = typeof userDocs.$inferSelect;
