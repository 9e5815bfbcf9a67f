import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { type WorkspaceRow, workspaces } from './tables.ts';

export type { WorkspaceRow };

/*
 * Reads and writes of the workspaces table. Every read is scoped by the owner: another user's id
 * looks exactly like a missing one.
 */

export async function findOwnWorkspace(
  db: DB,
  userId: string,
  id: string,
): Promise<WorkspaceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.id, id), eq(workspaces.userId, userId)))
    .limit(1);
  return row;
}

/** Several of the owner's workspaces at once (a list's rows); another user's ids are left out. */
export async function findOwnWorkspaces(
  db: DB,
  userId: string,
  ids: readonly string[],
): Promise<WorkspaceRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(workspaces)
    .where(and(inArray(workspaces.id, valid), eq(workspaces.userId, userId)));
}

/**
 * The owner's workspaces that have a topic (spec point 5), most recently used first. A tutor's
 * (AITUTOR) is reached through its tutor, never listed among the subjects' workspaces.
 */
export function listOwnWorkspaces(db: DB, userId: string, limit?: number): Promise<WorkspaceRow[]> {
  const query = db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.userId, userId), isNotNull(workspaces.tematId), ne(workspaces.type, 'AITUTOR')))
    .orderBy(desc(workspaces.updatedAt), desc(workspaces.id));
  return limit ? query.limit(limit) : query;
}

/**
 * How many workspaces the owner's list shows (the same rows as `listOwnWorkspaces`): a number for
 * the admin's account page, never a name or anything inside them.
 */
export async function countOwnWorkspaces(db: DB, userId: string): Promise<number> {
  if (!isUuid(userId)) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(workspaces)
    .where(and(eq(workspaces.userId, userId), isNotNull(workspaces.tematId), ne(workspaces.type, 'AITUTOR')));
  return row?.n ?? 0;
}

/** A tool's workspace for the pupil (a tutor's AITUTOR one), written in the tool's transaction. */
export async function insertWorkspace(
  db: DB,
  input: Pick<WorkspaceRow, 'userId' | 'type' | 'name' | 'tematId'>,
): Promise<WorkspaceRow> {
  const [row] = await db.insert(workspaces).values(input).returning();
  if (!row) throw new Error('workspace insert returned nothing');
  return row;
}

/**
 * The pupil's general workspace (no topic, so it stays out of lists): where the task solver's
 * conversations live. Made on first use; the oldest wins if two requests raced to make it.
 */
export async function ensureGeneralWorkspace(db: DB, userId: string): Promise<WorkspaceRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(workspaces)
      .where(and(eq(workspaces.userId, userId), eq(workspaces.type, 'GENERAL'), isNull(workspaces.tematId)))
      .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
      .limit(1);
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  await insertWorkspace(db, { userId, type: 'GENERAL', name: 'Rozwiązywanie zadań', tematId: null });
  return (await find()) as WorkspaceRow;
}

/**
 * The pupil's language workspace ("Języki obce", ADR 024): where a word set made from the app's
 * "Słówka" page goes, so an English list never lands in a subject's workspace. It is the one
 * DEFAULT workspace without a topic (a subject's always has one; the solver's is GENERAL), so it
 * stays out of the topic lists. Made on first use; the oldest wins if two requests raced to make it.
 */
export async function ensureLanguageWorkspace(db: DB, userId: string): Promise<WorkspaceRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(workspaces)
      .where(and(eq(workspaces.userId, userId), eq(workspaces.type, 'DEFAULT'), isNull(workspaces.tematId)))
      .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
      .limit(1);
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  await insertWorkspace(db, { userId, type: 'DEFAULT', name: 'Języki obce', tematId: null });
  return (await find()) as WorkspaceRow;
}

export async function renameWorkspace(db: DB, userId: string, id: string, name: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(workspaces)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(workspaces.id, id), eq(workspaces.userId, userId)))
    .returning();
  return row;
}

/** Marks a workspace as used now, so "latest" lists follow what the pupil works on. */
export async function touchWorkspace(db: DB, id: string): Promise<void> {
  await db.update(workspaces).set({ updatedAt: new Date() }).where(eq(workspaces.id, id));
}

export async function deleteOwnWorkspace(db: DB, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(workspaces)
    .where(and(eq(workspaces.id, id), eq(workspaces.userId, userId)))
    .returning({ id: workspaces.id });
  return rows.length > 0;
}
