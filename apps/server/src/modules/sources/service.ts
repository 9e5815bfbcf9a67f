import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { type SourceSetRow, sourceSetItems, sourceSets } from './tables.ts';

export type { SourceSetRow };

/**
 * The kinds of material a set may hold (the GraphQL enum SourceItemType). Documents and notes are
 * read here; the others through the `SourceProvider` their module registers (quiz results).
 */
export const SOURCE_ITEM_TYPES = [
  'USER_DOC',
  'AI_NOTE',
  'QUIZ_RESULT',
  'LIBRARY_CHAPTER',
  'AITUTOR_TEMAT',
] as const;
export type SourceItemType = (typeof SOURCE_ITEM_TYPES)[number];

export const SOURCES_ACTIONS = ['CONVERSATION', 'AITUTOR', 'QUIZ', 'WORDBASE', 'AINOTE'] as const;
export type SourcesAction = (typeof SOURCES_ACTIONS)[number];

export interface SourceItem {
  type: SourceItemType;
  id: string;
}

export interface SourceSetView extends SourceSetRow {
  items: SourceItem[];
}

export const fingerprintOf = (items: readonly SourceItem[]) =>
  items.map((i) => `${i.type}:${i.id}`).join(',');

const itemOf = (row: { itemType: string; itemId: string }): SourceItem => ({
  type: row.itemType as SourceItemType,
  id: row.itemId,
});

async function withItems(db: DB, sets: SourceSetRow[]): Promise<SourceSetView[]> {
  if (sets.length === 0) return [];
  const rows = await db
    .select()
    .from(sourceSetItems)
    .where(
      inArray(
        sourceSetItems.sourceSetId,
        sets.map((s) => s.id),
      ),
    )
    .orderBy(asc(sourceSetItems.position));
  return sets.map((set) => ({
    ...set,
    items: rows.filter((r) => r.sourceSetId === set.id).map(itemOf),
  }));
}

export async function findOwnSourceSet(
  db: DB,
  userId: string,
  id: string,
): Promise<SourceSetView | undefined> {
  if (!isUuid(id)) return undefined;
  // One statement, the set with its items (a quiz's or a chat's order reads it on the pupil's wait).
  const rows = await db
    .select({ set: sourceSets, item: sourceSetItems })
    .from(sourceSets)
    .leftJoin(sourceSetItems, eq(sourceSetItems.sourceSetId, sourceSets.id))
    .where(and(eq(sourceSets.id, id), eq(sourceSets.userId, userId)))
    .orderBy(asc(sourceSetItems.position));
  const set = rows[0]?.set;
  if (!set) return undefined;
  return {
    ...set,
    items: rows.flatMap(({ item }) => (item ? [itemOf(item)] : [])),
  };
}

/** Several of the owner's sets at once (a list's rows), with their items: two queries in all. */
export async function findOwnSourceSets(
  db: DB,
  userId: string,
  ids: readonly string[],
): Promise<SourceSetView[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const sets = await db
    .select()
    .from(sourceSets)
    .where(and(inArray(sourceSets.id, valid), eq(sourceSets.userId, userId)));
  return withItems(db, sets);
}

export async function latestSourceSet(
  db: DB,
  userId: string,
  workspaceId: string,
  action: SourcesAction,
): Promise<SourceSetView | undefined> {
  const sets = await db
    .select()
    .from(sourceSets)
    .where(
      and(
        eq(sourceSets.userId, userId),
        eq(sourceSets.workspaceId, workspaceId),
        eq(sourceSets.action, action),
      ),
    )
    .orderBy(desc(sourceSets.createdAt), desc(sourceSets.id))
    .limit(1);
  return (await withItems(db, sets))[0];
}

/** Writes a new set with its items in one transaction. */
export async function insertSourceSet(
  db: DB,
  input: { userId: string; workspaceId: string; action: SourcesAction; items: SourceItem[] },
): Promise<SourceSetView> {
  return db.transaction(async (tx) => {
    const [set] = await tx
      .insert(sourceSets)
      .values({
        userId: input.userId,
        workspaceId: input.workspaceId,
        action: input.action,
        fingerprint: fingerprintOf(input.items),
      })
      .returning();
    if (!set) throw new Error('source set insert returned nothing');
    if (input.items.length > 0) {
      await tx.insert(sourceSetItems).values(
        input.items.map((item, position) => ({
          sourceSetId: set.id,
          itemType: item.type,
          itemId: item.id,
          position,
        })),
      );
    }
    return { ...set, items: input.items };
  });
}

/** A deleted workspace takes its sets (and, by cascade, their items) with it. */
export async function deleteWorkspaceSourceSets(db: DB, userId: string, workspaceId: string): Promise<void> {
  await db
    .delete(sourceSets)
    .where(and(eq(sourceSets.userId, userId), eq(sourceSets.workspaceId, workspaceId)));
}

/** Takes back a set nothing uses yet (a tool that was refused right after recording the choice). */
export async function deleteSourceSet(db: DB, userId: string, id: string): Promise<void> {
  await db.delete(sourceSets).where(and(eq(sourceSets.id, id), eq(sourceSets.userId, userId)));
}
