import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { ModuleTask, UserDataEntry } from '../../core/module.ts';
import { billingCheckouts, billingCustomers, stripeEvents, stripeSubscriptionClock } from './tables.ts';

/*
 * A user's Stripe customer id, checkouts and subscription clocks. They go with the account; the
 * records of sale (invoices, payments) are Stripe's, kept there as the tax law requires. Stripe's
 * events (which name buyers) are pruned after 30 days by `pruneStripeEventsTask`.
 */

export async function removeBilling(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(billingCheckouts).where(eq(billingCheckouts.userId, userId));
    await tx.delete(billingCustomers).where(eq(billingCustomers.userId, userId));
    await tx.delete(stripeSubscriptionClock).where(eq(stripeSubscriptionClock.userId, userId));
  });
}

export async function exportBilling(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const checkouts = await deps.db
    .select()
    .from(billingCheckouts)
    .where(eq(billingCheckouts.userId, userId))
    .orderBy(asc(billingCheckouts.createdAt));
  return [
    {
      path: 'platnosci/zamowienia.json',
      json: checkouts,
      about: 'Zamówienia planów (płatności przez Stripe).',
    },
  ];
}

/** How long handled Stripe events are kept (Stripe retries for three days; the rest is Stripe's). */
const EVENT_DAYS = 30;

/**
 * Removes handled Stripe events older than 30 days: their payloads hold buyers' e-mails and names,
 * and an id older than Stripe's retry window cannot come back.
 */
export const pruneStripeEventsTask: ModuleTask = {
  name: 'billing-prune-stripe-events',
  everyMs: 6 * 60 * 60 * 1000,
  atStartup: 'background',
  async run(deps) {
    const before = new Date(Date.now() - EVENT_DAYS * 24 * 60 * 60 * 1000);
    await deps.db
      .delete(stripeEvents)
      .where(and(isNotNull(stripeEvents.handledAt), lt(stripeEvents.receivedAt, before)));
  },
};
