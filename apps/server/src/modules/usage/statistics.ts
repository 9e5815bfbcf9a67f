import { and, count, countDistinct, desc, eq, gte, isNull, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { aiCalls, usageLedger } from './tables.ts';

// Admin statistics over the service's own records (issue 31): AI calls with their tokens and cost,
// and the usage ledger. Never a tool's table, never anyone's content.

/** A half-open time range [from, to). */
export interface StatsRange {
  from: Date;
  to: Date;
}

/** Narrows AI calls to one action (e.g. `QUIZ_GENERATION`), model or user. */
export interface AiCallFilter {
  action?: string | null;
  model?: string | null;
  userId?: string | null;
}

/** Calls, tokens and dollars of a group of AI calls. */
export interface AiTotals {
  calls: number;
  promptTokens: number;
  outputTokens: number;
  /** Dollars of the calls whose model had a price. */
  cost: number;
  /** Calls of a model without a price (AI_PRICES): their cost is unknown, not zero. */
  unpricedCalls: number;
}

/** The day of a call on a Warsaw calendar, as `YYYY-MM-DD`. */
const warsawDay = sql<string>`to_char(${aiCalls.createdAt} at time zone 'Europe/Warsaw', 'YYYY-MM-DD')`;

const totals = {
  calls: count(),
  promptTokens: sum(aiCalls.promptTokens),
  outputTokens: sum(aiCalls.outputTokens),
  cost: sum(aiCalls.costUsd),
  unpricedCalls: sql<number>`count(*) filter (where ${aiCalls.costUsd} is null)`,
};

function where(range: StatsRange, filter: AiCallFilter): SQL | undefined {
  return and(
    gte(aiCalls.createdAt, range.from),
    lt(aiCalls.createdAt, range.to),
    filter.action ? eq(aiCalls.action, filter.action) : undefined,
    filter.model ? eq(aiCalls.model, filter.model) : undefined,
    filter.userId ? eq(aiCalls.userId, filter.userId) : undefined,
  );
}

/** Sums come back as text (numeric, bigint) and count(*) as bigint: numbers for the API. */
function toTotals(row: {
  calls: unknown;
  promptTokens: unknown;
  outputTokens: unknown;
  cost: unknown;
  unpricedCalls: unknown;
}): AiTotals {
  return {
    calls: Number(row.calls ?? 0),
    promptTokens: Number(row.promptTokens ?? 0),
    outputTokens: Number(row.outputTokens ?? 0),
    cost: Number(row.cost ?? 0),
    unpricedCalls: Number(row.unpricedCalls ?? 0),
  };
}

/** The totals of every AI call in the range. */
export async function aiCallTotals(db: DB, range: StatsRange, filter: AiCallFilter = {}): Promise<AiTotals> {
  const [row] = await db.select(totals).from(aiCalls).where(where(range, filter));
  return toTotals(row ?? { calls: 0, promptTokens: 0, outputTokens: 0, cost: 0, unpricedCalls: 0 });
}

/** AI calls grouped by one column (action, model or user), the most expensive first. */
export async function aiCallsBy(
  db: DB,
  key: 'action' | 'model' | 'userId',
  range: StatsRange,
  filter: AiCallFilter = {},
): Promise<(AiTotals & { key: string | null })[]> {
  const column = aiCalls[key];
  const rows = await db
    .select({ key: column, ...totals })
    .from(aiCalls)
    .where(where(range, filter))
    .groupBy(column)
    .orderBy(sql`sum(${aiCalls.costUsd}) desc nulls last`, desc(count()), column);
  return rows.map((row) => ({ key: row.key, ...toTotals(row) }));
}

/** One Warsaw day of AI calls (the spec's aggregated usage). */
export interface DailyUsage extends AiTotals {
  date: string;
  /** Distinct signed-in users who made a call that day. */
  userCount: number;
  /** Mean duration of a call, in milliseconds. */
  avgTimeMs: number;
  /** The action with the most calls that day. */
  popularAction: string | null;
  byAction: (AiTotals & { key: string })[];
  byModel: (AiTotals & { key: string })[];
}

/** Every day of the range that had AI calls, oldest first, with its split by action and model. */
export async function dailyUsage(
  db: DB,
  range: StatsRange,
  filter: AiCallFilter = {},
): Promise<DailyUsage[]> {
  const condition = where(range, filter);
  const [days, actions, models] = await Promise.all([
    db
      .select({
        date: warsawDay,
        ...totals,
        userCount: countDistinct(aiCalls.userId),
        avgTimeMs: sql<string>`avg(${aiCalls.durationMs})`,
      })
      .from(aiCalls)
      .where(condition)
      .groupBy(warsawDay)
      .orderBy(warsawDay),
    db
      .select({ date: warsawDay, key: aiCalls.action, ...totals })
      .from(aiCalls)
      .where(condition)
      .groupBy(warsawDay, aiCalls.action)
      .orderBy(warsawDay, desc(count()), aiCalls.action),
    db
      .select({ date: warsawDay, key: aiCalls.model, ...totals })
      .from(aiCalls)
      .where(condition)
      .groupBy(warsawDay, aiCalls.model)
      .orderBy(warsawDay, desc(count()), aiCalls.model),
  ]);
  const split = (rows: typeof actions, date: string) =>
    rows.filter((row) => row.date === date).map((row) => ({ key: row.key, ...toTotals(row) }));
  return days.map((day) => {
    const byAction = split(actions, day.date);
    return {
      date: day.date,
      ...toTotals(day),
      userCount: Number(day.userCount),
      avgTimeMs: Math.round(Number(day.avgTimeMs ?? 0)),
      popularAction: byAction[0]?.key ?? null,
      byAction,
      byModel: split(models, day.date),
    };
  });
}

/** Kept uses of each plan-limited action (the usage ledger's committed rows), by user or for one. */
export async function committedUses(
  db: DB,
  range: StatsRange,
  userIds: readonly string[] | null,
): Promise<{ userId: string; action: string; uses: number }[]> {
  const rows = await db
    .select({ userId: usageLedger.userId, action: usageLedger.action, uses: sum(usageLedger.amount) })
    .from(usageLedger)
    .where(
      and(
        eq(usageLedger.state, 'committed'),
        gte(usageLedger.createdAt, range.from),
        lt(usageLedger.createdAt, range.to),
        userIds ? sql`${usageLedger.userId} = any(${sql.param([...userIds])}::uuid[])` : undefined,
      ),
    )
    .groupBy(usageLedger.userId, usageLedger.action)
    .orderBy(usageLedger.userId, usageLedger.action);
  return rows.map((row) => ({ userId: row.userId, action: row.action, uses: Number(row.uses ?? 0) }));
}

/** Calls of models that had no price in the range (the admin is told to set AI_PRICES). */
export async function unpricedModels(db: DB, range: StatsRange): Promise<string[]> {
  const rows = await db
    .selectDistinct({ model: aiCalls.model })
    .from(aiCalls)
    .where(and(gte(aiCalls.createdAt, range.from), lt(aiCalls.createdAt, range.to), isNull(aiCalls.costUsd)))
    .orderBy(aiCalls.model);
  return rows.map((row) => row.model);
}

/** The most rows one export holds; a longer range is cut with the newest days kept out. */
export const BREAKDOWN_MAX_ROWS = 50_000;

/** AI calls by day, action, model and user, oldest first: the rows of the admin's CSV export. */
export async function aiCallBreakdown(
  db: DB,
  range: StatsRange,
  filter: AiCallFilter = {},
): Promise<(AiTotals & { date: string; action: string; model: string; userId: string | null })[]> {
  const rows = await db
    .select({
      date: warsawDay,
      action: aiCalls.action,
      model: aiCalls.model,
      userId: aiCalls.userId,
      ...totals,
    })
    .from(aiCalls)
    .where(where(range, filter))
    .groupBy(warsawDay, aiCalls.action, aiCalls.model, aiCalls.userId)
    .orderBy(warsawDay, aiCalls.action, aiCalls.model, aiCalls.userId)
    .limit(BREAKDOWN_MAX_ROWS);
  return rows.map((row) => ({
    date: row.date,
    action: row.action,
    model: row.model,
    userId: row.userId,
    ...toTotals(row),
  }));
}
