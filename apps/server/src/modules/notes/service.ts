import { and, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { type AiNoteRow, aiNotes } from './tables.ts';

export type { AiNoteRow };

export async function findOwnNote(db: DB, userId: string, id: string): Promise<AiNoteRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(aiNotes)
    .where(and(eq(aiNotes.id, id), eq(aiNotes.userId, userId)))
    .limit(1);
  return row;
}

/** The viewer's notes among these ids (others' and missing ones are simply absent). */
export async function findOwnNotes(db: DB, userId: string, ids: readonly string[]): Promise<AiNoteRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(aiNotes)
    .where(and(eq(aiNotes.userId, userId), inArray(aiNotes.id, valid)));
}

export function listWorkspaceNotes(db: DB, userId: string, workspaceId: string): Promise<AiNoteRow[]> {
  return db
    .select()
    .from(aiNotes)
    .where(and(eq(aiNotes.userId, userId), eq(aiNotes.workspaceId, workspaceId)))
    .orderBy(desc(aiNotes.updatedAt), desc(aiNotes.id));
}

export async function insertNote(db: DB, input: typeof aiNotes.$inferInsert): Promise<AiNoteRow> {
  const [row] = await db.insert(aiNotes).values(input).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}

export async function updateOwnNote(
  db: DB,
  userId: string,
  id: string,
  patch: Pick<AiNoteRow, 'name' | 'content'>,
): Promise<AiNoteRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(aiNotes)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(aiNotes.id, id), eq(aiNotes.userId, userId)))
    .returning();
  return row;
}

export async function deleteNoteRow(db: DB, id: string): Promise<void> {
  await db.delete(aiNotes).where(eq(aiNotes.id, id));
}
