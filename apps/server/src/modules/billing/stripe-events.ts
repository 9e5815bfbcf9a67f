import type { SubscriptionStatus } from '@kreda/shared/enums';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { grantSubscription, upsertProviderSubscription } from '../usage/index.ts';
import { stripeClient } from './stripe-client.ts';
import { billingCheckouts, type CheckoutRow, stripeEvents, stripeSubscriptionClock } from './tables.ts';

export const STRIPE_EVENT_QUEUE = 'billing-stripe-event';

export interface StripeEventJob {
  eventId: string;
}

/** The events Kreda acts on; others are recorded and left alone. */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

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

const MONTHS_OF = { month: 1, month_3: 3, month_12: 12 } as const;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Whole seconds, as Stripe's timestamps are: a retrieved object is "as of" this second. */
const thisSecond = () => new Date(Math.floor(Date.now() / 1000) * 1000);

async function checkoutOf(db: DB, sessionId: string | null, checkoutId: string | undefined) {
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

/** Marks the checkout paid once; true only for the call that did. */
async function markPaid(db: DB, checkout: CheckoutRow): Promise<boolean> {
  const paid = await db
    .update(billingCheckouts)
    .set({ state: 'paid', paidAt: new Date() })
    .where(and(eq(billingCheckouts.id, checkout.id), eq(billingCheckouts.state, 'open')))
    .returning({ id: billingCheckouts.id });
  return paid.length > 0;
}

/**
 * A completed checkout: a pass (3 or 12 months, paid once) is granted from the checkout row the
 * server priced, exactly once; a monthly plan's subscription is read from Stripe and applied.
 * Unpaid sessions (a bank transfer still pending) wait for `async_payment_succeeded`.
 */
async function checkoutCompleted(deps: Deps, session: Stripe.Checkout.Session): Promise<void> {
  if (session.payment_status === 'unpaid') return;
  const checkout = await checkoutOf(deps.db, session.id, session.metadata?.checkoutId);
  if (!checkout) {
    deps.logger.warn({ sessionId: session.id }, 'stripe checkout without a checkout of ours');
    return;
  }
  if (session.mode === 'subscription') {
    await markPaid(deps.db, checkout);
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) await refreshSubscription(deps, subscriptionId);
    return;
  }
  await deps.db.transaction(async (tx) => {
    if (!(await markPaid(tx, checkout))) return;
    const grantedAt = new Date();
    const expiresAt = new Date(grantedAt);
    expiresAt.setMonth(expiresAt.getMonth() + MONTHS_OF[checkout.billingInterval]);
    await grantSubscription(tx, {
      userId: checkout.userId,
      planId: checkout.planId,
      billingInterval: checkout.billingInterval,
      status: 'Active',
      grantedAt,
      expiresAt,
    });
  });
}

/** Applies a subscription Stripe has just answered with (the truth now). */
export function applyStripeSubscription(deps: Deps, subscription: Stripe.Subscription): Promise<void> {
  return applySubscription(deps, subscription, thisSecond(), { fresh: true });
}

/** Reads a subscription from Stripe (the truth now) and applies it. */
async function refreshSubscription(deps: Deps, subscriptionId: string): Promise<void> {
  const config = deps.config.stripe;
  if (!config) return;
  const subscription = await stripeClient(config).subscriptions.retrieve(subscriptionId);
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
 */
async function applySubscription(
  deps: Deps,
  subscription: Stripe.Subscription,
  asOf: Date,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const checkout = await checkoutOf(deps.db, null, subscription.metadata?.checkoutId);
  if (!checkout) {
    deps.logger.warn({ subscriptionId: subscription.id }, 'stripe subscription without a checkout of ours');
    return;
  }
  const [clock] = await deps.db
    .select()
    .from(stripeSubscriptionClock)
    .where(eq(stripeSubscriptionClock.stripeSubscriptionId, subscription.id));
  if (clock && clock.lastEventAt > asOf) return;
  if (clock && clock.lastEventAt.getTime() === asOf.getTime() && !options.fresh)
    return refreshSubscription(deps, subscription.id);
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
      planId: checkout.planId,
      stripeSubscriptionId: subscription.id,
      status: STATUSES[subscription.status] ?? 'Incomplete',
      billingInterval: checkout.billingInterval,
      expiresAt: periodEnd(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    });
  });
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** Handles one recorded event, once: a handled event is skipped on a job's retry or replay. */
export async function handleStripeEvent(deps: Deps, eventId: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(stripeEvents)
    .where(and(eq(stripeEvents.id, eventId), isNull(stripeEvents.handledAt)));
  if (!row) return;
  const event = row.payload as Stripe.Event;
  const asOf = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await checkoutCompleted(deps, event.data.object);
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await applySubscription(deps, event.data.object, asOf);
      break;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      if (subscriptionId) await refreshSubscription(deps, subscriptionId);
      break;
    }
  }
  await deps.db.update(stripeEvents).set({ handledAt: new Date() }).where(eq(stripeEvents.id, eventId));
}

export function stripeEventJob(deps: Deps): JobDefinition<StripeEventJob> {
  return {
    name: STRIPE_EVENT_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    handler: ({ eventId }) => handleStripeEvent(deps, eventId),
  };
}
