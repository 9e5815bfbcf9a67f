import type { LimitInterval, LimitType, SubscriptionStatus, UsageAction } from '@kreda/shared/enums';
import {
  and,
  asc,
  count,
  desc,
  eq,
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
import { limitDisplay, type PlanWithLimits, planLimits } from './catalog.ts';
import { type LimitRow, limits, type PlanRow, plans, type SubscriptionRow, subscriptions } from './tables.ts';

/*
 * What the admin operations (module admin-plans) read and write of plans, limits and
 * subscriptions. Checks and the audit log are theirs; these only touch rows, in the caller's
 * transaction. Stripe's subscriptions are never changed here: only admin grants (no Stripe id) end.
 */

/** Every plan, hidden ones too, the default first then cheapest, each with all its limits. */
export async function listAllPlans(db: DB): Promise<PlanWithLimits[]> {
  const rows = await db
    .select()
    .from(plans)
    .orderBy(desc(plans.isDefault), asc(plans.price), asc(plans.name));
  const all = await db.select().from(limits);
  return rows.map((plan) => ({ ...plan, limits: all.filter((l) => l.planId === plan.id) }));
}

export async function planWithLimits(db: DB, plan: PlanRow): Promise<PlanWithLimits> {
  return { ...plan, limits: await planLimits(db, plan.id) };
}

/** Every limit of every plan, by plan and action. */
export async function listAllLimits(db: DB): Promise<LimitRow[]> {
  return db.select().from(limits).orderBy(asc(limits.planId), asc(limits.action));
}

export async function findLimit(db: DB, id: string): Promise<LimitRow | undefined> {
  const [row] = await db.select().from(limits).where(eq(limits.id, id)).limit(1);
  return row;
}

export async function findPlanLimit(
  db: DB,
  planId: string,
  action: UsageAction,
): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(limits)
    .where(and(eq(limits.planId, planId), eq(limits.action, action)))
    .limit(1);
  return row;
}

type PlanChanges = Partial<
  Pick<PlanRow, 'name' | 'price' | 'price3m' | 'price12m' | 'freeTier' | 'description' | 'visible'>
>;

export async function updatePlanRow(db: DB, id: string, changes: PlanChanges): Promise<PlanRow> {
  const [row] = await db
    .update(plans)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning();
  if (!row) throw new Error('plan update returned nothing');
  return row;
}

interface LimitChanges {
  limitType?: LimitType;
  limit?: number;
  limitInterval?: LimitInterval;
  visible?: boolean;
  label?: string;
  limitDisplay?: string;
}

/** Changes a limit; the display text follows the new value unless one is given. */
export async function updateLimitRow(db: DB, current: LimitRow, changes: LimitChanges): Promise<LimitRow> {
  const limitType = changes.limitType ?? current.limitType;
  const limit = limitType === 'NUMBER' ? (changes.limit ?? current.limit) : 0;
  const limitInterval = changes.limitInterval ?? current.limitInterval;
  const valueChanged =
    limitType !== current.limitType || limit !== current.limit || limitInterval !== current.limitInterval;
  const display =
    changes.limitDisplay ??
    (valueChanged ? limitDisplay(limitType, limit, limitInterval) : current.limitDisplay);
  const [row] = await db
    .update(limits)
    .set({
      limitType,
      limit,
      limitInterval,
      visible: changes.visible ?? current.visible,
      label: changes.label ?? current.label,
      limitDisplay: display,
      updatedAt: new Date(),
    })
    .where(eq(limits.id, current.id))
    .returning();
  if (!row) throw new Error('limit update returned nothing');
  return row;
}

interface SubscriptionFilter {
  userId?: string;
  planId?: string;
  status?: SubscriptionStatus;
}

/** Subscriptions (Stripe's and admin grants), newest first, one page. */
export async function listSubscriptions(
  db: DB,
  filter: SubscriptionFilter,
  page: { page: number; limit: number },
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const where = and(
    filter.userId ? eq(subscriptions.userId, filter.userId) : undefined,
    filter.planId ? eq(subscriptions.planId, filter.planId) : undefined,
    filter.status ? eq(subscriptions.status, filter.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.grantedAt), desc(subscriptions.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findSubscription(db: DB, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

function inForce(now: Date): SQL | undefined {
  return and(
    inArray(subscriptions.status, ['Active', 'Trialing']),
    lte(subscriptions.grantedAt, now),
    or(isNull(subscriptions.expiresAt), gt(subscriptions.expiresAt, now)),
  );
}

/** The user's admin grants (no Stripe id) in force at `now`. */
export async function adminGrantsInForce(db: DB, userId: string, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.stripeSubscriptionId), inForce(now)));
}

/** The user's newest Stripe subscription, whatever its status (the state their record follows). */
export async function latestProviderSubscription(
  db: DB,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.stripeSubscriptionId)))
    .orderBy(desc(subscriptions.grantedAt), desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** Ends an admin grant now: expired and Canceled (a Stripe subscription is never ended here). */
export async function endAdminGrant(db: DB, id: string, now: Date): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'Canceled', expiresAt: now, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.stripeSubscriptionId)))
    .returning();
  if (!row) throw new Error('admin grant not ended');
  return row;
}

/**
 * How many users each plan applies to now: per plan, the users whose subscription in force (the
 * newest granted one, as the limit check picks it) is of that plan. Users with none are on the
 * default plan; the caller adds them, knowing how many accounts there are.
 */
export async function subscribersByPlan(db: DB, now: Date): Promise<Map<string, number>> {
  const inForce = db
    .selectDistinctOn([subscriptions.userId], { userId: subscriptions.userId, planId: subscriptions.planId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['Active', 'Trialing']),
        lte(subscriptions.grantedAt, now),
        or(isNull(subscriptions.expiresAt), gt(subscriptions.expiresAt, now)),
      ),
    )
    .orderBy(subscriptions.userId, desc(subscriptions.grantedAt), desc(subscriptions.createdAt))
    .as('in_force');
  const rows = await db
    .select({ planId: inForce.planId, users: count() })
    .from(inForce)
    .groupBy(inForce.planId);
  return new Map(rows.map((row) => [row.planId, Number(row.users)]));
}
