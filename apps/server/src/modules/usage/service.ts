import type { LimitInterval, LimitType, UsageAction } from '@kreda/shared/enums';
import { INSUFFICIENT_RESOURCES_MARKER } from '@kreda/shared/errors';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { domainError } from '../../core/domain-error.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  additionalLimitTotals,
  findActiveSubscription,
  findDefaultPlan,
  findEffectiveLimit,
  findEffectiveLimitWithAdditional,
  findPlan,
  type LimitRow,
  type PlanRow,
  planLimits,
  type SubscriptionRow,
} from './catalog.ts';
import { nextPeriodStart, periodStart, renewalText } from './periods.ts';
import { aiCalls, usageCounters } from './tables.ts';

/** A counted use; `release()` gives it back (e.g. when the AI call failed). */
export interface Reservation {
  /** Idempotent; undoes this reservation only, in the period it was made in. */
  release(): Promise<void>;
}

export interface UsageItem {
  action: UsageAction;
  label: string;
  visible: boolean;
  limitType: LimitType;
  /** Uses allowed per period, additional limits included; null when unlimited. */
  limit: number | null;
  limitInterval: LimitInterval;
  used: number;
  /** null when unlimited. */
  remaining: number | null;
  renewsAt: Date;
}

export interface UsageSummary {
  /** The plan in force: the active subscription's, else the default one (null if none is seeded). */
  plan: PlanRow | null;
  subscription: SubscriptionRow | null;
  /** One item per limit of the plan, in the order of USAGE_ACTIONS. */
  items: UsageItem[];
}

const INTERVAL_ADJECTIVES: Record<LimitInterval, string> = {
  DAY: 'dzienny',
  MONTH: 'miesięczny',
  YEAR: 'roczny',
};

const MAX_INT = 2_147_483_647;

const NOOP: Reservation = { release: async () => {} };

/**
 * What actually applies once additional limits are added: NONE stays closed unless extra uses
 * were bought (then those are the limit), NUMBER grows by them, UNLIMITED ignores them.
 */
function effectiveLimit(row: LimitRow, additional: number): { limitType: LimitType; limit: number | null } {
  if (row.limitType === 'UNLIMITED') return { limitType: 'UNLIMITED', limit: null };
  if (row.limitType === 'NONE')
    return additional > 0 ? { limitType: 'NUMBER', limit: additional } : { limitType: 'NONE', limit: 0 };
  return { limitType: 'NUMBER', limit: row.limit + additional };
}

function counterKey(userId: string, action: UsageAction, interval: LimitInterval, start: Date) {
  return and(
    eq(usageCounters.userId, userId),
    eq(usageCounters.action, action),
    eq(usageCounters.interval, interval),
    eq(usageCounters.periodStart, start),
  );
}

/**
 * Counts `amount` uses of `action` for the user, or throws INSUFFICIENT_RESOURCES when that would
 * exceed the limit of the current period. The check and the count are one conditional upsert, so
 * concurrent calls can never overshoot the limit. Call before the expensive work; release on failure.
 */
export async function reserveUsage(
  db: DB,
  input: { userId: string; action: UsageAction; amount?: number; now?: Date },
): Promise<Reservation> {
  const { userId, action } = input;
  const amount = input.amount ?? 1;
  const now = input.now ?? new Date();
  if (!Number.isInteger(amount) || amount < 1) throw new Error(`usage amount must be a positive integer`);

  const found = await findEffectiveLimitWithAdditional(db, userId, action, now);
  if (!found) return NOOP;
  const { row, additional } = found;
  const { limitType, limit } = effectiveLimit(row, additional);
  const interval = row.limitInterval;
  const start = periodStart(interval, now);
  const renewsAt = nextPeriodStart(interval, now);
  if (limitType === 'NONE') {
    throw domainError(
      'INSUFFICIENT_RESOURCES',
      `${INSUFFICIENT_RESOURCES_MARKER}: funkcja „${row.label}” nie jest dostępna w Twoim planie.`,
      { action, limit: 0, used: 0, renewsAt: null },
    );
  }

  // UNLIMITED still counts (the usage page shows it), under a ceiling no one reaches.
  const ceiling = limit ?? MAX_INT;
  const counted =
    amount <= ceiling &&
    ((await db.execute(sql`
      insert into usage_counters (user_id, action, interval, period_start, used, updated_at)
      values (${userId}, ${action}, ${interval}, ${start.toISOString()}::timestamptz, ${amount}, now())
      on conflict (user_id, action, interval, period_start) do update
        set used = usage_counters.used + excluded.used, updated_at = now()
        where usage_counters.used + excluded.used <= ${ceiling}::int
      returning used`)) as unknown as { rows: unknown[] });
  if (!counted || counted.rows.length === 0) {
    const [current] = await db
      .select({ used: usageCounters.used })
      .from(usageCounters)
      .where(counterKey(userId, action, interval, start));
    throw domainError(
      'INSUFFICIENT_RESOURCES',
      `${INSUFFICIENT_RESOURCES_MARKER}: wykorzystano ${INTERVAL_ADJECTIVES[interval]} limit „${row.label}” (${limit}). ` +
        `Limit odnowi się ${renewalText(renewsAt, now)}.`,
      { action, limit, used: current?.used ?? 0, renewsAt: renewsAt.toISOString() },
    );
  }

  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await db
        .update(usageCounters)
        .set({ used: sql`greatest(${usageCounters.used} - ${amount}, 0)`, updatedAt: sql`now()` })
        .where(counterKey(userId, action, interval, start));
    },
  };
}

/**
 * Gives back uses counted at `at`, in the period they were counted in, when the process that held
 * the reservation is gone (a crash in the middle of an answer). Never below zero.
 */
export async function releaseUsageAt(
  db: DB,
  input: { userId: string; action: UsageAction; at: Date; amount?: number },
): Promise<void> {
  const row = await findEffectiveLimit(db, input.userId, input.action, input.at);
  if (!row || row.limitType === 'NONE') return;
  const amount = input.amount ?? 1;
  await db
    .update(usageCounters)
    .set({ used: sql`greatest(${usageCounters.used} - ${amount}, 0)`, updatedAt: sql`now()` })
    .where(
      counterKey(input.userId, input.action, row.limitInterval, periodStart(row.limitInterval, input.at)),
    );
}

/** Stores one AI provider call for statistics; never throws on odd numbers (they are clamped). */
export async function recordAiCall(
  db: DB,
  record: {
    userId: string | null;
    action: string;
    role: string;
    provider: string;
    model: string;
    promptTokens: number;
    outputTokens: number;
    durationMs: number;
    ok: boolean;
    errorCode: string | null;
  },
): Promise<void> {
  const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);
  await db.insert(aiCalls).values({
    ...record,
    promptTokens: count(record.promptTokens),
    outputTokens: count(record.outputTokens),
    durationMs: count(record.durationMs),
  });
}

/** The user's plan and, per limited action, what is allowed, used and left in the current period. */
export async function usageSummary(db: DB, userId: string, now: Date = new Date()): Promise<UsageSummary> {
  const subscription = (await findActiveSubscription(db, userId, now)) ?? null;
  const plan = (subscription ? await findPlan(db, subscription.planId) : await findDefaultPlan(db)) ?? null;
  if (!plan) return { plan, subscription, items: [] };
  const rows = await planLimits(db, plan.id);
  const additional = await additionalLimitTotals(db, userId, now);
  const starts = rows.map((r) => periodStart(r.limitInterval, now));
  const counters = rows.length
    ? await db
        .select()
        .from(usageCounters)
        .where(
          and(
            eq(usageCounters.userId, userId),
            inArray(
              usageCounters.action,
              rows.map((r) => r.action),
            ),
            inArray(usageCounters.periodStart, starts),
          ),
        )
    : [];
  const items = rows.map((row, i): UsageItem => {
    const start = starts[i]?.getTime();
    const used =
      counters.find(
        (c) =>
          c.action === row.action && c.interval === row.limitInterval && c.periodStart.getTime() === start,
      )?.used ?? 0;
    const { limitType, limit } = effectiveLimit(row, additional.get(row.action) ?? 0);
    return {
      action: row.action,
      label: row.label,
      visible: row.visible,
      limitType,
      limit,
      limitInterval: row.limitInterval,
      used,
      remaining: limit === null ? null : Math.max(0, limit - used),
      renewsAt: nextPeriodStart(row.limitInterval, now),
    };
  });
  return { plan, subscription, items };
}
