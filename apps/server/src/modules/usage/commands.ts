import { ENABLED_TOOLS, limitsOfTools } from '@kreda/shared/tools';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { validAdditionalLimits } from './additional-limits.ts';
import { type LimitRow, listVisiblePlans, type PlanRow, type PlanWithLimits } from './catalog.ts';
import { DEFAULT_PLAN_NAME } from './seed.ts';
import { usageSummary } from './service.ts';

/** A limit row as the GraphQL `Limit` type. */
export function presentLimit(row: LimitRow) {
  return {
    id: row.id,
    action: row.action,
    visible: row.visible,
    label: row.label,
    limitDisplay: row.limitDisplay,
    limitInterval: row.limitInterval,
    limit: { type: row.limitType, value: row.limitType === 'NUMBER' ? row.limit : 0 },
    usedIn: [row.planId],
  };
}

/** A plan with its limits of enabled tools as the GraphQL `Plan` type. */
export function presentPlan(plan: PlanWithLimits) {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    price3m: plan.price3m,
    price12m: plan.price12m,
    freeTier: plan.freeTier,
    description: plan.description,
    visible: plan.visible,
    limits: limitsOfTools(plan.limits, ENABLED_TOOLS).map(presentLimit),
  };
}

/** A plan with every limit it holds (hidden ones and those of tools not built yet), for admins. */
export function presentFullPlan(plan: PlanWithLimits) {
  return { ...presentPlan(plan), limits: plan.limits.map(presentLimit) };
}

/**
 * Visible plans with their visible limits, for the public pricing page (no sign-in needed). Only
 * limits of enabled tools are listed: a plan may hold limits of tools not built yet.
 */
export async function getPublicPlans(deps: Pick<Deps, 'db'>) {
  return (await listVisiblePlans(deps.db)).map(presentPlan);
}

/** A plan's gross price for a period, in złoty (0 without a plan). */
export function priceFor(plan: PlanRow | null, interval: 'month' | 'month_3' | 'month_12'): number {
  if (!plan) return 0;
  if (interval === 'month_3') return plan.price3m;
  if (interval === 'month_12') return plan.price12m;
  return plan.price;
}

/** Every limit of a user's plan (hidden ones too) with its use in the current period, for admins. */
export async function userLimitUsage(deps: Pick<Deps, 'db'>, userId: string) {
  const { items } = await usageSummary(deps.db, userId);
  return items.map((item) => ({
    action: item.action,
    label: item.label,
    limit: item.limit,
    limitType: item.limitType,
    limitInterval: item.limitInterval,
    usage: item.used,
    remaining: item.remaining,
    renewsAt: item.renewsAt,
  }));
}

/**
 * The viewer's plan and usage of its visible limits of enabled tools (limits of tools not built yet
 * stay out of sight, though the plan already holds them). Without a subscription the viewer is on the
 * default plan: status Active since the account was created, no expiry, no payment method.
 */
export async function getSubscriptionUsage(deps: Pick<Deps, 'db'>, actor: Actor) {
  const { user } = actor;
  const { plan, subscription, items } = await usageSummary(deps.db, user.id);
  const usage = limitsOfTools(
    items.filter((item) => item.visible),
    ENABLED_TOOLS,
  ).map((item) => ({
    action: item.action,
    label: item.label,
    limit: item.limit,
    limitType: item.limitType,
    limitInterval: item.limitInterval,
    usage: item.used,
    remaining: item.remaining,
    renewsAt: item.renewsAt,
  }));
  const additionalLimits = await validAdditionalLimits(deps.db, user.id, new Date());
  if (!subscription) {
    return {
      name: plan?.name ?? DEFAULT_PLAN_NAME,
      grantedAt: user.createdAt,
      status: 'Active' as const,
      cancelAtPeriodEnd: false,
      expiresAt: null,
      planPrice: 0,
      paymentMethod: null,
      billingInterval: 'month' as const,
      recurring: false,
      usage,
      additionalLimits,
    };
  }
  return {
    name: plan?.name ?? DEFAULT_PLAN_NAME,
    grantedAt: subscription.grantedAt,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    expiresAt: subscription.expiresAt,
    planPrice: priceFor(plan, subscription.billingInterval),
    paymentMethod: subscription.paymentMethod,
    billingInterval: subscription.billingInterval,
    // Only a Stripe subscription renews by itself (a pass and an admin's grant end or last).
    recurring: subscription.stripeSubscriptionId !== null && subscription.billingInterval === 'month',
    usage,
    additionalLimits,
  };
}

/** `SubscriptionUsage` as the usage module answers it (billing adds its own fields by resolvers). */
export type SubscriptionUsageView = Awaited<ReturnType<typeof getSubscriptionUsage>>;
