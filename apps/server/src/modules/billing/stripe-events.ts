import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { addAdditionalLimit, grantSubscription } from '../usage/index.ts';
import { followSubscription } from '../users/index.ts';
import { applySubscription, checkoutOf, idOf, refreshSubscription } from './subscription-sync.ts';
import { billingAddOns, billingCheckouts, type CheckoutRow, stripeEvents } from './tables.ts';
import { trialWillEnd } from './trial-reminder.ts';

export const STRIPE_EVENT_QUEUE = 'billing-stripe-event';

export interface StripeEventJob {
  eventId: string;
}

/** The events Kreda acts on; others are recorded and left alone. */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'customer.subscription.trial_will_end',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const MONTHS_OF = { month: 1, month_3: 3, month_12: 12 } as const;

/** Marks the checkout paid once; true only for the call that did. */
async function markPaid(db: DB, checkout: CheckoutRow): Promise<boolean> {
  const paid = await db
    .update(billingCheckouts)
    .set({ state: 'paid', paidAt: new Date() })
    .where(and(eq(billingCheckouts.id, checkout.id), eq(billingCheckouts.state, 'open')))
    .returning({ id: billingCheckouts.id });
  return paid.length > 0;
}

/** What a paid checkout in payment mode gives, in the transaction that marked it paid. */
async function grantPaid(deps: Deps, tx: DB, checkout: CheckoutRow): Promise<void> {
  const grantedAt = new Date();
  if (checkout.kind === 'add_on') {
    const [addOn] = checkout.addOnId
      ? await tx.select().from(billingAddOns).where(eq(billingAddOns.id, checkout.addOnId))
      : [];
    if (!addOn) {
      deps.logger.error({ checkoutId: checkout.id }, 'paid add-on checkout without its add-on');
      return;
    }
    await addAdditionalLimit(tx, {
      userId: checkout.userId,
      action: addOn.action,
      additionalLimit: addOn.additionalLimit,
      name: addOn.name,
      price: checkout.amount / 100,
      purchasedAt: grantedAt,
      expiresAt: new Date(grantedAt.getTime() + addOn.validDays * 86_400_000),
    });
    return;
  }
  if (!checkout.planId || !checkout.billingInterval) return;
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
  await followSubscription(tx, checkout.userId, 'Active');
}

/**
 * A completed checkout: a pass (3 or 12 months, paid once) or an add-on is granted from the
 * checkout row the server priced, exactly once; a monthly plan's subscription is read from Stripe
 * and applied. Unpaid sessions (a bank transfer still pending) wait for `async_payment_succeeded`.
 */
async function checkoutCompleted(deps: Deps, session: Stripe.Checkout.Session): Promise<void> {
  if (session.payment_status === 'unpaid') return;
  const checkout = await checkoutOf(deps.db, session.id, session.metadata?.checkoutId);
  if (!checkout) {
    deps.logger.warn({ sessionId: session.id }, 'stripe checkout without a checkout of ours');
    return;
  }
  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) await refreshSubscription(deps, subscriptionId);
    await markPaid(deps.db, checkout);
    return;
  }
  await deps.db.transaction(async (tx) => {
    if (await markPaid(tx, checkout)) await grantPaid(deps, tx, checkout);
  });
}

/** A checkout left unpaid until Stripe ended it: the order page stops waiting. */
async function checkoutExpired(deps: Deps, session: Stripe.Checkout.Session): Promise<void> {
  const checkout = await checkoutOf(deps.db, session.id, session.metadata?.checkoutId);
  if (!checkout) return;
  await deps.db
    .update(billingCheckouts)
    .set({ state: 'expired' })
    .where(and(eq(billingCheckouts.id, checkout.id), eq(billingCheckouts.state, 'open')));
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
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      await checkoutExpired(deps, event.data.object);
      break;
    case 'customer.subscription.trial_will_end':
      await trialWillEnd(deps, event.data.object);
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
