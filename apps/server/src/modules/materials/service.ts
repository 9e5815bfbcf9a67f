import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  type FileRow,
  files,
  type UserDocContent,
  type UserDocRecord,
  userDocs,
  type YoutubeMetadata,
} from './tables.ts';

export type { FileRow, UserDocRecord };

/* Reads and writes of the materials tables; every read is scoped by the owner. */

/** A video's metadata without its captions (what a list needs). */
export type YoutubeMetadataSummary = Omit<YoutubeMetadata, 'transcripts'> & {
  transcripts?: YoutubeMetadata['transcripts'];
};

/**
 * A material as commands and GraphQL see it: every column of a summary, and the heavy ones (read
 * text, pages, captions) only when they were read. Field resolvers load what a client asks for
 * and the summary lacks (`loaders.ts`).
 */
export interface UserDocView extends Omit<UserDocRecord, 'content' | 'contentJson' | 'youtubeMetadata'> {
  content?: string | null;
  contentJson?: UserDocContent | null;
  youtubeMetadata: YoutubeMetadataSummary | null;
}

/** A material without its read text, pages or captions: what lists and live events carry. */
export type UserDocSummary = Omit<UserDocView, 'content' | 'contentJson'>;

/** The columns of a summary: a material's text (up to 200,000 characters) and captions stay unread. */
const summaryColumns = {
  id: userDocs.id,
  userId: userDocs.userId,
  workspaceId: userDocs.workspaceId,
  type: userDocs.type,
  state: userDocs.state,
  name: userDocs.name,
  sourceType: userDocs.sourceType,
  fileId: userDocs.fileId,
  error: userDocs.error,
  createdAt: userDocs.createdAt,
  updatedAt: userDocs.updatedAt,
  youtubeMetadata: sql<YoutubeMetadataSummary | null>`(${userDocs.youtubeMetadata} - 'transcripts')`.as(
    'youtube_metadata',
  ),
};

export async function findOwnDoc(db: DB, userId: string, id: string): Promise<UserDocRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(userDocs)
    .where(and(eq(userDocs.id, id), eq(userDocs.userId, userId)))
    .limit(1);
  return row;
}

/** One of the viewer's materials as a summary (live events re-read with the subscriber's rights). */
export async function findOwnDocSummary(
  db: DB,
  userId: string,
  id: string,
): Promise<UserDocSummary | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(summaryColumns)
    .from(userDocs)
    .where(and(eq(userDocs.id, id), eq(userDocs.userId, userId)))
    .limit(1);
  return row;
}

/** The viewer's documents among these ids (others' and missing ones are simply absent). */
export async function findOwnDocs(db: DB, userId: string, ids: readonly string[]): Promise<UserDocRecord[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(userDocs)
    .where(and(eq(userDocs.userId, userId), inArray(userDocs.id, valid)));
}

/** The heavy columns of the viewer's documents among these ids, for field resolvers (one query). */
export async function findOwnDocDetails(
  db: DB,
  userId: string,
  ids: readonly string[],
): Promise<Pick<UserDocRecord, 'id' | 'content' | 'contentJson' | 'youtubeMetadata'>[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select({
      id: userDocs.id,
      content: userDocs.content,
      contentJson: userDocs.contentJson,
      youtubeMetadata: userDocs.youtubeMetadata,
    })
    .from(userDocs)
    .where(and(eq(userDocs.userId, userId), inArray(userDocs.id, valid)));
}

export async function findDoc(db: DB, id: string): Promise<UserDocRecord | undefined> {
  const [row] = await db.select().from(userDocs).where(eq(userDocs.id, id)).limit(1);
  return row;
}

const byNewest = [desc(userDocs.createdAt), desc(userDocs.id)];
const ofWorkspace = (userId: string, workspaceId: string) =>
  and(eq(userDocs.userId, userId), eq(userDocs.workspaceId, workspaceId));

/** Every material of a workspace, whole (deletion, tools that read the text). */
export function listWorkspaceDocs(db: DB, userId: string, workspaceId: string): Promise<UserDocRecord[]> {
  return db
    .select()
    .from(userDocs)
    .where(ofWorkspace(userId, workspaceId))
    .orderBy(...byNewest);
}

/** A workspace's materials as summaries, newest first: the list never reads text or captions. */
export function listWorkspaceDocSummaries(
  db: DB,
  userId: string,
  workspaceId: string,
): Promise<UserDocSummary[]> {
  return db
    .select(summaryColumns)
    .from(userDocs)
    .where(ofWorkspace(userId, workspaceId))
    .orderBy(...byNewest);
}

/** Materials whose reading has not finished (UPLOADING, SOLVING), last changed before `before`, oldest first. */
export function listUnfinishedDocs(
  db: DB,
  options: { before: Date; limit: number },
): Promise<Pick<UserDocRecord, 'id' | 'workspaceId' | 'state' | 'updatedAt'>[]> {
  return db
    .select({
      id: userDocs.id,
      workspaceId: userDocs.workspaceId,
      state: userDocs.state,
      updatedAt: userDocs.updatedAt,
    })
    .from(userDocs)
    .where(and(inArray(userDocs.state, ['UPLOADING', 'SOLVING']), lt(userDocs.updatedAt, options.before)))
    .orderBy(userDocs.updatedAt)
    .limit(options.limit);
}

export async function findOwnFile(db: DB, userId: string, id: string): Promise<FileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)))
    .limit(1);
  return row;
}

/** The viewer's files among these ids, in one query (the `file` of every material in a list). */
export async function findOwnFiles(db: DB, userId: string, ids: readonly string[]): Promise<FileRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.id, valid)));
}

export async function findFile(db: DB, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function insertFile(db: DB, input: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(input).returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

export async function insertDoc(db: DB, input: typeof userDocs.$inferInsert): Promise<UserDocRecord> {
  const [row] = await db.insert(userDocs).values(input).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export type DocPatch = Partial<
  Pick<
    UserDocRecord,
    'state' | 'name' | 'content' | 'contentJson' | 'error' | 'sourceType' | 'youtubeMetadata'
  >
>;

export async function updateDoc(db: DB, id: string, patch: DocPatch): Promise<UserDocRecord | undefined> {
  const [row] = await db
    .update(userDocs)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userDocs.id, id))
    .returning();
  return row;
}

/**
 * Changes a document only while its reading is unfinished (UPLOADING or SOLVING): a sweeper or a
 * late retry never overwrites a result. Returns the summary, or nothing when it had finished.
 */
export async function updateUnfinishedDoc(
  db: DB,
  id: string,
  patch: DocPatch,
): Promise<UserDocSummary | undefined> {
  const [row] = await db
    .update(userDocs)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(userDocs.id, id), inArray(userDocs.state, ['UPLOADING', 'SOLVING'])))
    .returning(summaryColumns);
  return row;
}

/** Deletes a document's row; returns its state then, or nothing when it was already gone. */
export async function deleteDocRow(
  db: DB,
  id: string,
): Promise<{ state: UserDocRecord['state'] } | undefined> {
  const [row] = await db.delete(userDocs).where(eq(userDocs.id, id)).returning({ state: userDocs.state });
  return row;
}

export async function deleteFileRow(db: DB, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
