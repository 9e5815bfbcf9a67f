import type { LimitInterval, LimitType, UsageAction } from '@kreda/shared/enums';
import { INSUFFICIENT_RESOURCES_MARKER } from '@kreda/shared/errors';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
import { usageCounters, usageLedger } from './tables.ts';

/** What a use is for: the entity whose outcome settles it (`quiz` + its id, `chat-message` + its id…). */
export interface UsageEntity {
  kind: string;
  id: string;
}

/**
 * A counted use: one `usage_ledger` row in state `reserved`. It is settled once — committed when
 * the work succeeded, released (the use given back) when it failed — and never twice: each
 * settlement is a conditional UPDATE of the row's state.
 */
export interface Reservation {
  /** The ledger row. */
  readonly id: string;
  /** The entity named so far (at reservation or by `attach`); null while the work is in the request. */
  readonly entity: UsageEntity | null;
  /**
   * Names the entity that will settle the reservation (write it in the entity's own transaction).
   * The AI-action runner then leaves settling to that entity's outcome (`commitUsageFor`,
   * `releaseUsageFor`, `failAndRelease`).
   */
  attach(db: DB, entity: UsageEntity): Promise<void>;
  /** Gives the use back; a no-op once settled. */
  release(db?: DB): Promise<void>;
  /** Keeps the use for good; a no-op once settled. */
  commit(db?: DB): Promise<void>;
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
 * exceed the limit of the current period. The check, the count and the ledger row are one
 * statement (a conditional upsert feeding the ledger's insert), so concurrent calls can never
 * overshoot the limit and no use is counted without its row. Call before the expensive work.
 */
export async function reserveUsage(
  db: DB,
  input: { userId: string; action: UsageAction; amount?: number; now?: Date; entity?: UsageEntity },
): Promise<Reservation> {
  const { userId, action } = input;
  const amount = input.amount ?? 1;
  const now = input.now ?? new Date();
  if (!Number.isInteger(amount) || amount < 1) throw new Error(`usage amount must be a positive integer`);
  const entity = input.entity ?? null;

  const found = await findEffectiveLimitWithAdditional(db, userId, action, now);
  if (!found) {
    // No limit of the plan applies: nothing is counted, but the use is still on record.
    const [row] = await db
      .insert(usageLedger)
      .values({ userId, action, amount, counted: false, entityKind: entity?.kind, entityId: entity?.id })
      .returning({ id: usageLedger.id });
    return reservationOf(db, row?.id ?? '', entity);
  }
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
      with counted as (
        insert into usage_counters (user_id, action, interval, period_start, used, updated_at)
        values (${userId}, ${action}, ${interval}, ${start.toISOString()}::timestamptz, ${amount}, now())
        on conflict (user_id, action, interval, period_start) do update
          set used = usage_counters.used + excluded.used, updated_at = now()
          where usage_counters.used + excluded.used <= ${ceiling}::int
        returning 1
      )
      insert into usage_ledger (user_id, action, amount, counted, interval, period_start, entity_kind, entity_id)
      select ${userId}, ${action}, ${amount}, true, ${interval}, ${start.toISOString()}::timestamptz,
             ${entity?.kind ?? null}, ${entity?.id ?? null}::uuid
        from counted
      returning id`)) as unknown as { rows: { id: string }[] });
  const id = counted ? counted.rows[0]?.id : undefined;
  if (!id) {
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
  return reservationOf(db, id, entity);
}

function reservationOf(db: DB, id: string, entity: UsageEntity | null): Reservation {
  const reservation = {
    id,
    entity,
    async attach(tx: DB, named: UsageEntity) {
      await tx
        .update(usageLedger)
        .set({ entityKind: named.kind, entityId: named.id })
        .where(eq(usageLedger.id, id));
      reservation.entity = named;
    },
    release: (on: DB = db) => settleUsage(on, sql`id = ${id}::uuid`, 'released').then(() => {}),
    commit: (on: DB = db) => settleUsage(on, sql`id = ${id}::uuid`, 'committed').then(() => {}),
  };
  return reservation;
}

interface SettledRow {
  user_id: string;
  action: UsageAction;
  amount: number;
  created_at: string | Date;
}

/**
 * Moves the still-`reserved` ledger rows matching `where` to `state` in one statement; when they
 * are released, their counters go down by their amounts in the same statement (summed per counter,
 * never below zero). Returns how many rows it settled. Rows carried over from before the ledger
 * have no counter key and are given back in the period of their creation, as before.
 */
async function settleUsage(db: DB, where: SQL, state: 'released' | 'committed'): Promise<number> {
  if (state === 'committed') {
    const result = (await db.execute(sql`
      update usage_ledger set state = 'committed', settled_at = now()
       where ${where} and state = 'reserved'
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  }
  const result = (await db.execute(sql`
    with settled as (
      update usage_ledger set state = 'released', settled_at = now()
       where ${where} and state = 'reserved'
      returning user_id, action, amount, counted, interval, period_start, created_at
    ), given as (
      -- Runs whether or not the query reads it (a data-modifying WITH always runs to completion).
      update usage_counters c
         set used = greatest(c.used - s.amount, 0), updated_at = now()
        from (select user_id, action, interval, period_start, sum(amount)::int as amount
                from settled where counted and interval is not null
               group by user_id, action, interval, period_start) s
       where c.user_id = s.user_id and c.action = s.action
         and c.interval = s.interval and c.period_start = s.period_start
    )
    select user_id, action, amount, created_at, (interval is null and counted) as legacy
      from settled`)) as unknown as { rows: (SettledRow & { legacy: boolean })[] };
  for (const row of result.rows.filter((r) => r.legacy))
    await giveBackAt(db, {
      userId: row.user_id,
      action: row.action,
      amount: row.amount,
      at: new Date(row.created_at),
    });
  return result.rows.length;
}

/** Gives the use of this entity back (every reservation of it still pending); how many were given back. */
export function releaseUsageFor(db: DB, entity: UsageEntity): Promise<number> {
  return settleUsage(db, sql`entity_kind = ${entity.kind} and entity_id = ${entity.id}::uuid`, 'released');
}

/** Keeps the use of this entity for good (its work succeeded); how many reservations were committed. */
export function commitUsageFor(db: DB, entity: UsageEntity): Promise<number> {
  return settleUsage(db, sql`entity_kind = ${entity.kind} and entity_id = ${entity.id}::uuid`, 'committed');
}

/**
 * Gives back uses counted at `at`, in the period they were counted in: for reservations made
 * before the ledger, which carry no counter key. Never below zero.
 */
async function giveBackAt(
  db: DB,
  input: { userId: string; action: UsageAction; at: Date; amount: number },
): Promise<void> {
  const row = await findEffectiveLimit(db, input.userId, input.action, input.at);
  if (!row || row.limitType === 'NONE') return;
  await db
    .update(usageCounters)
    .set({ used: sql`greatest(${usageCounters.used} - ${input.amount}, 0)`, updatedAt: sql`now()` })
    .where(
      counterKey(input.userId, input.action, row.limitInterval, periodStart(row.limitInterval, input.at)),
    );
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
