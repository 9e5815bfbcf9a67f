import type { BillingInterval } from '@kreda/shared/enums';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A user's customer at Stripe, made on their first checkout and reused after. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id').primaryKey(),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    planId: uuid('plan_id').notNull(),
    billingInterval: text('billing_interval').$type<BillingInterval>().notNull(),
    /** Gross amount in grosze (PLN). */
    amount: integer('amount').notNull(),
    stripeSessionId: text('stripe_session_id').unique(),
    state: text('state').$type<CheckoutState>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
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
