import { APP_TIME_ZONE } from '@kreda/shared/dates';
import { and, desc, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { badInput } from '../../core/domain-error.ts';
import type { DB } from '../../platform/db/database.ts';
import { events } from './tables.ts';

/*
 * The admin statistics' reading of the events (ADR 037): who was active, how many visits, which
 * pages and tools are used, how the guided tours go and how fast the app loads, by Polish calendar
 * day. Reads only `events` (business facts and the browsers' telemetry), never the tools' tables.
 */

/** The entity kind of telemetry events: the browser's visit (a random id per page load). */
export const VISIT_ENTITY = 'web-visit';

/** Polish calendar days (`YYYY-MM-DD`, Europe/Warsaw), both included. */
export interface StatisticsRange {
  from: string;
  to: string;
}

export interface ActivityStatistics {
  range: StatisticsRange;
  /** Distinct signed-in users with any event, and distinct visits, over the whole range. */
  totals: { activeUsers: number; visits: number; pageViews: number };
  /** Every day of the range, oldest first (days without events are zeros). */
  days: { day: string; activeUsers: number; visits: number; pageViews: number }[];
  /** Page views by route pattern, most viewed first (at most 100 patterns). */
  pages: { route: string; views: number; visits: number }[];
  /** Tool opens by tool, most opened first; `users` counts signed-in users. */
  tools: { tool: string; opens: number; users: number }[];
  /** Guided tours by key: seen to the end, and closed before it. */
  tours: { tourKey: string; completed: number; skipped: number }[];
  /** 75th percentiles of the page loads (ms) and of each Core Web Vital, with their sample counts. */
  performance: {
    appLoads: { samples: number; ttfbMsP75: number | null; loadMsP75: number | null };
    vitals: { name: string; samples: number; p75: number }[];
  };
}

/** Longest range one call reads. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** The days of the range, checked: real dates, `from` not after `to`, at most a year and a day. */
export function rangeDays(range: StatisticsRange): string[] {
  const at = (day: string) => (DAY_FORMAT.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN);
  const [from, to] = [at(range.from), at(range.to)];
  const real = (day: string, ms: number) => Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day);
  if (!real(range.from, from)) throw badInput({ from: 'Podaj datę w formacie RRRR-MM-DD.' });
  if (!real(range.to, to)) throw badInput({ to: 'Podaj datę w formacie RRRR-MM-DD.' });
  if (from > to) throw badInput({ to: 'Data końcowa nie może być wcześniejsza niż początkowa.' });
  const count = (to - from) / DAY_MS + 1;
  if (count > MAX_RANGE_DAYS) throw badInput({ to: `Zakres może mieć najwyżej ${MAX_RANGE_DAYS} dni.` });
  return Array.from({ length: count }, (_, i) => new Date(from + i * DAY_MS).toISOString().slice(0, 10));
}

// The zone is a constant, written into the SQL rather than bound, so the grouped expression is the
// same text in SELECT and GROUP BY.
const zone = sql.raw(`'${APP_TIME_ZONE}'`);
const dayOf = sql<string>`to_char(${events.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${zone})`;
const count = sql<number>`count(*)::int`;
const distinctUsers = sql<number>`count(distinct ${events.userId})::int`;
const distinctVisits = sql<number>`(count(distinct ${events.entityId}) filter (where ${events.entityKind} = ${VISIT_ENTITY}))::int`;
const pageViews = sql<number>`(count(*) filter (where ${events.type} = 'page.viewed'))::int`;
const prop = (name: string) => sql<string>`${events.payload} ->> ${name}`;
const p75 = (value: SQL) =>
  sql<number | null>`percentile_cont(0.75) within group (order by (${value})::float8)`.mapWith(
    (v: unknown) => (v === null ? null : Number(v)),
  );

/**
 * Activity over Polish calendar days `from`…`to` (both included, at most 366): active users and
 * visits per day, page views per route pattern, tool opens per tool, tour completions and skips,
 * and load times. Throws BAD_USER_INPUT (Polish, per field) for a bad range.
 */
export async function activityStatistics(
  deps: { db: DB },
  range: StatisticsRange,
): Promise<ActivityStatistics> {
  const days = rangeDays(range);
  const next = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const within = and(gte(events.createdAt, startOf(range.from)), lt(events.createdAt, startOf(next)));
  const ofType = (...types: string[]) => and(within, inArray(events.type, types));
  const { db } = deps;
  const [totals, perDay, pages, tools, tours, loads, vitals] = await Promise.all([
    db.select({ activeUsers: distinctUsers, visits: distinctVisits, pageViews }).from(events).where(within),
    db
      .select({ day: dayOf, activeUsers: distinctUsers, visits: distinctVisits, pageViews })
      .from(events)
      .where(within)
      .groupBy(sql`1`),
    db
      .select({
        route: prop('route'),
        views: count,
        visits: sql<number>`count(distinct ${events.entityId})::int`,
      })
      .from(events)
      .where(ofType('page.viewed'))
      .groupBy(sql`1`)
      .orderBy(desc(count), sql`1`)
      .limit(100),
    db
      .select({ tool: prop('tool'), opens: count, users: distinctUsers })
      .from(events)
      .where(ofType('tool.opened'))
      .groupBy(sql`1`)
      .orderBy(desc(count), sql`1`),
    db
      .select({
        tourKey: prop('tourKey'),
        completed: sql<number>`(count(*) filter (where ${events.type} = 'tour.completed'))::int`,
        skipped: sql<number>`(count(*) filter (where ${events.type} = 'tour.skipped'))::int`,
      })
      .from(events)
      .where(ofType('tour.completed', 'tour.skipped'))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ samples: count, ttfbMsP75: p75(prop('ttfbMs')), loadMsP75: p75(prop('loadMs')) })
      .from(events)
      .where(ofType('app.loaded')),
    db
      .select({ name: prop('name'), samples: count, p75: p75(prop('value')) })
      .from(events)
      .where(ofType('vital.measured'))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    range: { from: range.from, to: range.to },
    totals: totals[0] ?? { activeUsers: 0, visits: 0, pageViews: 0 },
    days: days.map((day) => {
      const row = byDay.get(day);
      return {
        day,
        activeUsers: row?.activeUsers ?? 0,
        visits: row?.visits ?? 0,
        pageViews: row?.pageViews ?? 0,
      };
    }),
    pages,
    tools,
    tours,
    performance: {
      appLoads: loads[0] ?? { samples: 0, ttfbMsP75: null, loadMsP75: null },
      vitals: vitals.map((row) => ({ ...row, p75: row.p75 ?? 0 })),
    },
  };
}

/** Deletes events of `types` recorded before `before` (telemetry's retention); returns how many. */
export async function deleteEventsBefore(
  deps: { db: DB },
  types: readonly string[],
  before: Date,
): Promise<number> {
  const deleted = await deps.db
    .delete(events)
    .where(and(inArray(events.type, [...types]), lt(events.createdAt, before)))
    .returning({ id: events.id });
  return deleted.length;
}
