import { ROUTES } from '@kreda/shared/routes';
import type Stripe from 'stripe';
import type { Deps } from '../../core/deps.ts';
import { findPlan } from '../usage/index.ts';
import { findUserById } from '../users/index.ts';
import { checkoutOf } from './subscription-sync.ts';

const day = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', timeZone: 'Europe/Warsaw' });
const money = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });

/**
 * `customer.subscription.trial_will_end` (three days before): the pupil (or parent) is told when
 * the first payment is taken, how much, and where to cancel — by e-mail, or by SMS for an account
 * with a phone only. A reminder that cannot be sent is logged; the event is still handled.
 */
export async function trialWillEnd(deps: Deps, subscription: Stripe.Subscription): Promise<void> {
  if (subscription.status !== 'trialing' || !subscription.trial_end) return;
  const checkout = await checkoutOf(deps.db, null, subscription.metadata?.checkoutId);
  if (!checkout?.planId) return;
  const [user, plan] = await Promise.all([
    findUserById(deps.db, checkout.userId),
    findPlan(deps.db, checkout.planId),
  ]);
  if (!user || !plan) return;
  const ends = day.format(new Date(subscription.trial_end * 1000));
  const price = money.format(plan.price);
  const link = new URL(ROUTES.billing, deps.config.publicUrl).toString();
  try {
    if (user.email) {
      await deps.services.delivery.sendEmail({
        to: user.email,
        subject: `Okres próbny planu ${plan.name} kończy się ${ends}`,
        text:
          `Cześć!\n\nTwój bezpłatny okres próbny planu ${plan.name} w Kredzie kończy się ${ends}. ` +
          `Potem pobierzemy ${price} za miesiąc — nic nie musisz robić, a plan będzie działał dalej.\n\n` +
          `Jeśli nie chcesz go kontynuować, anuluj subskrypcję przed tym dniem: ${link}\n\nZespół Kredy`,
      });
    } else if (user.phone) {
      await deps.services.delivery.sendSms({
        to: user.phone,
        text: `Kreda: okres próbny planu ${plan.name} kończy się ${ends}, potem ${price}/mies. Anulujesz w: ${link}`,
      });
    }
  } catch (error) {
    deps.logger.warn({ err: error, userId: user.id }, 'trial reminder not sent');
  }
}
