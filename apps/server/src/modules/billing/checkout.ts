import { BILLING_INTERVALS, type BillingInterval } from '@kreda/shared/enums';
import { BILLING_INTERVAL_LABELS, START_NOW_CONSENT_TEXT } from '@kreda/shared/labels';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { parseInput } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { listVisiblePlans, type PlanRow, priceFor } from '../usage/index.ts';
import { findVisibleAddOn } from './add-ons.ts';
import { customerOf, type Order, sessionParams } from './checkout-session.ts';
import { type PlanActionContext, planAction, planActionContext } from './plan-actions.ts';
import { stripeClient } from './stripe-client.ts';
import { billingCheckouts } from './tables.ts';

export const BILLING_OFF_MESSAGE =
  'Płatności są w tej chwili wyłączone, więc nie można kupić planu. Możesz dalej korzystać ze swojego obecnego planu.';
export const PAYMENT_FAILED_MESSAGE =
  'Nie udało się połączyć z systemem płatności. Spróbuj ponownie za chwilę.';
export const PLAN_NOT_FOUND = 'Nie znaleziono takiego planu.';
const ADD_ON_NOT_FOUND = 'Nie znaleziono takiego dodatku.';
const CONSENT_REQUIRED =
  'Zaznacz zgodę na rozpoczęcie usługi od razu — bez niej nie możemy przyjąć zamówienia.';

/** Checkout links one user may open in 10 minutes: each is a Stripe session (and a row) made. */
export const LINKS_PER_10_MINUTES = 10;
const linkLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('billing:payment-link', {
    points: LINKS_PER_10_MINUTES,
    durationSeconds: 600,
  });

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERIOD_MESSAGE = 'Wybierz okres: 1 miesiąc, 3 miesiące albo 12 miesięcy.';

const inputSchema = z
  .object({
    planId: z.string().regex(UUID, PLAN_NOT_FOUND).nullish(),
    period: z.enum(BILLING_INTERVALS, { message: PERIOD_MESSAGE }).nullish(),
    addOnId: z.string().regex(UUID, ADD_ON_NOT_FOUND).nullish(),
    startNowConsent: z.boolean({ message: CONSENT_REQUIRED }),
  })
  .superRefine((input, issues) => {
    if (!input.planId === !input.addOnId)
      issues.addIssue({
        code: 'custom',
        path: ['planId'],
        message: 'Wybierz plan albo dodatek do kupienia.',
      });
    if (input.planId && !input.period)
      issues.addIssue({ code: 'custom', path: ['period'], message: PERIOD_MESSAGE });
    if (!input.startNowConsent)
      issues.addIssue({ code: 'custom', path: ['startNowConsent'], message: CONSENT_REQUIRED });
  });

/** Why a plan cannot be bought by this user now, in Polish (null: it can). */
function refusal(
  action: ReturnType<typeof planAction>,
  plan: PlanRow,
  context: PlanActionContext,
): string | null {
  if (action === 'BUY' || action === 'FREE_TIER') return null;
  if (action === 'CURRENT') return 'Masz już ten plan.';
  if (plan.price <= 0) return 'Ten plan jest darmowy — nie trzeba go kupować.';
  if (action === 'UPGRADE') return 'Masz już płatny plan. Wyższy plan wybierz przyciskiem „Rozszerz plan”.';
  if (context.subscription && context.currentPrice > 0)
    return 'Masz już płatny plan. Na droższy przejdziesz przyciskiem „Rozszerz plan”, gdy Twój plan jest opłacany co miesiąc (po okresie próbnym).';
  return 'Tego planu nie można teraz kupić.';
}

/**
 * A visible plan by id, with this user's action on it (buying and upgrading both start here). A
 * wrong id is named as such first; then, with billing off, nothing can be bought.
 */
export async function planWithAction(deps: Deps, actor: Actor, planId: string) {
  const visible = await listVisiblePlans(deps.db);
  const plan = visible.find((p) => p.id === planId);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const config = deps.config.stripe;
  if (!config) throw new DomainError('BAD_REQUEST', BILLING_OFF_MESSAGE);
  const context = await planActionContext(
    deps.db,
    actor.user.id,
    true,
    new Map(visible.map((p) => [p.id, p])),
  );
  return { plan, context, action: planAction(plan, context), config };
}

/** The order of a visible plan for a period, refused in Polish when this user cannot buy it. */
async function planOrder(deps: Deps, actor: Actor, planId: string, period: BillingInterval) {
  const { plan, context, action } = await planWithAction(deps, actor, planId);
  const refused = refusal(action, plan, context);
  if (refused) throw badInput({ planId: refused }, refused);
  const amount = Math.round(priceFor(plan, period) * 100);
  if (amount <= 0) {
    const message = 'Tego planu nie można kupić na wybrany okres.';
    throw badInput({ period: message }, message);
  }
  const order: Order = {
    kind: 'plan',
    productName: `Kreda – ${plan.name} (${BILLING_INTERVAL_LABELS[period]})`,
    amount,
    subscription: period === 'month',
    trial: action === 'FREE_TIER' && period === 'month',
    metadata: { planId: plan.id, period },
  };
  return { order, row: { kind: 'plan' as const, planId: plan.id, billingInterval: period } };
}

/** The order of a visible add-on. */
async function addOnOrder(deps: Deps, addOnId: string) {
  const addOn = await findVisibleAddOn(deps.db, addOnId);
  if (!addOn) throw notFound(ADD_ON_NOT_FOUND);
  if (!deps.config.stripe) throw new DomainError('BAD_REQUEST', BILLING_OFF_MESSAGE);
  const order: Order = {
    kind: 'add_on',
    productName: `Kreda – ${addOn.name} (${addOn.validDays} dni)`,
    amount: Math.round(addOn.price * 100),
    subscription: false,
    trial: false,
    metadata: { addOnId: addOn.id },
  };
  return { order, row: { kind: 'add_on' as const, addOnId: addOn.id } };
}

/**
 * `generatePaymentLink`: a Stripe Checkout link for a visible plan and a period, or for an add-on,
 * priced here (the client names only what and for how long). Monthly plans are subscriptions;
 * 3 and 12 months and add-ons are paid once. The buyer's consent to start at once is required and
 * recorded with the order. Nothing is granted here: the purchase follows the webhook. Every
 * refusal is a Polish error and changes nothing.
 */
export async function generatePaymentLink(deps: Deps, actor: Actor, rawInput: unknown): Promise<string> {
  const input = parseInput(inputSchema, rawInput);
  const { order, row } = input.addOnId
    ? await addOnOrder(deps, input.addOnId)
    : await planOrder(deps, actor, input.planId ?? '', input.period ?? 'month');
  const config = deps.config.stripe;
  if (!config) throw new DomainError('BAD_REQUEST', BILLING_OFF_MESSAGE);
  await ensureAllowed([linkLimiter(deps).hit(actor.user.id)], 'Zbyt wiele prób przejścia do płatności.');
  const stripe = stripeClient(config);
  const [checkout] = await deps.db
    .insert(billingCheckouts)
    .values({
      ...row,
      userId: actor.user.id,
      amount: order.amount,
      consentAt: new Date(),
      consentText: START_NOW_CONSENT_TEXT,
    })
    .returning();
  if (!checkout) throw new Error('checkout insert returned nothing');
  try {
    const customer = await customerOf(deps, stripe, actor);
    const session = await stripe.checkout.sessions.create(
      sessionParams(deps, { customer, userId: actor.user.id, checkoutId: checkout.id, order }),
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
