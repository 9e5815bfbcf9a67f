import { ROUTES } from '@kreda/shared/routes';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { billingCustomers } from './tables.ts';

/** A user's Stripe customer, made on the first order and reused after. */
export async function customerOf(deps: Pick<Deps, 'db'>, stripe: Stripe, actor: Actor): Promise<string> {
  const known = await storedCustomer(deps, actor.user.id);
  if (known) return known;
  const customer = await stripe.customers.create({
    ...(actor.user.email ? { email: actor.user.email } : {}),
    preferred_locales: ['pl'],
    metadata: { userId: actor.user.id },
  });
  // Two checkouts at once may both create one: the first stored is kept, the other stays unused.
  const [stored] = await deps.db
    .insert(billingCustomers)
    .values({ userId: actor.user.id, stripeCustomerId: customer.id })
    .onConflictDoNothing()
    .returning();
  if (stored) return stored.stripeCustomerId;
  return (await storedCustomer(deps, actor.user.id)) ?? customer.id;
}

/** The user's Stripe customer id, if they ever ordered. */
export async function storedCustomer(deps: Pick<Deps, 'db'>, userId: string): Promise<string | null> {
  const [row] = await deps.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .limit(1);
  return row?.stripeCustomerId ?? null;
}

/** What one Checkout sells, as the server priced it. */
export interface Order {
  kind: 'plan' | 'add_on';
  /** The product line on Stripe's page and the invoice. */
  productName: string;
  /** Gross, in grosze. */
  amount: number;
  /** A monthly plan: a subscription (else a payment once). */
  subscription: boolean;
  trial: boolean;
  metadata: Record<string, string>;
}

/**
 * The Checkout session of an order: PLN, Polish page, the NIP of a company buyer collected, an
 * invoice for a payment once, the methods enabled on the Stripe account (card, BLIK, Przelewy24).
 * The buyer comes back to the billing page with the order's id, where the page waits for the
 * webhook (not this redirect) before it says the purchase is active.
 */
export function sessionParams(
  deps: Pick<Deps, 'config'>,
  o: { customer: string; userId: string; checkoutId: string; order: Order },
): Stripe.Checkout.SessionCreateParams {
  const { order } = o;
  const metadata = { ...order.metadata, userId: o.userId, checkoutId: o.checkoutId };
  const back = (path: string) => new URL(path, deps.config.publicUrl).toString();
  return {
    mode: order.subscription ? 'subscription' : 'payment',
    customer: o.customer,
    client_reference_id: o.userId,
    metadata,
    locale: 'pl',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'pln',
          unit_amount: order.amount,
          product_data: { name: order.productName },
          ...(order.subscription ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    tax_id_collection: { enabled: true },
    customer_update: { name: 'auto', address: 'auto' },
    ...(order.subscription
      ? { subscription_data: { metadata, ...(order.trial ? { trial_period_days: TRIAL_DAYS } : {}) } }
      : {
          payment_intent_data: { metadata },
          invoice_creation: { enabled: true, invoice_data: { metadata } },
        }),
    success_url: `${back(ROUTES.billing)}?checkout=${o.checkoutId}`,
    cancel_url: `${back(order.kind === 'plan' ? ROUTES.choosePlan : ROUTES.billing)}?checkout=cancelled`,
  };
}

/** Days of the free trial of a plan marked `freeTier`, for a first-timer's monthly plan. */
export const TRIAL_DAYS = 7;
