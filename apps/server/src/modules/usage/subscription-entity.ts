import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { ActorSource } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import { findActiveSubscription, findPlan, planLimits } from './catalog.ts';
import { presentPlan } from './commands.ts';
import { additionalLimits } from './tables.ts';

/**
 * `User.subscriptionEntity`: the subscription in force with its plan and the extra limits bought
 * and valid now; null on the default (free) plan. Only the user themselves or an admin reads it.
 */
export async function subscriptionEntity(ctx: Pick<Deps, 'db'> & ActorSource, user: { id: string }) {
  const viewer = await ctx.viewer();
  if (!viewer || (viewer.user.id !== user.id && viewer.user.role !== 'ADMIN')) return null;
  const now = new Date();
  const subscription = await findActiveSubscription(ctx.db, user.id, now);
  if (!subscription) return null;
  const plan = await findPlan(ctx.db, subscription.planId);
  if (!plan) return null;
  return {
    id: subscription.id,
    userId: subscription.userId,
    stripeSubscriptionId: subscription.stripeSubscriptionId,
    grantedAt: subscription.grantedAt,
    expiresAt: subscription.expiresAt,
    plan: presentPlan({ ...plan, limits: (await planLimits(ctx.db, plan.id)).filter((l) => l.visible) }),
    additionalLimits: await validAdditionalLimits(ctx.db, user.id, now),
  };
}

/** The extra uses a user bought that count now (the GraphQL `AdditionalLimit`), oldest first. */
export async function validAdditionalLimits(db: DB, userId: string, now: Date) {
  const bought = await db
    .select()
    .from(additionalLimits)
    .where(
      and(
        eq(additionalLimits.userId, userId),
        lte(additionalLimits.purchasedAt, now),
        or(isNull(additionalLimits.expiresAt), gt(additionalLimits.expiresAt, now)),
      ),
    )
    .orderBy(asc(additionalLimits.purchasedAt));
  return bought.map((row) => ({
    id: row.id,
    name: row.name,
    action: row.action,
    additionalLimit: row.additionalLimit,
    price: row.price,
    purchasedAt: row.purchasedAt,
    expiresAt: row.expiresAt,
  }));
}
