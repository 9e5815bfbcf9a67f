import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { type AiNoteRow, aiNotes } from './tables.ts';

export type { AiNoteRow };

/** A note as lists and GraphQL see it: its content (up to 100,000 characters) only once read. */
export type AiNoteView = Omit<AiNoteRow, 'content'> & { content?: string };

const { content: _content, ...summaryColumns } = getTableColumns(aiNotes);

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

/**
 * The owner's newest note made from each of these chat answers, as `{ id: answer id, aiNoteId }`
 * (answers without a note are absent).
 */
export async function findOwnNotesOfAnswers(
  db: DB,
  userId: string,
  botMessageIds: readonly string[],
): Promise<{ id: string; aiNoteId: string }[]> {
  const valid = botMessageIds.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ botMessageId: aiNotes.botMessageId, id: aiNotes.id })
    .from(aiNotes)
    .where(and(eq(aiNotes.userId, userId), inArray(aiNotes.botMessageId, valid)))
    .orderBy(desc(aiNotes.createdAt), desc(aiNotes.id));
  const newest = new Map<string, string>();
  for (const row of rows)
    if (row.botMessageId && !newest.has(row.botMessageId)) newest.set(row.botMessageId, row.id);
  return [...newest].map(([id, aiNoteId]) => ({ id, aiNoteId }));
}

/** A workspace's notes without their content, most recently changed first (lists, pickers). */
export function listWorkspaceNotes(db: DB, userId: string, workspaceId: string): Promise<AiNoteView[]> {
  return db
    .select(summaryColumns)
    .from(aiNotes)
    .where(and(eq(aiNotes.userId, userId), eq(aiNotes.workspaceId, workspaceId)))
    .orderBy(desc(aiNotes.updatedAt), desc(aiNotes.id));
}

/** The content of several of the owner's notes at once (a list whose client asked for it). */
export async function findOwnNoteContents(
  db: DB,
  userId: string,
  ids: readonly string[],
): Promise<{ id: string; content: string }[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select({ id: aiNotes.id, content: aiNotes.content })
    .from(aiNotes)
    .where(and(eq(aiNotes.userId, userId), inArray(aiNotes.id, valid)));
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
