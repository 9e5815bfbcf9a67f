import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError } from '../../core/domain-error.ts';
import { parseInput } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { getSubscriptionUsage, type PlanRow } from '../usage/index.ts';
import { PAYMENT_FAILED_MESSAGE, PLAN_NOT_FOUND, planWithAction, UUID } from './checkout.ts';
import { stripeClient } from './stripe-client.ts';
import { applyStripeSubscription } from './subscription-sync.ts';
import { billingCheckouts, billingPlanProducts } from './tables.ts';

/** How long a preview's proration date may be used: the price shown must still be the price. */
const PREVIEW_VALID_SECONDS = 15 * 60;
const STALE_PREVIEW = 'Podgląd ceny jest już nieaktualny. Sprawdź kwotę jeszcze raz i potwierdź.';
const NOT_AN_UPGRADE =
  'Na ten plan nie można przejść przez rozszerzenie. Rozszerzyć można opłacany co miesiąc plan na droższy.';
const CARD_DECLINED =
  'Nie udało się pobrać płatności z karty. Sprawdź kartę albo dodaj inną i spróbuj ponownie.';

/** Previews and upgrades one user may ask for in 10 minutes: each is a call to Stripe. */
const CHANGES_PER_10_MINUTES = 20;
const changeLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('billing:plan-change', {
    points: CHANGES_PER_10_MINUTES,
    durationSeconds: 600,
  });

const previewSchema = z.object({ planId: z.string().regex(UUID, PLAN_NOT_FOUND) });
const upgradeSchema = previewSchema.extend({
  prorationDate: z.coerce.date({ message: STALE_PREVIEW }),
});

const grosze = (amount: number) => Math.round(amount * 100);
const zloty = (amount: number) => Math.round(amount) / 100;

/** The Stripe product of a plan (made once; a subscription item's price must name one by id). */
async function productOf(deps: Pick<Deps, 'db'>, stripe: Stripe, plan: PlanRow): Promise<string> {
  const known = async () =>
    (await deps.db.select().from(billingPlanProducts).where(eq(billingPlanProducts.planId, plan.id)))[0]
      ?.stripeProductId;
  const stored = await known();
  if (stored) return stored;
  const product = await stripe.products.create(
    { name: `Kreda – ${plan.name}`, metadata: { planId: plan.id } },
    { idempotencyKey: `plan-product-${plan.id}` },
  );
  await deps.db
    .insert(billingPlanProducts)
    .values({ planId: plan.id, stripeProductId: product.id })
    .onConflictDoNothing();
  return (await known()) ?? product.id;
}

/**
 * What an upgrade changes, checked on the server: a visible plan whose action for this user is
 * UPGRADE (a dearer plan over their own running monthly Stripe subscription; never a cheaper one,
 * never someone else's), its product, and the subscription item to re-price at its monthly price.
 */
async function upgradeTarget(deps: Deps, actor: Actor, planId: string) {
  const { plan, context, action, config } = await planWithAction(deps, actor, planId);
  const stripeSubscriptionId = context.subscription?.stripeSubscriptionId;
  if (action !== 'UPGRADE' || !context.subscription || !stripeSubscriptionId)
    throw badInput({ planId: NOT_AN_UPGRADE }, NOT_AN_UPGRADE);
  const stripe = stripeClient(config);
  try {
    const subscription = await stripe.subscriptions.retrieve(stripeSubscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error('subscription without items');
    const product = await productOf(deps, stripe, plan);
    const items = [
      {
        id: item.id,
        price_data: {
          currency: 'pln',
          product,
          unit_amount: grosze(plan.price),
          recurring: { interval: 'month' as const },
        },
      },
    ];
    return { stripe, plan, subscription, items, card: context.subscription.paymentMethod };
  } catch (error) {
    deps.logger.error({ err: error, stripeSubscriptionId }, 'stripe upgrade target unreadable');
    throw new DomainError('BAD_REQUEST', PAYMENT_FAILED_MESSAGE);
  }
}

/** The change both the preview and the upgrade make: the new price from now, a new period from now. */
const change = (prorationDate: number) =>
  ({ proration_behavior: 'always_invoice', proration_date: prorationDate }) as const;

/**
 * `calculatePreview`: what moving to a dearer plan costs now — the new plan's month from today
 * (`original_price`) less the unused part of the current one (`adjustment`, negative) —
 * computed by Stripe for a proration date that `upgradeSubscription` then uses again.
 */
export async function calculatePreview(deps: Deps, actor: Actor, rawInput: unknown) {
  const input = parseInput(previewSchema, rawInput);
  const target = await upgradeTarget(deps, actor, input.planId);
  await ensureAllowed([changeLimiter(deps).hit(actor.user.id)], 'Zbyt wiele prób zmiany planu.');
  const prorationDate = Math.floor(Date.now() / 1000);
  let invoice: Stripe.Invoice;
  try {
    invoice = await target.stripe.invoices.createPreview({
      customer: String(target.subscription.customer),
      subscription: target.subscription.id,
      subscription_details: {
        items: target.items,
        ...change(prorationDate),
        billing_cycle_anchor: { type: 'now' },
      },
    });
  } catch (error) {
    deps.logger.error({ err: error, userId: actor.user.id }, 'stripe upgrade preview failed');
    throw new DomainError('BAD_REQUEST', PAYMENT_FAILED_MESSAGE);
  }
  const adjustment = invoice.lines.data
    .filter((line) => line.parent?.subscription_item_details?.proration)
    .reduce((sum, line) => sum + line.amount, 0);
  return {
    total_amount: zloty(invoice.total),
    original_price: zloty(invoice.total - adjustment),
    adjustment: zloty(adjustment),
    planId: target.plan.id,
    payment_method: target.card,
    prorationDate: new Date(prorationDate * 1000),
  };
}

/**
 * `upgradeSubscription`: applies exactly the preview (the same proration date, so Stripe charges
 * the amount shown) and takes the payment at once; a declined card changes nothing. The
 * subscription then names the upgrade's checkout, so every later event keeps the new plan.
 */
export async function upgradeSubscription(deps: Deps, actor: Actor, rawInput: unknown) {
  const input = parseInput(upgradeSchema, rawInput);
  const prorationDate = Math.floor(input.prorationDate.getTime() / 1000);
  const age = Math.floor(Date.now() / 1000) - prorationDate;
  if (Number.isNaN(age) || age > PREVIEW_VALID_SECONDS || age < -60)
    throw badInput({ prorationDate: STALE_PREVIEW }, STALE_PREVIEW);
  const target = await upgradeTarget(deps, actor, input.planId);
  await ensureAllowed([changeLimiter(deps).hit(actor.user.id)], 'Zbyt wiele prób zmiany planu.');
  const [checkout] = await deps.db
    .insert(billingCheckouts)
    .values({
      kind: 'upgrade',
      userId: actor.user.id,
      planId: target.plan.id,
      billingInterval: 'month',
      amount: grosze(target.plan.price),
    })
    .returning();
  if (!checkout) throw new Error('checkout insert returned nothing');
  let updated: Stripe.Subscription;
  try {
    updated = await target.stripe.subscriptions.update(
      target.subscription.id,
      {
        items: target.items,
        ...change(prorationDate),
        billing_cycle_anchor: { type: 'now' },
        payment_behavior: 'error_if_incomplete',
        metadata: { ...target.subscription.metadata, checkoutId: checkout.id, planId: target.plan.id },
        expand: ['default_payment_method'],
      },
      { idempotencyKey: `upgrade-${checkout.id}` },
    );
  } catch (error) {
    await deps.db.delete(billingCheckouts).where(eq(billingCheckouts.id, checkout.id));
    deps.logger.warn({ err: error, userId: actor.user.id }, 'stripe upgrade refused');
    throw new DomainError(
      'BAD_REQUEST',
      error instanceof Stripe.errors.StripeCardError ? CARD_DECLINED : PAYMENT_FAILED_MESSAGE,
    );
  }
  await deps.db
    .update(billingCheckouts)
    .set({ state: 'paid', paidAt: new Date() })
    .where(eq(billingCheckouts.id, checkout.id));
  await applyStripeSubscription(deps, updated);
  return getSubscriptionUsage(deps, actor);
}
