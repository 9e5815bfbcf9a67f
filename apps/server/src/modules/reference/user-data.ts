import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { deleteOwnTopics } from './service.ts';
import { tematy } from './tables.ts';

/** A pupil's own topics ("Własny temat"), for the account's deletion. */
export function removeOwnTopics(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  return deleteOwnTopics(deps.db, userId);
}

/** The topics the pupil wrote, whether or not a workspace still uses them. */
export async function exportOwnTopics(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const rows = await deps.db
    .select({
      id: tematy.id,
      przedmiot: tematy.przedmiot,
      poziom: tematy.poziom,
      temat: tematy.temat,
      createdAt: tematy.createdAt,
    })
    .from(tematy)
    .where(eq(tematy.userId, userId))
    .orderBy(asc(tematy.createdAt));
  return rows.length
    ? [{ path: 'wlasne-tematy.json', about: 'tematy, które dodano samodzielnie', json: rows }]
    : [];
}
