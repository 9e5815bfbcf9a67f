import type { BillingInterval, UsageAction } from '@kreda/shared/enums';
import { LIMIT_INTERVALS, LIMIT_TYPES, SUBSCRIPTION_STATUSES } from '@kreda/shared/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const limitIntervalEnum = pgEnum('limit_interval', LIMIT_INTERVALS);
export const limitTypeEnum = pgEnum('limit_type', LIMIT_TYPES);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

/** A payment card as Stripe describes it (the spec's PaymentMethod). */
export interface PaymentCard {
  card_brand: string;
  card_last4: string;
  exp_month: number;
  exp_year: number;
}

/** Prices in złoty with grosze, read as numbers. */
const price = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * A plan and its prices for 1, 3 and 12 months. Exactly one plan may be the default: the plan of
 * every user without an active subscription (seeded as "Darmowy").
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    price: price('price').notNull().default(0),
    price3m: price('price_3m').notNull().default(0),
    price12m: price('price_12m').notNull().default(0),
    /** The plan can be tried for free first (the "Darmowy okres próbny" button). */
    freeTier: boolean('free_tier').notNull().default(false),
    description: text('description').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_one_default_idx').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/**
 * What a plan allows of one action per interval. `limitType` NONE refuses the action, UNLIMITED
 * never refuses it, NUMBER allows `limit` uses per interval. An action without a row is unlimited.
 * Actions are text (checked by the code against USAGE_ACTIONS) so a new feature needs no enum change.
 */
export const limits = pgTable(
  'limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    action: text('action').$type<UsageAction>().notNull(),
    visible: boolean('visible').notNull().default(true),
    label: text('label').notNull(),
    /** How the plan card shows it, e.g. "30 dziennie". */
    limitDisplay: text('limit_display').notNull(),
    limitInterval: limitIntervalEnum('limit_interval').notNull().default('DAY'),
    limitType: limitTypeEnum('limit_type').notNull().default('NUMBER'),
    limit: integer('limit').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('limits_plan_action_idx').on(t.planId, t.action)],
);

/** A user's plan for a time; Stripe's id once billing exists. No row means the default plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    status: subscriptionStatusEnum('status').notNull().default('Active'),
    /** Which of the plan's prices applies. */
    billingInterval: text('billing_interval').$type<BillingInterval>().notNull().default('month'),
    /** The card paying a Stripe subscription (null for passes, BLIK, Przelewy24, admin grants). */
    paymentMethod: jsonb('payment_method').$type<PaymentCard>(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.grantedAt)],
);

/** Extra uses of one action bought on top of the plan: added to the plan's limit while unexpired. */
export const additionalLimits = pgTable(
  'additional_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    action: text('action').$type<UsageAction>().notNull(),
    name: text('name').notNull(),
    additionalLimit: integer('additional_limit').notNull(),
    price: price('price').notNull().default(0),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('additional_limits_user_action_idx').on(t.userId, t.action)],
);

/**
 * Uses of one action by one user in one period (a Warsaw day, month or year starting at
 * `periodStart`). Reservations change `used` with single conditional statements only.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id').notNull(),
    action: text('action').$type<UsageAction>().notNull(),
    /** Part of the key so a limit whose interval changes never shares a row with the old one. */
    interval: limitIntervalEnum('interval').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.action, t.interval, t.periodStart] })],
);

/** Where a reservation is: counted and pending, kept for good, or given back. */
export const USAGE_LEDGER_STATES = ['reserved', 'committed', 'released'] as const;
export type UsageLedgerState = (typeof USAGE_LEDGER_STATES)[number];

/**
 * One row per reservation of a plan's limit: who, which action, how many uses, the counter it was
 * counted in (null interval when no limit applied and nothing was counted), the entity it is for
 * (a quiz, an essay, a test, a chat message…) and its state. A reservation leaves `reserved`
 * exactly once, by a conditional UPDATE, so it can never be given back twice; `usage_counters`
 * stays the fast sum the limit check reads. Admin statistics and billing read this table.
 */
export const usageLedger = pgTable(
  'usage_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    action: text('action').$type<UsageAction>().notNull(),
    amount: integer('amount').notNull(),
    /** Whether `usage_counters` was incremented (false: no limit of the plan applied). */
    counted: boolean('counted').notNull(),
    /** The counter's interval and period; null on counted rows carried over from before the ledger. */
    interval: limitIntervalEnum('interval'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    state: text('state').$type<UsageLedgerState>().notNull().default('reserved'),
    /** What the use is for, e.g. `quiz` + the quiz's id; null for work finished within the request. */
    entityKind: text('entity_kind'),
    entityId: uuid('entity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('usage_ledger_entity_idx').on(t.entityKind, t.entityId),
    index('usage_ledger_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** One call to an AI provider, for cost and usage statistics (kept also for failed calls). */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    role: text('role').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    /** Dollars at the model's price when the call was made (AI_PRICES); null: the model had no price. */
    costUsd: numeric('cost_usd', { precision: 16, scale: 8, mode: 'number' }),
    ok: boolean('ok').notNull(),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_calls_created_idx').on(t.createdAt),
    index('ai_calls_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
export type LimitRow = typeof limits.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type AdditionalLimitRow = typeof additionalLimits.$inferSelect;
export type UsageLedgerRow = typeof usageLedger.$inferSelect;
