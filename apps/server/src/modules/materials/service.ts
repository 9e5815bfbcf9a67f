import { and, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { type FileRow, files, type UserDocRow, userDocs } from './tables.ts';

export type { FileRow, UserDocRow };

/* Reads and writes of the materials tables; every read is scoped by the owner. */

export async function findOwnDoc(db: DB, userId: string, id: string): Promise<UserDocRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(userDocs)
    .where(and(eq(userDocs.id, id), eq(userDocs.userId, userId)))
    .limit(1);
  return row;
}

/** The viewer's documents among these ids (others' and missing ones are simply absent). */
export async function findOwnDocs(db: DB, userId: string, ids: readonly string[]): Promise<UserDocRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(userDocs)
    .where(and(eq(userDocs.userId, userId), inArray(userDocs.id, valid)));
}

export async function findDoc(db: DB, id: string): Promise<UserDocRow | undefined> {
  const [row] = await db.select().from(userDocs).where(eq(userDocs.id, id)).limit(1);
  return row;
}

export function listWorkspaceDocs(db: DB, userId: string, workspaceId: string): Promise<UserDocRow[]> {
  return db
    .select()
    .from(userDocs)
    .where(and(eq(userDocs.userId, userId), eq(userDocs.workspaceId, workspaceId)))
    .orderBy(desc(userDocs.createdAt), desc(userDocs.id));
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

export async function findFile(db: DB, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function insertFile(db: DB, input: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(input).returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

export async function insertDoc(db: DB, input: typeof userDocs.$inferInsert): Promise<UserDocRow> {
  const [row] = await db.insert(userDocs).values(input).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export async function updateDoc(
  db: DB,
  id: string,
  patch: Partial<
    Pick<
      UserDocRow,
      'state' | 'name' | 'content' | 'contentJson' | 'error' | 'sourceType' | 'youtubeMetadata'
    >
  >,
): Promise<UserDocRow | undefined> {
  const [row] = await db
    .update(userDocs)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userDocs.id, id))
    .returning();
  return row;
}

export async function deleteDocRow(db: DB, id: string): Promise<void> {
  await db.delete(userDocs).where(eq(userDocs.id, id));
}

export async function deleteFileRow(db: DB, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
