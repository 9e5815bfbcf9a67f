import { BILLING_INTERVAL_LABELS } from '@kreda/shared/labels';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { findPlan } from '../usage/index.ts';
import { UUID } from './checkout.ts';
import { billingAddOns, billingCheckouts } from './tables.ts';

/**
 * `SubscriptionUsage.checkout(id)`: the viewer's own order and where it is, for the page Stripe
 * sends the buyer back to (it waits for `paid`, which only a webhook sets). Another user's order,
 * or no such order, is null — the same answer, so ids cannot be probed.
 */
export async function checkoutView(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await deps.db
    .select()
    .from(billingCheckouts)
    .where(and(eq(billingCheckouts.id, id), eq(billingCheckouts.userId, actor.user.id)));
  if (!row) return null;
  return { id: row.id, state: row.state, name: await orderName(deps, row) };
}

async function orderName(deps: Pick<Deps, 'db'>, row: typeof billingCheckouts.$inferSelect): Promise<string> {
  if (row.addOnId) {
    const [addOn] = await deps.db.select().from(billingAddOns).where(eq(billingAddOns.id, row.addOnId));
    return addOn?.name ?? 'Dodatek';
  }
  const plan = row.planId ? await findPlan(deps.db, row.planId) : undefined;
  const name = `Plan ${plan?.name ?? ''}`.trim();
  return row.billingInterval && row.kind === 'plan'
    ? `${name} (${BILLING_INTERVAL_LABELS[row.billingInterval]})`
    : name;
}
