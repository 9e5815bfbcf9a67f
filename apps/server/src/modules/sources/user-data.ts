import { asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { sourceSetItems, sourceSets } from './tables.ts';

/** Every source set of a user (their items go with them). */
export async function removeUserSourceSets(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.delete(sourceSets).where(eq(sourceSets.userId, userId));
}

/** Which materials and notes the user's tools worked from, set by set. */
export async function exportSourceSets(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const sets = await deps.db
    .select()
    .from(sourceSets)
    .where(eq(sourceSets.userId, userId))
    .orderBy(asc(sourceSets.createdAt));
  const items = sets.length
    ? await deps.db
        .select()
        .from(sourceSetItems)
        .where(
          inArray(
            sourceSetItems.sourceSetId,
            sets.map((set) => set.id),
          ),
        )
        .orderBy(asc(sourceSetItems.position))
    : [];
  return [
    {
      path: 'zestawy-materialow.json',
      about: 'wybory materiałów, z których korzystały narzędzia',
      json: sets.map((set) => ({
        id: set.id,
        workspaceId: set.workspaceId,
        action: set.action,
        createdAt: set.createdAt,
        items: items
          .filter((item) => item.sourceSetId === set.id)
          .map((item) => ({ type: item.itemType, id: item.itemId })),
      })),
    },
  ];
}
