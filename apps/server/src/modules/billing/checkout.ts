import { BILLING_INTERVALS, type BillingInterval } from '@kreda/shared/enums';
import { BILLING_INTERVAL_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { parseInput } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { listVisiblePlans, type PlanRow } from '../usage/index.ts';
import { planAction, planActionContext } from './plan-actions.ts';
import { stripeClient } from './stripe-client.ts';
import { billingCheckouts, billingCustomers } from './tables.ts';

export const BILLING_OFF_MESSAGE =
  'Płatności są w tej chwili wyłączone, więc nie można kupić planu. Możesz dalej korzystać ze swojego obecnego planu.';
const PAYMENT_FAILED_MESSAGE = 'Nie udało się połączyć z systemem płatności. Spróbuj ponownie za chwilę.';
const PLAN_NOT_FOUND = 'Nie znaleziono takiego planu.';

/** Checkout links one user may open in 10 minutes: each is a Stripe session (and a row) made. */
export const LINKS_PER_10_MINUTES = 10;
const linkLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('billing:payment-link', {
    points: LINKS_PER_10_MINUTES,
    durationSeconds: 600,
  });

/** Days of the free trial of a plan marked `freeTier`, for a first-timer's monthly plan. */
export const TRIAL_DAYS = 7;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const inputSchema = z.object({
  planId: z.string().regex(UUID, PLAN_NOT_FOUND),
  period: z.enum(BILLING_INTERVALS, { message: 'Wybierz okres: 1 miesiąc, 3 miesiące albo 12 miesięcy.' }),
});

/** A plan's gross price for a period, in złoty. */
export function priceOf(plan: PlanRow, period: BillingInterval): number {
  if (period === 'month_3') return plan.price3m;
  if (period === 'month_12') return plan.price12m;
  return plan.price;
}

/** Why a plan cannot be bought by this user now, in Polish (null: it can). */
function refusal(action: ReturnType<typeof planAction>, plan: PlanRow): string | null {
  if (action === 'BUY' || action === 'FREE_TIER') return null;
  if (action === 'CURRENT') return 'Masz już ten plan.';
  if (plan.price <= 0) return 'Ten plan jest darmowy — nie trzeba go kupować.';
  if (action === 'UPGRADE') return 'Masz już płatny plan. Wyższy plan wybierz przyciskiem „Rozszerz plan”.';
  return 'Tego planu nie można teraz kupić.';
}

async function customerOf(deps: Pick<Deps, 'db'>, stripe: Stripe, actor: Actor): Promise<string> {
  const [known] = await deps.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, actor.user.id))
    .limit(1);
  if (known) return known.stripeCustomerId;
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
  const [row] = await deps.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, actor.user.id));
  return row?.stripeCustomerId ?? customer.id;
}

/**
 * `generatePaymentLink`: a Stripe Checkout link for a visible plan and a period, priced here from
 * the plans table (the client names only the plan and the period). Monthly plans are
 * subscriptions; 3 and 12 months are passes paid once. Nothing is granted here: the plan follows
 * the webhook. Every refusal is a Polish error and changes nothing.
 */
export async function generatePaymentLink(deps: Deps, actor: Actor, rawInput: unknown): Promise<string> {
  const input = parseInput(inputSchema, rawInput);
  const visible = await listVisiblePlans(deps.db);
  const plan = visible.find((p) => p.id === input.planId);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  // A wrong id is named as such first; then, with billing off, nothing can be bought.
  const config = deps.config.stripe;
  if (!config) throw new DomainError('BAD_REQUEST', BILLING_OFF_MESSAGE);
  const context = await planActionContext(
    deps.db,
    actor.user.id,
    true,
    new Map(visible.map((p) => [p.id, p])),
  );
  const action = planAction(plan, context);
  const refused = refusal(action, plan);
  if (refused) throw badInput({ planId: refused }, refused);
  const amount = Math.round(priceOf(plan, input.period) * 100);
  if (amount <= 0) {
    const message = 'Tego planu nie można kupić na wybrany okres.';
    throw badInput({ period: message }, message);
  }
  await ensureAllowed([linkLimiter(deps).hit(actor.user.id)], 'Zbyt wiele prób przejścia do płatności.');
  const stripe = stripeClient(config);
  const [checkout] = await deps.db
    .insert(billingCheckouts)
    .values({ userId: actor.user.id, planId: plan.id, billingInterval: input.period, amount })
    .returning();
  if (!checkout) throw new Error('checkout insert returned nothing');
  try {
    const session = await stripe.checkout.sessions.create(
      sessionParams(deps, {
        customer: await customerOf(deps, stripe, actor),
        userId: actor.user.id,
        checkoutId: checkout.id,
        plan,
        period: input.period,
        amount,
        trial: action === 'FREE_TIER' && input.period === 'month',
      }),
      { idempotencyKey: `checkout-${checkout.id}` },
    );
    if (!session.url) throw new Error('checkout session without a url');
    await deps.db
      .update(billingCheckouts)
      .set({ stripeSessionId: session.id })
      .where(eq(billingCheckouts.id, checkout.id));
    return session.url;
  } catch (error) {
    deps.logger.error({ err: error, checkoutId: checkout.id }, 'stripe checkout session failed');
    await deps.db.delete(billingCheckouts).where(eq(billingCheckouts.id, checkout.id));
    throw new DomainError('BAD_REQUEST', PAYMENT_FAILED_MESSAGE);
  }
}

function sessionParams(
  deps: Pick<Deps, 'config'>,
  o: {
    customer: string;
    userId: string;
    checkoutId: string;
    plan: PlanRow;
    period: BillingInterval;
    amount: number;
    trial: boolean;
  },
): Stripe.Checkout.SessionCreateParams {
  const metadata = { userId: o.userId, checkoutId: o.checkoutId, planId: o.plan.id, period: o.period };
  const subscription = o.period === 'month';
  const back = (path: string) => new URL(path, deps.config.publicUrl).toString();
  return {
    mode: subscription ? 'subscription' : 'payment',
    customer: o.customer,
    client_reference_id: o.userId,
    metadata,
    locale: 'pl',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'pln',
          unit_amount: o.amount,
          product_data: { name: `Kreda – ${o.plan.name} (${BILLING_INTERVAL_LABELS[o.period]})` },
          ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    tax_id_collection: { enabled: true },
    customer_update: { name: 'auto', address: 'auto' },
    ...(subscription
      ? { subscription_data: { metadata, ...(o.trial ? { trial_period_days: TRIAL_DAYS } : {}) } }
      : { payment_intent_data: { metadata } }),
    success_url: `${back(ROUTES.billing)}?checkout=success`,
    cancel_url: back(ROUTES.choosePlan),
  };
}
