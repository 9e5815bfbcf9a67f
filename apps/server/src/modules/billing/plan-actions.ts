import type { PlanAction } from '@kreda/shared/enums';
import type { DB } from '../../platform/db/database.ts';
import {
  findActiveSubscription,
  findDefaultPlan,
  hasHadSubscription,
  type PlanRow,
  type SubscriptionRow,
} from '../usage/index.ts';

/** What decides a user's button next to each plan. */
export interface PlanActionContext {
  billingOn: boolean;
  /** The plan in force: the active subscription's, else the default one. */
  currentPlanId: string | null;
  currentPrice: number;
  subscription: SubscriptionRow | null;
  /** First-timers may start a plan that has a free trial with it. */
  mayTrial: boolean;
}

export async function planActionContext(
  db: DB,
  userId: string,
  billingOn: boolean,
  plansById: Map<string, PlanRow>,
): Promise<PlanActionContext> {
  const now = new Date();
  const subscription = (await findActiveSubscription(db, userId, now)) ?? null;
  const currentPlanId = subscription?.planId ?? (await findDefaultPlan(db))?.id ?? null;
  const current = currentPlanId ? plansById.get(currentPlanId) : undefined;
  return {
    billingOn,
    currentPlanId,
    currentPrice: current?.price ?? 0,
    subscription,
    mayTrial: !(await hasHadSubscription(db, userId)),
  };
}

/**
 * The spec's plan action for one plan (point 4): CURRENT for the plan in force; with billing off
 * every other plan is DISABLED (nothing pretends to charge); a free plan is never bought; with a
 * paid plan in force a dearer plan is an UPGRADE and a cheaper one DISABLED (no downgrade by
 * buying; only a paid monthly Stripe subscription is upgraded, with proration — a pass, a trial
 * and an admin's grant are not); on the free plan a plan with a trial is FREE_TIER for first-timers, else BUY.
 */
export function planAction(plan: PlanRow, context: PlanActionContext): PlanAction {
  if (plan.id === context.currentPlanId) return 'CURRENT';
  if (!context.billingOn || plan.price <= 0) return 'DISABLED';
  if (context.subscription && context.currentPrice > 0)
    return plan.price > context.currentPrice && upgradable(context.subscription) ? 'UPGRADE' : 'DISABLED';
  if (plan.freeTier && context.mayTrial) return 'FREE_TIER';
  return 'BUY';
}

/** A subscription `upgradeSubscription` can re-price: Stripe's, monthly, paid and running. */
export function upgradable(subscription: SubscriptionRow): boolean {
  return (
    subscription.stripeSubscriptionId !== null &&
    subscription.billingInterval === 'month' &&
    subscription.status === 'Active'
  );
}
