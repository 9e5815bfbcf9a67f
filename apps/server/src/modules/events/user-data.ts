import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { events } from './tables.ts';

/*
 * A user's events go with the account (their deliveries with them). Nothing is kept for the law
 * yet; when billing's audit must keep some, the billing module says so in its own hook.
 */

export async function removeUserEvents(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.delete(events).where(eq(events.userId, userId));
}

/** What was recorded about the user, oldest first. */
export async function exportUserEvents(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const rows = await deps.db
    .select({
      type: events.type,
      entityKind: events.entityKind,
      entityId: events.entityId,
      payload: events.payload,
      createdAt: events.createdAt,
    })
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.createdAt));
  return [
    {
      path: 'zdarzenia.json',
      about: 'dziennik zdarzeń konta (co i kiedy się stało, bez treści)',
      json: rows,
    },
  ];
}
