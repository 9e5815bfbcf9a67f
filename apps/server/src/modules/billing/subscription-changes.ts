import type Stripe from 'stripe';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { parseInput } from '../../core/input.ts';
import {
  findActiveSubscription,
  findUnpaidProviderSubscription,
  getSubscriptionUsage,
} from '../usage/index.ts';
import { BILLING_OFF_MESSAGE } from './checkout.ts';
import { stripeClient } from './stripe-client.ts';
import { applyStripeSubscription } from './subscription-sync.ts';

const inputSchema = z.object({
  cancelAtPeriodEnd: z.boolean({ message: 'Wybierz, czy anulować subskrypcję, czy ją przywrócić.' }),
});

const NO_TRIAL = 'Nie masz okresu próbnego, który można zakończyć.';
const PAYMENT_FAILED = 'Nie udało się połączyć z systemem płatności. Spróbuj ponownie za chwilę.';

const NOTHING_TO_CANCEL =
  'Nie masz subskrypcji odnawianej co miesiąc, którą można anulować. Plan opłacony z góry kończy się sam.';

/**
 * `cancelSubscription`: the viewer's own monthly subscription ends at the end of the paid period
 * (`cancelAtPeriodEnd: true`), or goes on after all (`false`, the undo). Stripe is changed first
 * and the subscription it answers is applied at once (as of now; its webhook then changes nothing
 * newer). There is no id to pass: only the viewer's own subscription can be reached.
 */
export async function cancelSubscription(deps: Deps, actor: Actor, rawInput: unknown) {
  const input = parseInput(inputSchema, rawInput);
  const config = deps.config.stripe;
  if (!config) throw new DomainError('BAD_REQUEST', BILLING_OFF_MESSAGE);
  const subscription = await findActiveSubscription(deps.db, actor.user.id, new Date());
  if (!subscription?.stripeSubscriptionId) {
    // A renewal left unpaid: cancelling ends it now (there is no paid period to wait for), and
    // the pupil is back on the free plan instead of being held at the billing page.
    const unpaid = await findUnpaidProviderSubscription(deps.db, actor.user.id);
    if (input.cancelAtPeriodEnd && unpaid?.stripeSubscriptionId)
      return changeOwnSubscription(deps, actor, unpaid.stripeSubscriptionId, (stripe, id) =>
        stripe.subscriptions.cancel(id),
      );
    throw new DomainError('BAD_REQUEST', NOTHING_TO_CANCEL);
  }
  return updateOwnSubscription(deps, actor, subscription.stripeSubscriptionId, {
    cancel_at_period_end: input.cancelAtPeriodEnd,
  });
}

/**
 * `endTrial`: the viewer's own trial ends now and the first payment is taken (Stripe charges the
 * plan's price at once); the plan goes on, paid. Only a trialing subscription can be ended early.
 */
export async function endTrial(deps: Deps, actor: Actor) {
  const config = deps.config.stripe;
  if (!config) throw new DomainError('BAD_REQUEST', BILLING_OFF_MESSAGE);
  const subscription = await findActiveSubscription(deps.db, actor.user.id, new Date());
  if (!subscription?.stripeSubscriptionId || subscription.status !== 'Trialing')
    throw new DomainError('BAD_REQUEST', NO_TRIAL);
  return updateOwnSubscription(deps, actor, subscription.stripeSubscriptionId, { trial_end: 'now' });
}

/** Changes the viewer's own subscription at Stripe, applies Stripe's answer at once, shows the plan. */
function updateOwnSubscription(
  deps: Deps,
  actor: Actor,
  stripeSubscriptionId: string,
  changes: { cancel_at_period_end?: boolean; trial_end?: 'now' },
) {
  return changeOwnSubscription(deps, actor, stripeSubscriptionId, (stripe, id) =>
    stripe.subscriptions.update(id, changes),
  );
}

async function changeOwnSubscription(
  deps: Deps,
  actor: Actor,
  stripeSubscriptionId: string,
  change: (stripe: Stripe, id: string) => Promise<Stripe.Subscription>,
) {
  const config = deps.config.stripe;
  if (!config) throw new DomainError('BAD_REQUEST', BILLING_OFF_MESSAGE);
  let updated: Stripe.Subscription;
  try {
    updated = await change(stripeClient(config), stripeSubscriptionId);
  } catch (error) {
    deps.logger.error({ err: error, stripeSubscriptionId }, 'stripe subscription update failed');
    throw new DomainError('BAD_REQUEST', PAYMENT_FAILED);
  }
  await applyStripeSubscription(deps, updated);
  return getSubscriptionUsage(deps, actor);
}
