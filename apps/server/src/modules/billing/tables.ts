import type { BillingInterval, UsageAction } from '@kreda/shared/enums';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A user's customer at Stripe, made on their first checkout and reused after. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id').primaryKey(),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An add-on for sale: extra uses of one action for some days, on top of any plan (free included).
 * Bought through a Checkout in payment mode; the usage module's `additional_limits` row it grants
 * raises the limit at once.
 */
export const billingAddOns = pgTable('billing_add_ons', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  action: text('action').$type<UsageAction>().notNull(),
  additionalLimit: integer('additional_limit').notNull(),
  /** Gross price in złoty. */
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  validDays: integer('valid_days').notNull().default(30),
  visible: boolean('visible').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Stripe product of a plan, made on the first upgrade to it: a subscription's item is
 * re-priced with `price_data`, which (unlike Checkout's) names a product by id.
 */
export const billingPlanProducts = pgTable('billing_plan_products', {
  planId: uuid('plan_id').primaryKey(),
  stripeProductId: text('stripe_product_id').notNull(),
});

/** What was sold: a plan for a period, an add-on, or an upgrade of a running subscription. */
export const CHECKOUT_KINDS = ['plan', 'add_on', 'upgrade'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

/** Where a checkout is: link given, paid (its plan granted, once), or ended without payment. */
export const CHECKOUT_STATES = ['open', 'paid', 'expired'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/**
 * One Stripe Checkout session as the server priced it: who, which plan, which period, how much.
 * A webhook's session is matched to this row, so what is granted is what the server sold (never
 * what an event or a client says); the row's state leaves `open` once, so a pass is granted once.
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<CheckoutKind>().notNull().default('plan'),
    /** The plan sold (kinds plan and upgrade); null for an add-on. */
    planId: uuid('plan_id'),
    billingInterval: text('billing_interval').$type<BillingInterval>(),
    /** The add-on sold (kind add_on). */
    addOnId: uuid('add_on_id'),
    /** Gross amount in grosze (PLN). */
    amount: integer('amount').notNull(),
    stripeSessionId: text('stripe_session_id').unique(),
    state: text('state').$type<CheckoutState>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When the buyer agreed that the service starts at once and so the 14-day withdrawal right
     * ends with it (art. 38 pkt 13 of the consumer rights act), and the wording they agreed to.
     */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentText: text('consent_text'),
  },
  (t) => [index('billing_checkouts_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every Stripe event received, recorded (with its payload) before it is handled: the event id is
 * the key, so a replayed delivery finds its row and changes nothing. `handledAt` is set by the job.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** When Stripe created the event (its `created`, whole seconds). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('stripe_events_received_idx').on(t.receivedAt)],
);

/**
 * The newest event applied to each Stripe subscription: an event older than this one is not
 * applied (out-of-order delivery never turns newer state back), see ADR 032.
 */
export const stripeSubscriptionClock = pgTable('stripe_subscription_clock', {
  stripeSubscriptionId: text('stripe_subscription_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
});

export type CheckoutRow = typeof billingCheckouts.$inferSelect;
export type AddOnRow = typeof billingAddOns.$inferSelect;
