import type { ActorSource } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { validAdditionalLimits } from './additional-limits.ts';
import { findActiveSubscription, findPlan, planLimits } from './catalog.ts';
import { presentPlan } from './commands.ts';

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
