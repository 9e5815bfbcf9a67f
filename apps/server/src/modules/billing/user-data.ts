import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { billingCheckouts, billingCustomers, stripeSubscriptionClock } from './tables.ts';

/*
 * A user's Stripe customer id, checkouts and subscription clocks. They go with the account; the
 * records of sale (invoices, payments) are Stripe's, kept there as the tax law requires.
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
