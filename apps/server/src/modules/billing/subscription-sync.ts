import type { SubscriptionStatus } from '@kreda/shared/enums';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import { type PaymentCard, upsertProviderSubscription } from '../usage/index.ts';
import { followSubscription } from '../users/index.ts';
import { stripeClient } from './stripe-client.ts';
import { billingCheckouts, stripeSubscriptionClock } from './tables.ts';

/*
 * A Stripe subscription mirrored into the usage module's subscription, by time (ADR 032): the
 * newest state applied wins, an older event changes nothing. The user's record (status, the
 * past-due redirect) follows in the same transaction.
 */

const STATUSES: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'Active',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'IncompleteExpired',
  past_due: 'PastDue',
  paused: 'Paused',
  trialing: 'Trialing',
  unpaid: 'Unpaid',
};

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Whole seconds, as Stripe's timestamps are: a retrieved object is "as of" this second. */
export const thisSecond = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/** Our checkout row of a Stripe session, or by the id in an object's metadata. */
export async function checkoutOf(db: DB, sessionId: string | null, checkoutId: string | undefined) {
  const [row] = sessionId
    ? await db.select().from(billingCheckouts).where(eq(billingCheckouts.stripeSessionId, sessionId)).limit(1)
    : [];
  if (row || !checkoutId) return row;
  const [byId] = await db
    .select()
    .from(billingCheckouts)
    .where(sql`${billingCheckouts.id}::text = ${checkoutId}`)
    .limit(1);
  return byId;
}

/** A card as the spec's PaymentMethod; null for anything else (BLIK, Przelewy24, none). */
export function cardOf(method: Stripe.PaymentMethod | null | undefined): PaymentCard | null {
  const card = method?.card;
  if (!card) return null;
  return {
    card_brand: card.brand,
    card_last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
  };
}

/** The card paying a subscription (read from Stripe when the object names it by id only). */
async function subscriptionCard(deps: Deps, subscription: Stripe.Subscription): Promise<PaymentCard | null> {
  const method = subscription.default_payment_method;
  if (!method) return null;
  if (typeof method !== 'string') return cardOf(method);
  const config = deps.config.stripe;
  if (!config) return null;
  try {
    return cardOf(await stripeClient(config).paymentMethods.retrieve(method));
  } catch (error) {
    // The plan matters more than the card's label: apply the state without it.
    deps.logger.warn({ err: error, subscriptionId: subscription.id }, 'stripe payment method unreadable');
    return null;
  }
}

/** Applies a subscription Stripe has just answered with (the truth now). */
export function applyStripeSubscription(deps: Deps, subscription: Stripe.Subscription): Promise<void> {
  return applySubscription(deps, subscription, thisSecond(), { fresh: true });
}

/** Reads a subscription from Stripe (the truth now) and applies it. */
export async function refreshSubscription(deps: Deps, subscriptionId: string): Promise<void> {
  const config = deps.config.stripe;
  if (!config) return;
  const subscription = await stripeClient(config).subscriptions.retrieve(subscriptionId, {
    expand: ['default_payment_method'],
  });
  await applySubscription(deps, subscription, thisSecond(), { fresh: true });
}

function periodEnd(subscription: Stripe.Subscription): Date | null {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
    return new Date((subscription.ended_at ?? subscription.canceled_at ?? Date.now() / 1000) * 1000);
  const ends = subscription.items?.data?.map((item) => item.current_period_end).filter(Boolean) ?? [];
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

/**
 * Applies a subscription's state as of `asOf` (its event's time), unless a newer event was
 * applied already (out of order: nothing changes). On a tie (events of the same second) the
 * subscription is read from Stripe first, so the order of same-second deliveries cannot matter.
 * The plan is that of the checkout named in the subscription's metadata (set by the server: the
 * first purchase, then each upgrade), never anything the event says about prices.
 */
export async function applySubscription(
  deps: Deps,
  subscription: Stripe.Subscription,
  asOf: Date,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const checkout = await checkoutOf(deps.db, null, subscription.metadata?.checkoutId);
  if (!checkout?.planId) {
    deps.logger.warn({ subscriptionId: subscription.id }, 'stripe subscription without a checkout of ours');
    return;
  }
  const planId = checkout.planId;
  const [clock] = await deps.db
    .select()
    .from(stripeSubscriptionClock)
    .where(eq(stripeSubscriptionClock.stripeSubscriptionId, subscription.id));
  if (clock && clock.lastEventAt > asOf) return;
  if (clock && clock.lastEventAt.getTime() === asOf.getTime() && !options.fresh)
    return refreshSubscription(deps, subscription.id);
  const paymentMethod = await subscriptionCard(deps, subscription);
  const status = STATUSES[subscription.status] ?? 'Incomplete';
  await deps.db.transaction(async (tx) => {
    // The clock moves forward only; the row lock orders concurrent handlers of one subscription.
    const moved = await tx
      .insert(stripeSubscriptionClock)
      .values({ stripeSubscriptionId: subscription.id, userId: checkout.userId, lastEventAt: asOf })
      .onConflictDoUpdate({
        target: stripeSubscriptionClock.stripeSubscriptionId,
        set: { lastEventAt: asOf },
        setWhere: sql`${stripeSubscriptionClock.lastEventAt} <= ${asOf.toISOString()}::timestamptz`,
      })
      .returning({ id: stripeSubscriptionClock.stripeSubscriptionId });
    if (moved.length === 0) return;
    await upsertProviderSubscription(tx, {
      userId: checkout.userId,
      planId,
      stripeSubscriptionId: subscription.id,
      status,
      billingInterval: 'month',
      expiresAt: periodEnd(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      paymentMethod,
    });
    await followSubscription(tx, checkout.userId, status);
  });
}
