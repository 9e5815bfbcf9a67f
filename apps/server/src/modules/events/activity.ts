import { and, gte, isNotNull, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { events } from './tables.ts';

/**
 * How many different users caused an event (anything they did: a message, a quiz, a sign-in, a
 * page seen when telemetry is on) since each moment; the admin's "active users".
 */
export async function countActiveUsers<K extends string>(
  db: DB,
  since: Record<K, Date>,
): Promise<Record<K, number>> {
  const keys = Object.keys(since) as K[];
  const earliest = new Date(Math.min(...keys.map((key) => since[key].getTime())));
  const columns = Object.fromEntries(
    keys.map((key) => [
      key,
      sql<number>`count(distinct ${events.userId}) filter (where ${events.createdAt} >= ${since[key]})`,
    ]),
  ) as Record<K, ReturnType<typeof sql<number>>>;
  const [row] = await db
    .select(columns)
    .from(events)
    .where(and(isNotNull(events.userId), gte(events.createdAt, earliest)));
  const counted = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, Number(counted[key] ?? 0)])) as Record<K, number>;
}
