import {
  type BillingInterval,
  type LimitInterval,
  type LimitType,
  USAGE_ACTIONS,
  type UsageAction,
} from '@kreda/shared/enums';
import { LIMIT_INTERVAL_LABELS, USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import {
  type AdditionalLimitRow,
  additionalLimits,
  type LimitRow,
  limits,
  type PaymentCard,
  type PlanRow,
  plans,
  type SubscriptionRow,
  subscriptions,
} from './tables.ts';

export type { AdditionalLimitRow, LimitRow, PlanRow, SubscriptionRow };

/** Statuses under which a subscription's plan applies; any other falls back to the default plan. */
const ACTIVE_STATUSES = ['Active', 'Trialing'] as const;

export type PlanWithLimits = PlanRow & { limits: LimitRow[] };

const ACTION_ORDER = new Map<string, number>(USAGE_ACTIONS.map((action, i) => [action, i]));

/** Limits in the order of USAGE_ACTIONS (unknown actions last). */
function inActionOrder(rows: LimitRow[]): LimitRow[] {
  const order = (row: LimitRow) => ACTION_ORDER.get(row.action) ?? USAGE_ACTIONS.length;
  return rows.sort((a, b) => order(a) - order(b));
}

/** The plan card's text for a limit: "30 dziennie", "Bez limitu", "Niedostępne". */
export function limitDisplay(limitType: LimitType, limit: number, interval: LimitInterval): string {
  if (limitType === 'UNLIMITED') return 'Bez limitu';
  if (limitType === 'NONE') return 'Niedostępne';
  return `${limit} ${LIMIT_INTERVAL_LABELS[interval]}`;
}

function activeSubscriptionWhere(userId: string, now: Date): SQL | undefined {
  return and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...ACTIVE_STATUSES]),
    lte(subscriptions.grantedAt, now),
    or(isNull(subscriptions.expiresAt), gt(subscriptions.expiresAt, now)),
  );
}

/** The user's subscription in force at `now` (the latest granted one), if any. */
export async function findActiveSubscription(
  db: DB,
  userId: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(activeSubscriptionWhere(userId, now))
    .orderBy(desc(subscriptions.grantedAt), desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/**
 * The user's newest provider (Stripe) subscription whose renewal is unpaid (PastDue, Unpaid): not
 * in force, but the one a pupil who does not want to pay any more ends to be done with it.
 */
export async function findUnpaidProviderSubscription(
  db: DB,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNotNull(subscriptions.stripeSubscriptionId),
        inArray(subscriptions.status, ['PastDue', 'Unpaid']),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row;
}

export async function findDefaultPlan(db: DB): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.isDefault, true)).limit(1);
  return row;
}

export async function findPlan(db: DB, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row;
}

/** The id of the plan that applies to the user at `now`, as one SQL expression. */
function effectivePlanIdSql(userId: string, now: Date): SQL {
  return sql`coalesce(
    (select ${subscriptions.planId} from ${subscriptions} where ${activeSubscriptionWhere(userId, now)}
      order by ${subscriptions.grantedAt} desc, ${subscriptions.createdAt} desc limit 1),
    (select ${plans.id} from ${plans} where ${plans.isDefault} limit 1))`;
}

/** The limit row of the user's effective plan for one action (none: the action is not limited). */
export async function findEffectiveLimit(
  db: DB,
  userId: string,
  action: UsageAction,
  now: Date,
): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(limits)
    .where(and(eq(limits.planId, effectivePlanIdSql(userId, now)), eq(limits.action, action)))
    .limit(1);
  return row;
}

/**
 * `findEffectiveLimit` and the extra uses bought for the action valid at `now` (as
 * `additionalLimitTotals` counts them), in one query: a reservation's read before it counts.
 */
export async function findEffectiveLimitWithAdditional(
  db: DB,
  userId: string,
  action: UsageAction,
  now: Date,
): Promise<{ row: LimitRow; additional: number } | undefined> {
  const additional = db
    .select({ total: sql<number>`coalesce(sum(${additionalLimits.additionalLimit}), 0)::int` })
    .from(additionalLimits)
    .where(
      and(
        eq(additionalLimits.userId, userId),
        eq(additionalLimits.action, action),
        lte(additionalLimits.purchasedAt, now),
        or(isNull(additionalLimits.expiresAt), gt(additionalLimits.expiresAt, now)),
      ),
    );
  const [found] = await db
    .select({ row: getTableColumns(limits), additional: sql<number>`(${additional})` })
    .from(limits)
    .where(and(eq(limits.planId, effectivePlanIdSql(userId, now)), eq(limits.action, action)))
    .limit(1);
  return found ? { row: found.row, additional: Number(found.additional ?? 0) } : undefined;
}

/** Extra uses bought per action that are valid at `now`. */
export async function additionalLimitTotals(
  db: DB,
  userId: string,
  now: Date,
  action?: UsageAction,
): Promise<Map<UsageAction, number>> {
  const rows = await db
    .select({
      action: additionalLimits.action,
      total: sql<number>`coalesce(sum(${additionalLimits.additionalLimit}), 0)::int`,
    })
    .from(additionalLimits)
    .where(
      and(
        eq(additionalLimits.userId, userId),
        action ? eq(additionalLimits.action, action) : undefined,
        lte(additionalLimits.purchasedAt, now),
        or(isNull(additionalLimits.expiresAt), gt(additionalLimits.expiresAt, now)),
      ),
    )
    .groupBy(additionalLimits.action);
  return new Map(rows.map((r) => [r.action, Number(r.total)]));
}

/** A plan's limits in the order of USAGE_ACTIONS. */
export async function planLimits(db: DB, planId: string): Promise<LimitRow[]> {
  return inActionOrder(await db.select().from(limits).where(eq(limits.planId, planId)));
}

/** Visible plans, cheapest first, each with its visible limits. */
export async function listVisiblePlans(db: DB): Promise<PlanWithLimits[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.visible, true))
    .orderBy(asc(plans.price), asc(plans.name), asc(plans.id));
  if (rows.length === 0) return [];
  const limitRows = await db
    .select()
    .from(limits)
    .where(
      and(
        inArray(
          limits.planId,
          rows.map((r) => r.id),
        ),
        eq(limits.visible, true),
      ),
    );
  return rows.map((plan) => ({
    ...plan,
    limits: inActionOrder(limitRows.filter((l) => l.planId === plan.id)),
  }));
}

export async function createPlan(
  db: DB,
  input: Omit<typeof plans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(input).returning();
  if (!row) throw new Error('plan insert returned nothing');
  return row;
}

/**
 * Sets a plan's limit for one action (creates it or replaces it). The label defaults to the
 * action's Polish name and the display text to "30 dziennie" style.
 */
export async function setPlanLimit(
  db: DB,
  planId: string,
  input: {
    action: UsageAction;
    limitType: LimitType;
    limit?: number;
    limitInterval?: LimitInterval;
    visible?: boolean;
    label?: string;
    limitDisplay?: string;
  },
): Promise<LimitRow> {
  const limit = input.limitType === 'NUMBER' ? (input.limit ?? 0) : 0;
  const limitInterval = input.limitInterval ?? 'DAY';
  const values = {
    planId,
    action: input.action,
    limitType: input.limitType,
    limit,
    limitInterval,
    visible: input.visible ?? true,
    label: input.label ?? USAGE_ACTION_LABELS[input.action],
    limitDisplay: input.limitDisplay ?? limitDisplay(input.limitType, limit, limitInterval),
  };
  const { planId: _, action: __, ...changes } = values;
  const [row] = await db
    .insert(limits)
    .values(values)
    .onConflictDoUpdate({
      target: [limits.planId, limits.action],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('limit upsert returned nothing');
  return row;
}

export async function grantSubscription(
  db: DB,
  input: {
    userId: string;
    planId: string;
    status?: SubscriptionRow['status'];
    billingInterval?: BillingInterval;
    stripeSubscriptionId?: string | null;
    paymentMethod?: PaymentCard | null;
    grantedAt?: Date;
    expiresAt?: Date | null;
    cancelAtPeriodEnd?: boolean;
  },
): Promise<SubscriptionRow> {
  // Granted at this process's clock, in milliseconds like the `now` every limit check passes: the
  // database's now() has microseconds, so a check in the same millisecond saw the grant as future
  // (and the free plan's limit) — a flaky test on PostgreSQL.
  const [row] = await db
    .insert(subscriptions)
    .values({ grantedAt: new Date(), ...input })
    .returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

export async function addAdditionalLimit(
  db: DB,
  input: {
    userId: string;
    action: UsageAction;
    additionalLimit: number;
    name?: string;
    price?: number;
    purchasedAt?: Date;
    expiresAt?: Date | null;
  },
): Promise<AdditionalLimitRow> {
  const [row] = await db
    .insert(additionalLimits)
    .values({ ...input, name: input.name ?? `Dodatkowe: ${USAGE_ACTION_LABELS[input.action]}` })
    .returning();
  if (!row) throw new Error('additional limit insert returned nothing');
  return row;
}

/** Whether the user ever had a subscription (of any status): the free trial is for first-timers. */
export async function hasHadSubscription(db: DB, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates or updates the subscription mirrored from a payment provider, keyed by its id there
 * (`stripeSubscriptionId`): the provider's state (plan, status, period end, cancellation) is
 * written as given, `grantedAt` stays that of the first write. The caller decides ordering (an
 * older event must not call this after a newer one).
 */
export async function upsertProviderSubscription(
  db: DB,
  input: {
    userId: string;
    planId: string;
    stripeSubscriptionId: string;
    status: SubscriptionRow['status'];
    billingInterval: BillingInterval;
    expiresAt: Date | null;
    cancelAtPeriodEnd: boolean;
    paymentMethod?: PaymentCard | null;
  },
): Promise<SubscriptionRow> {
  const { userId: _, stripeSubscriptionId: __, ...changes } = input;
  const [row] = await db
    .insert(subscriptions)
    .values({ grantedAt: new Date(), ...input })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}
