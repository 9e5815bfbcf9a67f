import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { topicsByIds } from '../reference/index.ts';
import { workspaces } from './tables.ts';

/** Every workspace of a user (what was in them has gone through the other modules' hooks first). */
export async function removeUserWorkspaces(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.delete(workspaces).where(eq(workspaces.userId, userId));
}

/** The user's workspaces with the name of each one's topic. */
export async function exportWorkspaces(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const rows = await deps.db
    .select()
    .from(workspaces)
    .where(eq(workspaces.userId, userId))
    .orderBy(asc(workspaces.createdAt));
  const topics = await topicsByIds(
    deps.db,
    rows.flatMap((row) => (row.tematId ? [row.tematId] : [])),
  );
  return [
    {
      path: 'przestrzenie.json',
      about: 'przestrzenie nauki',
      json: rows.map(({ userId: _user, zbiorCkeId: _set, ...row }) => {
        const topic = row.tematId ? topics.get(row.tematId) : undefined;
        return {
          ...row,
          topic: topic ? { temat: topic.temat, przedmiot: topic.przedmiot, poziom: topic.poziom } : null,
        };
      }),
    },
  ];
}
